-- An attempt's id is its permalink (/attempts/{id}), so it is never given out again
-- (review security S1: ids of lost answers were handed to new ones). A plain SQLite
-- INTEGER PRIMARY KEY takes the largest id + 1, which reuses the ids of deleted rows
-- (an account deleted, its answers with it); AUTOINCREMENT never does. SQLite cannot add
-- it to a table, so the table is rebuilt with the same rows.
CREATE TABLE attempts_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id      BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sitting_id   BIGINT  REFERENCES sittings (id) ON DELETE SET NULL,
    token_id     TEXT    NOT NULL,
    template_id  TEXT    NOT NULL,
    family       TEXT    NOT NULL,
    law          TEXT    NOT NULL,
    variant_code TEXT    NOT NULL,
    lang         TEXT    NOT NULL,
    variant      TEXT    NOT NULL,
    answer       TEXT    NOT NULL,
    outcome      TEXT    NOT NULL CHECK (outcome IN ('correct', 'partial', 'misread', 'wrong')),
    misreading   TEXT,
    credit_num   BIGINT  NOT NULL,
    credit_den   BIGINT  NOT NULL,
    shown_at     BIGINT  NOT NULL,
    answered_at  BIGINT  NOT NULL,
    schema       BIGINT  NOT NULL DEFAULT 1,
    UNIQUE (user_id, token_id)
);
INSERT INTO attempts_new (id, user_id, sitting_id, token_id, template_id, family, law,
        variant_code, lang, variant, answer, outcome, misreading, credit_num, credit_den,
        shown_at, answered_at, schema)
    SELECT id, user_id, sitting_id, token_id, template_id, family, law, variant_code, lang,
        variant, answer, outcome, misreading, credit_num, credit_den, shown_at, answered_at,
        schema
    FROM attempts;
DROP TABLE attempts;
ALTER TABLE attempts_new RENAME TO attempts;
CREATE INDEX attempts_user_time ON attempts (user_id, answered_at);
