-- Timed online exams (issue 35), filling the tables 0001 left for them.
--
-- An exam keeps what it was set with (the `--templates` text, the seed, the answer
-- format, one variant for all or one per student) and its questions drawn whole in
-- `exam_items`: `copies` sets of variants (one, or one per student of the course when it
-- was set, drawn as a printed exam's are: the same format for all, no two classmates the
-- same case). A sitting is given its copy when it starts, so its variants and order are
-- fixed from then on, whatever happens to the bank.
--
-- `expiry`: `submit` hands in what was saved at the deadline; `grace` takes answers
-- `grace_secs` longer (marked late by their time). `shows` is what students see once
-- `released_at` is set: `score`, `answers` (and the right answers) or `explanations`.
ALTER TABLE exams ADD COLUMN asked TEXT NOT NULL DEFAULT '';
ALTER TABLE exams ADD COLUMN seed BIGINT NOT NULL DEFAULT 0;
ALTER TABLE exams ADD COLUMN answer_format TEXT NOT NULL DEFAULT 'choices:4';
ALTER TABLE exams ADD COLUMN per_student BIGINT NOT NULL DEFAULT 1;
ALTER TABLE exams ADD COLUMN copies BIGINT NOT NULL DEFAULT 1;
ALTER TABLE exams ADD COLUMN questions BIGINT NOT NULL DEFAULT 0;
ALTER TABLE exams ADD COLUMN expiry TEXT NOT NULL DEFAULT 'submit'
    CHECK (expiry IN ('submit', 'grace'));
ALTER TABLE exams ADD COLUMN grace_secs BIGINT NOT NULL DEFAULT 0;
ALTER TABLE exams ADD COLUMN closed_at BIGINT;
ALTER TABLE exams ADD COLUMN graded_at BIGINT;
ALTER TABLE exams ADD COLUMN released_at BIGINT;
ALTER TABLE exams ADD COLUMN shows TEXT NOT NULL DEFAULT 'score'
    CHECK (shows IN ('score', 'answers', 'explanations'));
CREATE INDEX exams_course ON exams (course_id);

-- Never written before this migration: its key gains the copy.
DROP TABLE exam_items;
CREATE TABLE exam_items (
    exam_id      BIGINT NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
    copy         BIGINT NOT NULL,
    position     BIGINT NOT NULL,
    template_id  TEXT   NOT NULL,
    variant_code TEXT   NOT NULL,
    variant      TEXT   NOT NULL,
    PRIMARY KEY (exam_id, copy, position)
);

ALTER TABLE sittings ADD COLUMN copy BIGINT NOT NULL DEFAULT 0;
ALTER TABLE sittings ADD COLUMN lang TEXT NOT NULL DEFAULT 'en';

-- Extra time per candidate, set before or during his sitting (WCAG 2.2.1 "adjust").
CREATE TABLE exam_extra_time (
    exam_id BIGINT NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    minutes BIGINT NOT NULL,
    PRIMARY KEY (exam_id, user_id)
);

-- The last answer saved to each question of a sitting: the form's fields as JSON, and
-- once the exam is graded the engine's verdict per box, the misreading behind the first
-- wrong box, and the credit.
CREATE TABLE exam_answers (
    sitting_id BIGINT NOT NULL REFERENCES sittings (id) ON DELETE CASCADE,
    position   BIGINT NOT NULL,
    fields     TEXT   NOT NULL,
    saved_at   BIGINT NOT NULL,
    verdict    TEXT,
    misreading TEXT,
    credit_num BIGINT,
    credit_den BIGINT,
    PRIMARY KEY (sitting_id, position)
);
