# The web quiz's own words (English). Every id starts with ui- so that it never clashes
# with the law engine's messages in the same bundle.

ui-language-name = English
ui-language = Language
ui-language-set = Change
ui-skip-to-content = Skip to the content
ui-nav-label = Main
ui-nav-practice = Practice
ui-nav-weak = Practise my weak spots
ui-nav-progress = Progress
ui-nav-courses = Courses
ui-nav-logout = Log out
ui-nav-login = Log in
ui-nav-register = Register
ui-back-home = Back to the start page

ui-login-title = Log in
ui-email = E-mail address
ui-password = Password
ui-password-new = Password (at least 8 characters)
ui-login-submit = Log in
ui-login-no-account = No account yet? Register with the join code your instructor gives you.
ui-login-failed = The e-mail address or the password is wrong.

ui-register-title = Register
ui-register-intro = Your instructor gives you the join code of your course.
ui-join-code = Join code
ui-name = Name
ui-register-submit = Register
ui-register-bad-code = No course has this join code. Check it with your instructor.
ui-register-bad-name = Please give your name (at most 100 characters).
ui-register-bad-email = Please give a valid e-mail address.
ui-register-short-password = The password must have at least 8 characters.
ui-register-common-password = This password is among the first anyone guessing would try. Please choose another.
ui-register-email-taken = This e-mail address already has an account: log in instead.

ui-settings-title = Settings
ui-settings-name-save = Save the name
ui-settings-name-changed = Your name is saved.
ui-settings-password-title = Password
ui-settings-current-password = Current password
ui-settings-new-password = New password (at least 8 characters)
ui-settings-password-save = Change the password
ui-settings-password-wrong = That is not your current password.
ui-settings-password-changed = Your password is changed. Every other session of your account has ended: log in again there.
ui-settings-sessions-title = Sessions
ui-settings-sessions-text = Logged in on a computer you no longer use, or one that is not yours? End every session but this one.
ui-settings-sessions-end = Log out everywhere else
ui-settings-sessions-ended = Every other session of your account has ended.
ui-role = Role
ui-role-student = Student
ui-role-instructor = Instructor
ui-role-admin = Administrator

ui-practice-title = Practice
ui-weak-explained = serves the questions you last got wrong, and those due for repetition, first.
ui-template = Question
ui-law = Law
ui-record = Your record
ui-record-value = { $right } of { $answered } right
ui-family-revoke = Revokes (Laws 61–64)
ui-family-claims = Claims and concessions (Laws 68–71)
ui-family-adjustments = Scores and adjustments (Laws 12, 77, 78, 86)
ui-family-ui = Unauthorized information (Law 16)
ui-family-matchpoints = Matchpoints (Law 78)

ui-variant-code = Variant code
ui-play-record = Play
ui-trick = Trick
ui-lead = Lead
ui-cards = Cards
ui-auction = Auction
ui-dealer = Dealer
ui-slow = (slow)
ui-fact-contract = Contract
ui-fact-declarer = { CAP(-declarer) }
ui-fact-vulnerable = Vulnerable
ui-fact-trumps = Trumps
ui-fact-on-lead = On lead
ui-fact-tricks-won = Tricks won
ui-fact-tricks-won-value = { -declarer } { $declarer }, { -defender(form: "pl") } { $defence }
ui-void = none
ui-choose = Choose your answer
ui-your-answer = Your answer
ui-unit-tricks = tricks
ui-unit-score = points
ui-unit-imps = IMPs
ui-unit-percent = %
ui-unit-yes-no = yes or no
ui-unit-law = law paragraph
ui-law-example = e.g. { $law }
ui-whole-ruling = Your ruling, part by part
ui-submit-answer = Submit answer
ui-answer-missing = Please give an answer.
ui-answer-not-a-choice = Please pick one of the choices.
ui-answer-not-a-number = Please type a number, e.g. 4.67 or -3.
ui-answer-not-tricks = Please type a number of tricks: a whole number from 0 to 13.
ui-answer-not-a-score = Please type a score as a whole number, e.g. 620 or -1430.
ui-answer-not-yes-no = Please answer yes or no.
ui-answer-not-a-law = Please type a law paragraph, e.g. { $law }.

