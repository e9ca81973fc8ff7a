-- The instructor's course (issue 35): the templates a course practises, chosen by the
-- instructor, and assignments with a due date.
-- A course with no rows in `course_templates` practises every template of its
-- federation, which is what every course did until now; once the instructor chooses,
-- its students practise only the templates listed (of its federation).
CREATE TABLE course_templates (
    course_id   BIGINT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    template_id TEXT   NOT NULL,
    PRIMARY KEY (course_id, template_id)
);

-- An assignment: `count` questions from a set of templates, due at `due_at`. A student's
-- answers to those templates from `created_at` on count for it; those after `due_at`
-- count as late.
CREATE TABLE assignments (
    id         INTEGER PRIMARY KEY,
    course_id  BIGINT  NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    title      TEXT    NOT NULL,
    count      BIGINT  NOT NULL CHECK (count > 0),
    due_at     BIGINT  NOT NULL,
    created_at BIGINT  NOT NULL
);
CREATE INDEX assignments_course ON assignments (course_id, due_at);

CREATE TABLE assignment_templates (
    assignment_id BIGINT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    template_id   TEXT   NOT NULL,
    PRIMARY KEY (assignment_id, template_id)
);
