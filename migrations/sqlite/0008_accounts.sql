-- Accounts a course can live with (issue 33).
-- An account made by `ruling user add` without --lang has no language of its own yet
-- (lang_chosen = 0): its first login takes the browser's, and keeps it.
ALTER TABLE users ADD COLUMN lang_chosen BIGINT NOT NULL DEFAULT 1;

-- One-time codes an instructor hands a student who forgot his password. Only the code's
-- SHA-256 is stored; a code opens one reset before expires_at, then used_at is set.
CREATE TABLE reset_codes (
    code_hash  TEXT    PRIMARY KEY,
    user_id    BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    made_by    BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at BIGINT  NOT NULL,
    expires_at BIGINT  NOT NULL,
    used_at    BIGINT
);
CREATE INDEX reset_codes_user ON reset_codes (user_id);