ui-outcome-correct = Right
ui-outcome-partial = Partly right
ui-outcome-misread = Wrong
ui-outcome-wrong = Wrong
ui-answer-of = Answer given by { $name }
ui-result-yours = Your answer
ui-result-correct = Correct ruling
ui-result-answer = Answer
ui-result-misreading = How you arrived at your answer
ui-result-misreading-gives = Read that way, the answer is { $answer }.
ui-result-damage = Damage
ui-result-explanation = Explanation
ui-result-laws = Laws applied
ui-next-question = Next question
ui-the-question = The question
ui-permalink = Link to this answer

# Feedback per part, neutral question headings (issue 33: W7, W8, W17).
ui-result-parts-right = { $right } of { $of } parts right
ui-result-theirs = Answer given
ui-result-misreading-theirs = How the student arrived at the answer
ui-topic-revoke = Revokes
ui-topic-revoke-play = A revoke during play
ui-topic-claims = Claims and concessions
ui-topic-adjustments = Scores and adjustments
ui-topic-ui = Unauthorized information
ui-topic-matchpoints = Matchpoints
ui-topic-other = Question

ui-progress-title = Progress
ui-progress-none = You have not answered any question yet.
ui-progress-summary = { $answered ->
        [one] One answer
       *[other] { $answered } answers
    }, { $percent }% right.
ui-progress-weakest = Weakest laws first
ui-progress-by-family = By family
ui-progress-over-time = Over time
ui-date = Date
ui-result = Result

ui-courses-title = Courses
ui-courses-none = You have no course yet.
ui-course = Course
ui-students = Students
ui-courses-new = New course
ui-course-name = Name of the course
ui-courses-create = Create course
ui-courses-bad-name = Please give the course a name (at most 100 characters).
ui-join-code-explained = give this code to your students: they register with it.
ui-join-code-renew = New join code
ui-join-code-renew-explained = The code above stops working: for a code that leaked, or once the class has registered.
ui-student-remove = Remove
ui-students-none = No student has joined yet.
ui-answered = Answers
ui-right-share = Right

