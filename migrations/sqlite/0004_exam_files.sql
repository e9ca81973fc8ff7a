-- The whole class's files of a printed exam (all.pdf, key.pdf), typeset once and kept:
-- typesetting a class of hundreds takes tens of seconds, so it is done on the first
-- download and the bytes are served from here afterwards (review security S2). A
-- student's own booklet or answer sheet is not kept: it is typeset alone, fast, on
-- request. Several processes may make the same file at once; the first row stays.
CREATE TABLE exam_files (
    exam_id BIGINT NOT NULL REFERENCES printed_exams (id),
    name    TEXT   NOT NULL,
    bytes   BLOB   NOT NULL,
    made_at BIGINT NOT NULL,
    PRIMARY KEY (exam_id, name)
);
