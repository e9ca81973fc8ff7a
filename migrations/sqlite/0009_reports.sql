-- "Report a problem" with a question (issue 33): the student's note on one of his
-- answers, with the variant code and the answer as given, for his instructor to read.
CREATE TABLE reports (
    id           INTEGER PRIMARY KEY,
    attempt_id   BIGINT  NOT NULL REFERENCES attempts (id) ON DELETE CASCADE,
    user_id      BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    variant_code TEXT    NOT NULL,
    answer       TEXT    NOT NULL,
    note         TEXT    NOT NULL,
    created_at   BIGINT  NOT NULL
);
CREATE INDEX reports_user ON reports (user_id, created_at);
