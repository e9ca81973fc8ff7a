-- A printed exam's settings (issue 35 § 6, review W13: the exam page recaps them): a
-- small JSON of its own, beside the row and not in it, since any column after the
-- definition would make SQLite walk a large exam's overflow pages to reach it, and the
-- exam page must not read the definition. Exams set before it have no recap.
CREATE TABLE printed_exam_settings (
    exam_id  BIGINT NOT NULL PRIMARY KEY REFERENCES printed_exams (id) ON DELETE CASCADE,
    settings TEXT   NOT NULL
);
