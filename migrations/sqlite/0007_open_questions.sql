-- The question a student has open in a practice slot (a template id, or `weak`): the
-- same variant is shown again on reload, Back or a language switch until it is answered
-- (the answer's transaction deletes the row) or abandoned for a new one (review web-ux
-- W6). `shown_at` is the question token's issue time, so a reloaded page carries the
-- same token and a second submission is recognised as the same question.
CREATE TABLE open_questions (
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    slot         TEXT   NOT NULL,
    template_id  TEXT   NOT NULL,
    variant_code TEXT   NOT NULL,
    shown_at     BIGINT NOT NULL,
    -- Why the weak-spot stream chose it ("wrong 1764201600", "new claims"), so a reload
    -- says the same; NULL in a template's own slot.
    reason       TEXT,
    PRIMARY KEY (user_id, slot)
);

-- The student's round of weak-spot practice: answers given in it and how many right.
-- A round is ten questions (review web-ux W16: a session with an end, not a stream).
CREATE TABLE weak_rounds (
    user_id  BIGINT NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    answered BIGINT NOT NULL,
    right_answers BIGINT NOT NULL
);

-- A question abandoned unanswered ("new variant"): a skip, which the student's progress,
-- his instructor and the weak-spot boxes see, rather than a reload that hid it.
CREATE TABLE skips (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    template_id  TEXT   NOT NULL,
    family       TEXT   NOT NULL,
    law          TEXT   NOT NULL,
    variant_code TEXT   NOT NULL,
    shown_at     BIGINT NOT NULL,
    skipped_at   BIGINT NOT NULL
);
CREATE INDEX skips_by_user ON skips (user_id, skipped_at);

-- A try of a question already answered ("try this one again, not counted"): stored and
-- shown like any answer, but left out of progress, statistics and the weak-spot boxes.
ALTER TABLE attempts ADD COLUMN counted BIGINT NOT NULL DEFAULT 1;

-- The time zone a user's dates are shown in (`Europe/Oslo`); NULL is his language's usual
-- one (review web-ux W15).
ALTER TABLE users ADD COLUMN time_zone TEXT;
