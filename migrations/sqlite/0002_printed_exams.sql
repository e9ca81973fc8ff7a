-- Printed exams set from the web form (not the timed exams of `exams`). The definition
-- (`exam.json`: seed, options and every student's variants, whole) is the record; the PDFs
-- are typeset again from it on download, so no megabytes of PDF sit in the database and
-- a typesetting fix reaches old exams too.
CREATE TABLE printed_exams (
    id            INTEGER PRIMARY KEY,
    instructor_id BIGINT  NOT NULL REFERENCES users (id),
    code          TEXT    NOT NULL,
    title         TEXT    NOT NULL,
    students      BIGINT  NOT NULL,
    questions     BIGINT  NOT NULL,
    definition    TEXT    NOT NULL,
    created_at    BIGINT  NOT NULL
);

CREATE INDEX printed_exams_by_instructor ON printed_exams (instructor_id);
