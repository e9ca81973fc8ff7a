-- A course chooses its federation (issue 34, review exams P11): its students practise,
-- and its instructor's exams draw, only the templates that federation's courses use, so a
-- Norwegian course never meets the DBV's own procedure for Law 86D.
-- `all` (every federation's templates) for the courses that exist already: it is what
-- their students practised until now, so nothing changes under them until the
-- instructor chooses; deriving it from the instructor's language would silently take
-- templates away from a running course. A new course's form proposes the federation of
-- the instructor's language instead.
ALTER TABLE courses ADD COLUMN federation TEXT NOT NULL DEFAULT 'all'
    CHECK (federation IN ('all', 'nbf', 'dbv', 'dbf'));
