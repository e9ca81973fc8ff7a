-- The whole state of the web quiz: accounts, sessions, login counters, courses, answers,
-- spaced repetition, and the tables timed exams will fill. Times are Unix seconds.
-- Integers are BIGINT and truth values 0/1 so that rows read the same on both backends.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY,
    email         TEXT    NOT NULL UNIQUE,
    name          TEXT    NOT NULL,
    role          TEXT    NOT NULL CHECK (role IN ('student', 'instructor', 'admin')),
    lang          TEXT    NOT NULL CHECK (lang IN ('en', 'nb', 'de', 'da')),
    password_hash TEXT    NOT NULL,
    created_at    BIGINT  NOT NULL
);

-- A browser's session; anonymous ones (user_id NULL) carry the CSRF secret of the login
-- and registration forms. The cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE sessions (
    id_hash    TEXT    PRIMARY KEY,
    user_id    BIGINT  REFERENCES users (id) ON DELETE CASCADE,
    csrf       TEXT    NOT NULL,
    lang       TEXT,
    created_at BIGINT  NOT NULL,
    expires_at BIGINT  NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Fixed-window counters of login attempts, one per account and one per address.
CREATE TABLE login_limits (
    key          TEXT    PRIMARY KEY,
    window_start BIGINT  NOT NULL,
    count        BIGINT  NOT NULL
);

-- Server-wide values shared by every process: the HMAC key of the question tokens.
CREATE TABLE settings (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE courses (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL,
    join_code     TEXT    NOT NULL UNIQUE,
    instructor_id BIGINT  NOT NULL REFERENCES users (id),
    created_at    BIGINT  NOT NULL
);

CREATE TABLE enrolments (
    course_id BIGINT NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    user_id   BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    joined_at BIGINT NOT NULL,
    PRIMARY KEY (course_id, user_id)
);
CREATE INDEX enrolments_user ON enrolments (user_id);

-- Timed exams (a later issue): an exam of a course, its questions stored whole, and each
-- student's sitting with its deadline. Attempts made in a sitting point to it.
CREATE TABLE exams (
    id         INTEGER PRIMARY KEY,
    course_id  BIGINT  NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
    title      TEXT    NOT NULL,
    created_by BIGINT  NOT NULL REFERENCES users (id),
    opens_at   BIGINT  NOT NULL,
    closes_at  BIGINT  NOT NULL,
    minutes    BIGINT  NOT NULL,
    created_at BIGINT  NOT NULL
);

CREATE TABLE exam_items (
    exam_id      BIGINT NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
    position     BIGINT NOT NULL,
    variant_code TEXT   NOT NULL,
    variant      TEXT   NOT NULL,
    PRIMARY KEY (exam_id, position)
);

CREATE TABLE sittings (
    id           INTEGER PRIMARY KEY,
    exam_id      BIGINT  NOT NULL REFERENCES exams (id) ON DELETE CASCADE,
    user_id      BIGINT  NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    started_at   BIGINT  NOT NULL,
    deadline_at  BIGINT  NOT NULL,
    submitted_at BIGINT,
    UNIQUE (exam_id, user_id)
);

-- Every answer, with the whole variant as the student saw it (JSON), so that it can be
-- shown exactly later and exported, whatever happens to its template.
CREATE TABLE attempts (
    id           INTEGER PRIMARY KEY,
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
    UNIQUE (user_id, token_id)
);
CREATE INDEX attempts_user_time ON attempts (user_id, answered_at);

-- Spaced repetition: one Leitner box per student and template.
CREATE TABLE leitner (
    user_id     BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    template_id TEXT   NOT NULL,
    box         BIGINT NOT NULL,
    seen_at     BIGINT NOT NULL,
    PRIMARY KEY (user_id, template_id)
);