# Issue 34 (helper W): a course's federation.
ui-federation = Federation
ui-federation-nbf = Norges Bridgeforbund
ui-federation-dbv = Deutscher Bridge-Verband
ui-federation-dbf = Danmarks Bridgeforbund
ui-federation-all = All federations
ui-federation-hint = The course's students practise the questions every federation shares and this federation's own (such as the DBV's procedure for Law 86D); the exam form proposes it.
ui-federation-save = Save the federation
ui-federation-bad = Choose one of the federations listed.
ui-exam-federation-hint = Only the questions every federation shares and this federation's own are drawn.

ui-error-not-found = Page not found
ui-error-not-found-text = There is no page at this address.
ui-error-forbidden = Not allowed
ui-error-forbidden-text = Your account may not see this page.
ui-error-csrf = Form expired
ui-error-csrf-text = The form was sent without its security token or with an old one. Go back, reload the page and send it again.
ui-error-bad-token = Question not recognised
ui-error-bad-token-text = This answer does not belong to a question served to you. Draw a new question.
ui-error-expired = Question expired
ui-error-expired-text = This question was served too long ago to be answered. Draw a new one.
ui-error-bad-request = Request not understood
ui-error-control-text = The field “{ $field }” holds a control character (such as a tab, a line break or a NUL), which no field of this site takes. Remove it and send the form again.
ui-error-bad-form = The form could not be read (a field twice, or one missing). Reload the page and send it again.
ui-error-bad-query = The address has parameters this page does not understand.
ui-error-bad-language = That is not a language of the quiz.
ui-error-cannot-rebuild = This question can no longer be rebuilt: its template has changed. Draw a new one.
ui-error-too-many = Too many login attempts
ui-error-too-many-text = There have been too many login attempts for this account or from this address. Wait 15 minutes and try again.
ui-error-too-large = Form too large
ui-error-too-large-text = The form sent was larger than any form of the quiz.
ui-error-unavailable = Try again in a moment
ui-error-unavailable-text = The database did not answer, so nothing was read or saved. Wait a moment, then reload the page or send the form again.
ui-error-cannot-store = Nothing could be saved
ui-error-cannot-store-text = The server's database cannot store anything just now: its disk is full, or it has been made read-only. Nothing was saved, and what was saved before is kept. Try again later.
ui-error-internal = Something went wrong
ui-error-internal-text = The server could not answer. Try again in a moment.

ui-nav-exams = Printed exams
ui-exams-title = Printed exams
ui-exams-new = New printed exam
ui-exams-create = Set the exam
ui-exam-title = Title
ui-exam-code = Exam code
ui-exam-questions = Questions
ui-exam-summary = { $students ->
    [one] 1 student
   *[other] { $students } students
  }, { $questions ->
    [one] 1 question
   *[other] { $questions } questions
  } each
ui-exam-files-explained = Each student's booklet and answer sheet is typeset when you download it; all.pdf (every booklet and answer sheet, for one print job) and key.pdf (for you alone) are typeset once, on the first download, and kept; exam.json lets you mark the paper answers (ruling exam grade).
ui-exam-form-errors = Some entries need correcting; see below.
ui-exam-templates = Template ids, or families with counts
ui-exam-templates-hint = Comma-separated, as `ruling bank list` names them: for example revoke-play-64a1,claims:2.
ui-exam-students = Number of students (one booklet each)
ui-exam-seed = Seed
ui-exam-seed-hint = The same form with the same seed sets the same exam again.
ui-exam-paper = Paper
ui-exam-black = Print every suit in black (for a black-only printer)
ui-exam-format = How students answer
ui-exam-format-choices-4 = Four options to tick (written in where a question cannot offer four)
ui-exam-format-choices-3 = Three options to tick (written in where a question cannot offer three)
ui-exam-format-free = Every answer written in
ui-exam-format-hint = Every student answers a question the same way. A whole ruling is always written in part by part; a yes-or-no question is ticked.
ui-exam-format-bad = Choose one of the answer formats listed.
ui-exam-hide-codes = Print the exam's own question codes instead of the variant codes (a variant code rebuilds the answer)
ui-exam-single-sided = Printed on one side only (no blank pages to pad booklets and answer sheets to an even count)
ui-exam-instructions = Instructions for the title page
ui-exam-instructions-hint = Time allowed, aids (the law book?), points; a blank line starts a new paragraph. How to write a law reference and how parts are credited are printed anyway.
ui-exam-instructions-long = The instructions must fit on the title page: at most { $max } characters.
ui-exam-templates-empty = Name at least one family (e.g. revoke:4) or template.
ui-exam-templates-bad-count = { $item }: the count after the colon must be a whole number of at least 1.
ui-exam-templates-unknown = { $name } is neither a template nor a family. Families: { $families }.
ui-exam-templates-count-on-template = { $name } is a single template; it cannot be asked more than once.
ui-exam-templates-twice = The template { $name } is asked twice.
ui-exam-templates-too-few = { $name } has { $left } templates left to draw, not { $count }.
ui-exam-no-variant = The template { $template } gives no question for one of the students; leave it out.
ui-exam-students-range = The number of students must be a whole number from 1 to { $max }.
ui-exam-seed-bad = The seed must be a whole number (0 or more).
ui-exam-questions-per-family = Questions per topic
ui-exam-questions-per-family-hint = How many questions of each topic; every candidate gets a variant of his own.
ui-exam-family-templates = { $count ->
    [one] 1 template
   *[other] { $count } templates
  }
ui-exam-templates-advanced = Particular templates (advanced)
ui-exam-count-bad = { $family }: “{ $value }” is not a whole number of questions.
ui-exam-lang-bad = Choose one of the languages offered.
ui-exam-paper-bad = Choose A4 or US Letter.
ui-exam-title-long = The title may have at most { $max } characters.
ui-exam-too-large = An exam may have at most { $max } student-questions (students × questions): with { $questions } questions, at most { $students } students.
ui-exam-definition-large = This exam would take { $size } MB to store; at most { $max } MB is allowed. Choose fewer students or questions.
ui-exam-preparing-title = Being prepared
ui-exam-preparing = { $file } is being typeset for the whole class; for hundreds of students this takes a minute or two. This page looks again every { $seconds } seconds, and the download starts as soon as the file is ready.
ui-exam-back = Back to the exam

ui-question-changed = This question changed after the page was served (the question bank was updated), so your answer was not graded. Here it is as it stands now: please answer it again.
ui-answer-not-saved = Your answer was not saved: the server could not store it just now. Send it again in a moment.
ui-answer-not-saved-storage = Your answer was not saved: the server's database cannot store anything just now (its disk is full, or it has been made read-only). Your earlier answers are kept. Send this one again later.
ui-answered-before = You had already answered this question. The answer recorded first is the one that counts; here it is.

# Issue 33 (helper A): the trick table's spoken marks, a claim's line as a table, the
# keys that pick a choice.
ui-card-led = led
ui-card-won = won the trick
ui-line-below = see the table below
ui-claim-line = The line, trick by trick
ui-keys-hint = Tip: the keys 1–9 pick a choice.

# Accounts, first run and reported problems (issue 33).
ui-login-forgot = Forgot your password? Ask your instructor for a reset code.
ui-forgot-title = Forgot your password?
ui-forgot-have-code = I have a reset code
ui-forgot-ask = Your instructor can make you a reset code on the course page.
ui-forgot-mail-text = Give the e-mail address of your account, and we mail you a link to set a new password.
ui-forgot-send = Send the link
ui-forgot-sent = If this address has an account, a link is on its way to it. It works once, for 48 hours.
ui-reset-title = New password
ui-reset-enter-text = Type the reset code your instructor gave you.
ui-reset-code = Reset code
ui-reset-continue = Continue
ui-reset-code-dead = This reset code does not work: it is mistyped, has been used, or is more than 48 hours old. Ask your instructor for a new one.
ui-reset-new-password-text = Choose a new password. Every session of your account ends, and you are logged in here.
ui-reset-save = Set the password
ui-reset-make = New password
ui-reset-code-title = Reset code
ui-reset-code-for = Give this code or link to { $name }:
ui-reset-code-explained = It works once, for { $hours } hours. It is shown only now; a new code replaces it.
ui-reset-code-mailed = The link has also been mailed to the student.
ui-reset-mail-subject = Set a new password for the bridge quiz
ui-reset-mail-body = Hello { $name }, open this link to set a new password for the bridge quiz:
ui-reset-mail-valid = The link works once, for { $hours } hours. If you did not ask for it, ignore this mail.
ui-setup-title = Set up ruling
ui-setup-text = No account exists yet. Create the first one here: the administrator, who creates courses and sees everything.
ui-setup-submit = Create the account
ui-join-title = Join a course
ui-join-submit = Join
ui-join-joined = You have joined { $course }.
ui-join-already = You are already in { $course }.
ui-join-yours = Your courses
ui-courses-first = Create your first course below: give it a name, then hand its join code to your students.
ui-report-open = Report a problem with this question
ui-report-note = What is wrong? (optional)
ui-report-send = Send the report
ui-report-sent-title = Thank you
ui-report-sent = Thank you: your instructor will see your report.
ui-report-back = Back to your answer
ui-report-too-long = The note is too long: at most 1000 characters.
ui-reports-title = Reported problems
ui-reports-none = No problems reported.
ui-reports-date = Date
ui-reports-code = Question
ui-reports-note = Note

# The printed sheets: booklet, answer sheet and key (issue 30: the sheet words in Fluent).
sheet-title = Tournament director examination
sheet-booklet = Question booklet
sheet-answer-sheet = Answer sheet
sheet-key = Key
sheet-name = Name
sheet-course = Course
sheet-date = Date
sheet-student = Student
sheet-exam-code = Exam code
sheet-questions = Questions
sheet-page = Page
sheet-instructions = Write your answers on the answer sheet, not in this booklet. Every question has its own code in small print: leave it as it is.
sheet-tick-or-write = Tick one box, or write the answer in the box.
sheet-answer-grid = Answers of every student
sheet-leader-marked = The card led to each trick is underlined; the card that won it is in bold.
sheet-action = Action
sheet-chosen-by = Chosen by
sheet-result-ns = Result to North-South
sheet-weight = Weight

# Printed exams: page counts, the title page's rules, the compact key (issue 34).
sheet-page-of = Page { $page } of { $pages }
sheet-rules-law = Write a law reference as the law book does, e.g. 64A2 or § 64 A2.
sheet-rules-parts = When a question asks for a whole ruling, each part earns an equal share of the question's point.
sheet-rules-choice = Every multiple-choice question has exactly one right answer.
sheet-rules-pages = This booklet has { $pages } pages, this one included.
sheet-key-kinds = Explanations, once per kind of variant
sheet-candidates = Students
sheet-worked-for = Worked for student { $tag }

## The open question, a skip and a try not counted (review web-ux W6, W14)
ui-new-variant = New variant
ui-new-variant-hint = This question then counts as skipped.
ui-try-again = Try this one again (not counted)
ui-try-not-counted = You have answered this question before: this try is shown and kept, but not counted in your progress.
ui-not-counted = not counted
ui-answered-at = Answered { $when }

## Weak-spot rounds (review web-ux W16)
ui-round-progress = Question { $number } of { $of }
ui-round-due = { $count ->
    [one] one question due now
   *[other] { $count } questions due now
}
ui-why-wrong = Why this one: not right when you last answered it ({ $when }).
ui-why-due = Why this one: due again; { $times ->
    [one] right once so far
   *[other] right { $times } times running
}.
ui-why-new = Why this one: new to you, from { $family }, where you are weakest.
ui-why-oldest = Why this one: the one you practised longest ago ({ $when }).
ui-round-status = This round: { $answered } of { $of } answered, { $right } right.
ui-round-done = Round finished: { $right } of { $of } right.
ui-round-again = Start a new round

## Progress: the whole history, skips, weak laws to practise (review web-ux W15)
ui-progress-history = Your answers
ui-progress-skipped = { $count ->
    [one] One question skipped with "New variant".
   *[other] { $count } questions skipped with "New variant".
}
ui-history-page = Page { $page } of { $pages }
ui-history-newer = ← Newer
ui-history-older = Older →
ui-outcome-skipped = Skipped
ui-practise-law = Practise { $law }

## The time zone in settings (review web-ux W15)
ui-settings-zone = Time zone of the dates shown
ui-settings-zone-default = As my language: { $zone }
ui-settings-zone-save = Save the time zone
ui-settings-zone-changed = Your time zone is saved.
ui-settings-zone-unknown = Choose a time zone from the list.

# Issue 34 (helper C): federations.
ui-exam-templates-other-federation = The template { $name } belongs to { $federations } courses only, not to this course's federation.

# Issue 35 (helper A): the class view, the templates a course practises, assignments.
ui-class-title = Class view
ui-class-answers = Answers
ui-class-none = No practice answers yet.
ui-class-by-template = By question
ui-class-by-law = By law
ui-class-students = Students
ui-class-col-kind = Table
ui-class-col-name = Title
ui-class-col-students = Students
ui-class-col-median = Median time
ui-class-col-right-percent = Right (%)
ui-class-col-misreadings = Commonest misreadings (answers)
ui-class-col-misreading = Misreading { $n }
ui-class-col-count = Count { $n }
ui-class-col-misreading-one = Misreading
ui-class-col-shown = Shown
ui-class-col-seconds = Seconds
ui-class-col-credit = Credit
ui-class-col-time = Time on task
ui-class-col-time-one = Time
ui-class-col-last = Last active
ui-class-csv-lines = Tables as CSV
ui-class-csv-answers = All answers as CSV
ui-class-templates = Questions practised
ui-class-templates-none = Tick at least one question: the students would have nothing to practise.
ui-class-templates-chosen = The students practise the questions ticked below.
ui-class-templates-all = The students practise every question of { $federation }.
ui-class-templates-explained = Tick a whole family or single questions. The course's federation is chosen on the course page.
ui-class-templates-save = Save the choice
ui-class-templates-reset = Practise every question
ui-class-family-all = choose all
ui-assignments-title = Assignments
ui-assignments-none = No assignments yet.
ui-assignments-due = Assignments
ui-assignment-of = { $done } of { $count }
ui-assignment-count = { $count ->
        [one] 1 question
       *[other] { $count } questions
    }
ui-assignment-due = due { $when }
ui-assignment-progress = { $done } of { $count } answered, { $right } right
ui-assignment-overdue = overdue
ui-assignment-col-done = Done
ui-assignment-col-late = Late
ui-assignment-delete = Delete the assignment
ui-assignment-new = New assignment
ui-assignment-field-title = Title (e.g. "Lesson 7")
ui-assignment-field-count = Number of questions
ui-assignment-field-due = Due
ui-assignment-field-templates = Questions to practise:
ui-assignment-create = Set the assignment
ui-assignment-bad-title = Give the assignment a title of at most 200 characters.
ui-assignment-bad-count = Give a whole number of questions from 1 to 200.
ui-assignment-bad-due = Give the due date and time.
ui-assignment-bad-templates = Tick at least one question.
## Timed online exams (issue 35)
ui-nav-online = Online exams
ui-online-title = Online exams
ui-online-none = No online exam yet.
ui-online-new = New online exam
ui-online-create = Set the exam
ui-online-course = Course
ui-online-default-title = Online exam
ui-online-when = When
ui-online-state = State
ui-online-phase-before = Not open yet
ui-online-phase-open = Open
ui-online-phase-closed = Closed
ui-online-opens = Opens
ui-online-closes = Closes
ui-online-minutes = Time allowed (minutes)
ui-online-time = Time allowed
ui-online-minutes-value = { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
  }
ui-online-extra-value = { $minutes ->
    [one] 1 minute extra time
   *[other] { $minutes } minutes extra time
  }
ui-online-variants = Variants
ui-online-variants-each = Each student his own variants
ui-online-variants-one = The same variants for all
ui-online-expiry = When time is up
ui-online-expiry-submit = What was saved is handed in
ui-online-expiry-grace = { $minutes ->
    [one] Answers taken 1 more minute, then handed in
   *[other] Answers taken { $minutes } more minutes, then handed in
  }
ui-online-bad-course = Choose one of your courses.
ui-online-bad-form = Fill in every field: the questions, the minutes as a whole number, and when the exam opens and closes.
ui-online-bad-times = The exam must close after it opens, and last from 1 to 1440 minutes.
ui-online-bad-templates = The questions could not be drawn
ui-online-bad-extra = The extra time must be a whole number of minutes from 0 to 1440.
ui-online-address = Address for the students
ui-online-not-open = The exam opens at { $time }.
ui-online-missed = The exam is closed; you did not sit it.
ui-online-start-hint = The clock starts when you press the button and does not stop if you close the page. Your answers are saved as you give them.
ui-online-start = Start the exam
ui-online-not-started = You have not started this exam.
ui-online-left-minutes = { $minutes ->
    [one] 1 minute left
   *[other] { $minutes } minutes left
  }
ui-online-left-js = %m min %s s left
ui-online-time-up = Time is up. Your saved answers are being handed in.
ui-online-ends = ends at { $time }
ui-online-say-time = Say the time left
ui-online-how-saved = Each answer is saved as soon as you give it; "Saved" under a question says the server has it. Without JavaScript, press "Save answers".
ui-online-question = Question { $number }
ui-online-saved-at = Saved at { $time }
ui-online-not-answered = Not answered yet
ui-online-save = Save answers
ui-online-finish = Hand in
ui-online-finish-hint = Once handed in, your answers cannot be changed.
ui-online-not-saved = Answer not saved
ui-online-late = Your time ended at { $time }. This answer came later and was not saved; the answers saved before it are handed in.
ui-online-closed = This exam has been handed in or closed, so the answer was not saved.
ui-online-back = Back to the exam
ui-online-handed-in = Handed in at { $time }.
ui-online-not-released = Your result will be shown here when your instructor releases it.
ui-online-your-result = Your result
ui-online-question-col = Question
ui-online-verdict = Verdict
ui-online-right-answer = Right answer
ui-online-verdict-right = Right
ui-online-verdict-partly = Partly right
ui-online-verdict-wrong = Wrong
ui-online-verdict-blank = Not answered
ui-online-score = Score
ui-online-extra = Extra time (minutes)
ui-online-extra-for = Extra minutes for { $name }
ui-online-extra-set = Set
ui-online-status-absent = Not started
ui-online-status-sitting = Sitting, until { $time }
ui-online-status-over = Time up
ui-online-status-handed-in = Handed in at { $time }
ui-online-close = Close the exam now and grade it
ui-online-closed-graded = Closed; every answer has been graded by the engine.
ui-online-csv = Results as CSV (one row per student of the course)
ui-online-release-what = Show the students
ui-online-shows-score = Their score
ui-online-shows-answers = Their score, verdicts and the right answers
ui-online-shows-explanations = All that, and why a wrong answer is wrong
ui-online-release-withdraw = Nothing (withdraw the results)
ui-online-release = Release the results
ui-online-release-change = Change what is released
ui-online-regrade = Regrade (dry run first)
ui-online-regrade-dry = Regrade: what would change
ui-online-regrade-none = No score would change.
ui-online-regrade-count = { $count ->
    [one] 1 answer would change:
   *[other] { $count } answers would change:
  }
ui-online-before = Now
ui-online-after = After the regrade
ui-online-regrade-confirm = Regrade these answers
ui-online-regrade-kept = { $count ->
    [one] 1 question was left as graded: its template no longer gives the case the students were shown.
   *[other] { $count } questions were left as graded: their templates no longer give the cases the students were shown.
  }
ui-online-offline = Not saved yet: no answer from the server. Trying again; your answer stays on this page.
ui-online-close-confirm = I mean it: every sitting still open ends now, with what was saved.
ui-online-close-unconfirmed = Tick the box to close the exam: closing ends every sitting still open.
# Issue 36 (helper C): answer sheets read from scans.
sheet-fill-marks = Fill the circle completely with a dark pen; do not tick it. One circle per row of options, one per column of a number or paragraph (leave a column empty for a shorter one). Write the answer in the box as well. To change an answer, erase it completely.

ui-online-stats = Item statistics
ui-online-stats-test = { $students } students sat it; mean { $mean } of { $max }; Cronbach's alpha { $alpha } %; standard error { $error } marks.
ui-online-stats-question = Question
ui-online-stats-facility = Facility (%)
ui-online-stats-sd = SD (%)
ui-online-stats-discrimination = Discrimination (%)
ui-online-stats-efficiency = Efficiency (%)
ui-online-stats-misreadings = Misreadings behind wrong answers
ui-online-stats-suspect = negative: check the key
ui-online-stats-csv = Download the statistics (CSV)

## Paper exams marked in the browser (issues 35 § 6, 36 § 4)
ui-marking-title = Marking: { $exam }
ui-marking-heading = Marking the paper
ui-marking-explained = Upload the answers typed into a CSV file, or the scans of the answer sheets, and see the results here.
ui-marking-open = Mark the paper answers
ui-marking-errors = Nothing was graded:
ui-marking-typed = Typed answers (CSV)
ui-marking-typed-explained = One row per answer: student, question, answer (as ruling exam grade reads them). Each file is kept as a batch of its own; the results merge every batch.
ui-marking-answers-file = Answers file
ui-marking-replace = Replace the batch of the same name
ui-marking-grade = Grade
ui-marking-scans = Scanned answer sheets
ui-marking-scans-explained = A scanner's PDF, or photos (PNG or JPEG), pages in any order. Every scan uploaded is kept and read with the others.
ui-marking-cap = At most { $max } MB per upload.
ui-marking-scan-files = Scans
ui-marking-read = Read the scans
ui-marking-reading = The scans are being read. This page reloads itself until they are.
ui-marking-findings = Pages to look at
ui-marking-all-read = Every page was identified.
ui-marking-unsure = Uncertain marks
ui-marking-unsure-explained = Each is graded unreadable until you settle it: choose the answer the student meant, or blank.
ui-marking-student = Student { $student }
ui-marking-box = box { $box }
ui-marking-crop-alt = The marks of box { $box } as scanned
ui-marking-settled = Settled as { $answer }.
ui-marking-typed-answer = Answer
ui-marking-settle = Settle
ui-marking-results = Results
ui-marking-none = Nothing graded yet.
ui-marking-batches = batches
ui-marking-number = No.
ui-marking-score = Score
ui-marking-absent = No answers from students { $list }.
ui-marking-stats = Per question
ui-marking-facility = Facility (mean credit)
ui-marking-answered = Answered
ui-marking-common = Most common misreading
ui-marking-answers = Every answer
ui-marking-box-col = Box
ui-marking-written = Written
ui-marking-verdict = Verdict
ui-marking-misreading = Misreading
ui-marking-too-large = The upload is larger than { $max } MB: send the scans in several uploads.
ui-marking-one-file = Choose one answers file.
ui-marking-batch-exists = A batch named { $name } has been graded already: tick “Replace” to replace it, or rename the file.
ui-marking-no-scans = Choose at least one scan.
ui-marking-bad-answer = That answer is not one of the box's choices.
# Issue 37 §4 and 35 §6 (helper C, round 40): exports from the web, a printed exam's zip.
ui-export-title = Export questions
ui-export-explained = The course's questions as a file for a learning platform or a deal program: a number of variants of each template, with the engine's answers, the misreadings as feedback and the explanations. Each question carries its variant code.
ui-export-format = Format
ui-export-format-moodle = Moodle XML (question bank import)
ui-export-format-qti = QTI 2.1 package, zip (Inspera, Canvas and other platforms)
ui-export-format-pbn = PBN deal file (the questions with real deals only)
ui-export-format-bad = Choose one of the formats listed.
ui-export-count = Variants per template
ui-export-count-hint = At most { $max } questions in one file.
ui-export-count-bad = Give a whole number of variants, at least 1.
ui-export-too-many = { $templates } templates × { $count } variants is { $questions } questions, more than the { $max } one file holds. Give fewer variants per template, or tick fewer topics.
ui-export-more = More choices: topics, seed
ui-export-families = Topics
ui-export-families-hint = None ticked: every template of the course.
ui-export-family-bad = Tick only topics this course practises.
ui-export-seed-hint = The first variant's seed; the others count up from it. The same seed gives the same questions again.
ui-export-download = Download
ui-export-no-real-deals = None of the chosen templates has a real deal to write as PBN. Tick the revoke topic, or choose another format.
ui-exam-zip = All files in one zip ({ $file })
