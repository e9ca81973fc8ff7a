-- Paper exams marked in the browser (issue 35 § 6, issue 36 § 4). Nothing acknowledged
-- may be lost on a restart, and the server keeps no files of its own, so everything is
-- here, as the exam's kept PDFs are:
-- * every answers file uploaded, whole, as `ruling exam grade` keeps it in
--   DIR/graded/NAME.csv (the scans' reading is the batch `scan`), from which
--   results.csv is rebuilt at any time;
-- * every scan file uploaded, read again with each new upload (pages of one student may
--   come in different files);
-- * what the last reading found: pages not read, read twice or missing (JSON), the
--   unsure boxes with their crops and the answer a click settled them with;
-- * the latest results: results.csv as downloaded, and the page's view of them (JSON),
--   so showing the page neither reads the exam's definition nor grades anything.
CREATE TABLE marking_batches (
    exam_id     BIGINT NOT NULL REFERENCES printed_exams (id) ON DELETE CASCADE,
    name        TEXT   NOT NULL,
    file        TEXT   NOT NULL,
    body        TEXT   NOT NULL,
    uploaded_at BIGINT NOT NULL,
    PRIMARY KEY (exam_id, name)
);

CREATE TABLE marking_scans (
    exam_id     BIGINT NOT NULL REFERENCES printed_exams (id) ON DELETE CASCADE,
    file        TEXT   NOT NULL,
    bytes       BYTEA  NOT NULL,
    uploaded_at BIGINT NOT NULL,
    PRIMARY KEY (exam_id, file)
);

CREATE TABLE marking_unsure (
    exam_id BIGINT NOT NULL REFERENCES printed_exams (id) ON DELETE CASCADE,
    student BIGINT NOT NULL,
    box     TEXT   NOT NULL,
    reason  TEXT   NOT NULL,
    place   TEXT   NOT NULL,
    choices TEXT   NOT NULL,
    crop    BYTEA  NOT NULL,
    settled TEXT,
    PRIMARY KEY (exam_id, student, box)
);

CREATE TABLE marking_results (
    exam_id    BIGINT NOT NULL PRIMARY KEY REFERENCES printed_exams (id) ON DELETE CASCADE,
    results    BYTEA  NOT NULL,
    view       TEXT   NOT NULL,
    scan       TEXT,
    graded_at  BIGINT NOT NULL
);
