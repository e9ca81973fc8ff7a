# Die eigenen Wörter des Web-Quiz (Deutsch). Jede Id beginnt mit ui-.

ui-language-name = Deutsch
ui-language = Sprache
ui-language-set = Wechseln
ui-skip-to-content = Zum Inhalt springen
ui-nav-label = Hauptmenü
ui-nav-practice = Üben
ui-nav-weak = Meine Schwächen üben
ui-nav-progress = Fortschritt
ui-nav-courses = Kurse
ui-nav-logout = Abmelden
ui-nav-login = Anmelden
ui-nav-register = Registrieren
ui-back-home = Zurück zur Startseite

ui-login-title = Anmelden
ui-email = E-Mail-Adresse
ui-password = Passwort
ui-password-new = Passwort (mindestens 8 Zeichen)
ui-login-submit = Anmelden
ui-login-no-account = Noch kein Konto? Registrieren Sie sich mit dem Kurscode, den Sie von Ihrem Kursleiter erhalten.
ui-login-failed = E-Mail-Adresse oder Passwort ist falsch.

ui-register-title = Registrieren
ui-register-intro = Den Kurscode Ihres Kurses erhalten Sie von Ihrem Kursleiter.
ui-join-code = Kurscode
ui-name = Name
ui-register-submit = Registrieren
ui-register-bad-code = Kein Kurs hat diesen Kurscode. Prüfen Sie ihn mit Ihrem Kursleiter.
ui-register-bad-name = Bitte geben Sie Ihren Namen an (höchstens 100 Zeichen).
ui-register-bad-email = Bitte geben Sie eine gültige E-Mail-Adresse an.
ui-register-short-password = Das Passwort muss mindestens 8 Zeichen haben.
ui-register-common-password = Dieses Passwort gehört zu den ersten, die jemand beim Raten ausprobieren würde. Bitte wählen Sie ein anderes.
ui-register-email-taken = Für diese E-Mail-Adresse gibt es schon ein Konto: bitte anmelden.

ui-settings-title = Einstellungen
ui-settings-name-save = Namen speichern
ui-settings-name-changed = Ihr Name ist gespeichert.
ui-settings-password-title = Passwort
ui-settings-current-password = Aktuelles Passwort
ui-settings-new-password = Neues Passwort (mindestens 8 Zeichen)
ui-settings-password-save = Passwort ändern
ui-settings-password-wrong = Das ist nicht Ihr aktuelles Passwort.
ui-settings-password-changed = Ihr Passwort ist geändert. Alle anderen Sitzungen Ihres Kontos sind beendet: Melden Sie sich dort erneut an.
ui-settings-sessions-title = Sitzungen
ui-settings-sessions-text = Auf einem Rechner angemeldet, den Sie nicht mehr benutzen oder der nicht Ihnen gehört? Beenden Sie alle Sitzungen außer dieser.
ui-settings-sessions-end = Überall sonst abmelden
ui-settings-sessions-ended = Alle anderen Sitzungen Ihres Kontos sind beendet.
ui-role = Rolle
ui-role-student = Kursteilnehmer
ui-role-instructor = Kursleiter
ui-role-admin = Administrator

ui-practice-title = Üben
ui-weak-explained = stellt zuerst die Fragen, die Sie zuletzt falsch beantwortet haben, und die, die zur Wiederholung anstehen.
ui-template = Frage
ui-law = Paragraf
ui-record = Ihre Ergebnisse
ui-record-value = { $right } von { $answered } richtig
ui-family-revoke = Revoke (§§ 61–64)
ui-family-claims = Claims und Zugeständnisse (§§ 68–71)
ui-family-adjustments = Scores und Berichtigungen (§§ 12, 77, 78, 86)
ui-family-ui = Unerlaubte Information (§ 16)
ui-family-matchpoints = Matchpunkte (§ 78)

ui-variant-code = Variantencode
ui-play-record = Spielverlauf
ui-trick = Stich
ui-lead = Aus
ui-cards = Karten
ui-auction = Reizung
ui-dealer = Teiler
ui-slow = (Denkpause)
ui-fact-contract = Kontrakt
ui-fact-declarer = { CAP(-declarer) }
ui-fact-vulnerable = In Gefahr
ui-fact-trumps = Trumpf
ui-fact-on-lead = Am Ausspiel
ui-fact-tricks-won = Stiche bisher
ui-fact-tricks-won-value = { -declarer } { $declarer }, { -defender(form: "pl") } { $defence }
ui-void = keine
ui-choose = Wählen Sie Ihre Antwort
ui-your-answer = Ihre Antwort
ui-unit-tricks = Stiche
ui-unit-score = Punkte
ui-unit-imps = IMP
ui-unit-percent = %
ui-unit-yes-no = ja oder nein
ui-unit-law = Paragraf
ui-law-example = z. B. { $law }
ui-whole-ruling = Ihre Entscheidung, Teil für Teil
ui-submit-answer = Antwort abgeben
ui-answer-missing = Bitte geben Sie eine Antwort ein.
ui-answer-not-a-choice = Bitte wählen Sie eine der Antworten.
ui-answer-not-a-number = Bitte geben Sie eine Zahl ein (z. B. 4,67 oder -3).
ui-answer-not-tricks = Bitte geben Sie die Zahl der Stiche als ganze Zahl von 0 bis 13 ein.
ui-answer-not-a-score = Bitte geben Sie den Score als ganze Zahl ein, z. B. 620 oder -1430.
ui-answer-not-yes-no = Bitte antworten Sie mit ja oder nein.
ui-answer-not-a-law = Bitte geben Sie einen Paragrafen ein, z. B. { $law }.

ui-outcome-correct = Richtig
ui-outcome-partial = Teilweise richtig
ui-outcome-misread = Falsch
ui-outcome-wrong = Falsch
ui-answer-of = Antwort von { $name }
ui-result-yours = Ihre Antwort
ui-result-correct = Richtige Entscheidung
ui-result-answer = Antwort
ui-result-misreading = So kommt Ihre Antwort zustande
ui-result-misreading-gives = Mit dieser Lesart lautet die Antwort { $answer }.
ui-result-damage = Schaden
ui-result-explanation = Erklärung
ui-result-laws = Angewandte Paragrafen
ui-next-question = Nächste Frage
ui-the-question = Die Frage
ui-permalink = Link zu dieser Antwort

# Rückmeldung je Teil, neutrale Überschriften der Fragen (Issue 33: W7, W8, W17).
ui-result-parts-right = { $right } von { $of } Teilen richtig
ui-result-theirs = Antwort des Teilnehmers
ui-result-misreading-theirs = So kommt diese Antwort zustande
ui-topic-revoke = Revoke
ui-topic-revoke-play = Revoke im Spielverlauf
ui-topic-claims = Claims und Zugeständnisse
ui-topic-adjustments = Scores und Berichtigungen
ui-topic-ui = Unerlaubte Information
ui-topic-matchpoints = Matchpunkte
ui-topic-other = Frage

ui-progress-title = Fortschritt
ui-progress-none = Sie haben noch keine Frage beantwortet.
ui-progress-summary = { $answered ->
        [one] Eine Antwort
       *[other] { $answered } Antworten
    }, { $percent } % richtig.
ui-progress-weakest = Schwächste Paragrafen zuerst
ui-progress-by-family = Nach Themen
ui-progress-over-time = Im Zeitverlauf
ui-date = Datum
ui-result = Ergebnis

ui-courses-title = Kurse
ui-courses-none = Sie haben noch keinen Kurs.
ui-course = Kurs
ui-students = Teilnehmer
ui-courses-new = Neuer Kurs
ui-course-name = Name des Kurses
ui-courses-create = Kurs anlegen
ui-courses-bad-name = Bitte geben Sie dem Kurs einen Namen (höchstens 100 Zeichen).
ui-join-code-explained = geben Sie diesen Code Ihren Teilnehmern: damit registrieren sie sich.
ui-join-code-renew = Neuer Kurscode
ui-join-code-renew-explained = Der Code oben gilt dann nicht mehr: wenn er in falsche Hände geraten ist oder sich die Klasse angemeldet hat.
ui-student-remove = Entfernen
ui-students-none = Noch niemand hat sich angemeldet.
ui-answered = Antworten
ui-right-share = Richtig

# Issue 34 (helper W): der Verband eines Kurses.
ui-federation = Verband
ui-federation-nbf = Norges Bridgeforbund
ui-federation-dbv = Deutscher Bridge-Verband
ui-federation-dbf = Danmarks Bridgeforbund
ui-federation-all = Alle Verbände
ui-federation-hint = Die Teilnehmer des Kurses üben die Fragen, die für alle Verbände gelten, und die eigenen dieses Verbands (etwa das DBV-Verfahren zu § 86D); das Prüfungsformular schlägt ihn vor.
ui-federation-save = Verband speichern
ui-federation-bad = Wählen Sie einen der aufgeführten Verbände.
ui-exam-federation-hint = Gezogen werden nur die Fragen, die für alle Verbände gelten, und die eigenen dieses Verbands.

ui-error-not-found = Seite nicht gefunden
ui-error-not-found-text = Unter dieser Adresse gibt es keine Seite.
ui-error-forbidden = Nicht erlaubt
ui-error-forbidden-text = Ihr Konto darf diese Seite nicht sehen.
ui-error-csrf = Formular abgelaufen
ui-error-csrf-text = Das Formular wurde ohne oder mit einem alten Sicherheitsschlüssel gesendet. Gehen Sie zurück, laden Sie die Seite neu und senden Sie es erneut.
ui-error-bad-token = Frage nicht erkannt
ui-error-bad-token-text = Diese Antwort gehört zu keiner Frage, die Ihnen gestellt wurde. Ziehen Sie eine neue Frage.
ui-error-expired = Frage abgelaufen
ui-error-expired-text = Diese Frage wurde zu lange vorher gestellt, um noch beantwortet zu werden. Ziehen Sie eine neue.
ui-error-bad-request = Anfrage nicht verstanden
ui-error-control-text = Das Feld „{ $field }“ enthält ein Steuerzeichen (etwa einen Tabulator, einen Zeilenumbruch oder NUL), das kein Feld dieser Seite annimmt. Entfernen Sie es und senden Sie das Formular erneut.
ui-error-bad-form = Das Formular konnte nicht gelesen werden (ein Feld doppelt oder eines fehlt). Laden Sie die Seite neu und senden Sie es noch einmal.
ui-error-bad-query = Die Adresse enthält Parameter, die diese Seite nicht versteht.
ui-error-bad-language = Das ist keine Sprache des Quiz.
ui-error-cannot-rebuild = Diese Frage lässt sich nicht mehr wiederherstellen: ihre Vorlage wurde geändert. Ziehen Sie eine neue.
ui-error-too-many = Zu viele Anmeldeversuche
ui-error-too-many-text = Für dieses Konto oder von dieser Adresse gab es zu viele Anmeldeversuche. Warten Sie 15 Minuten und versuchen Sie es erneut.
ui-error-too-large = Formular zu groß
ui-error-too-large-text = Das gesendete Formular ist größer als jedes Formular des Quiz.
ui-error-unavailable = Bitte gleich noch einmal versuchen
ui-error-unavailable-text = Die Datenbank hat nicht geantwortet, daher wurde nichts gelesen oder gespeichert. Warten Sie einen Moment, laden Sie dann die Seite neu oder senden Sie das Formular erneut.
ui-error-cannot-store = Nichts konnte gespeichert werden
ui-error-cannot-store-text = Die Datenbank des Servers kann gerade nichts speichern: Ihr Datenträger ist voll, oder sie wurde schreibgeschützt. Es wurde nichts gespeichert, und was vorher gespeichert wurde, bleibt erhalten. Versuchen Sie es später noch einmal.
ui-error-internal = Etwas ist schiefgegangen
ui-error-internal-text = Der Server konnte nicht antworten. Versuchen Sie es gleich noch einmal.

ui-nav-exams = Schriftliche Prüfungen
ui-exams-title = Schriftliche Prüfungen
ui-exams-new = Neue schriftliche Prüfung
ui-exams-create = Prüfung erstellen
ui-exam-title = Titel
ui-exam-code = Prüfungscode
ui-exam-questions = Fragen
ui-exam-summary = { $students ->
    [one] 1 Prüfling
   *[other] { $students } Prüflinge
  }, je { $questions ->
    [one] 1 Frage
   *[other] { $questions } Fragen
  }
ui-exam-files-explained = Aufgabenheft und Antwortbogen eines Prüflings werden beim Herunterladen gesetzt; all.pdf (alle Aufgabenhefte und Antwortbögen für einen Druckauftrag) und key.pdf (nur für Sie) werden einmal, beim ersten Herunterladen, gesetzt und aufbewahrt; mit exam.json werden die Antworten auf Papier bewertet (ruling exam grade).
ui-exam-form-errors = Einige Angaben müssen korrigiert werden; siehe unten.
ui-exam-templates = Vorlagen-IDs oder Familien mit Anzahl
ui-exam-templates-hint = Durch Kommas getrennt, wie `ruling bank list` sie nennt: zum Beispiel revoke-play-64a1,claims:2.
ui-exam-students = Anzahl der Prüflinge (je ein Heft)
ui-exam-seed = Startwert
ui-exam-seed-hint = Dasselbe Formular mit demselben Startwert erstellt dieselbe Prüfung erneut.
ui-exam-paper = Papier
ui-exam-black = Alle Farben schwarz drucken (für Schwarzweißdrucker)
ui-exam-format = So antworten die Teilnehmer
ui-exam-format-choices-4 = Vier Antworten zum Ankreuzen (frei geschrieben, wo eine Frage keine vier hat)
ui-exam-format-choices-3 = Drei Antworten zum Ankreuzen (frei geschrieben, wo eine Frage keine drei hat)
ui-exam-format-free = Jede Antwort frei geschrieben
ui-exam-format-hint = Alle Teilnehmer beantworten eine Frage auf dieselbe Weise. Eine ganze Entscheidung wird immer Teil für Teil geschrieben; eine Ja-Nein-Frage wird angekreuzt.
ui-exam-format-bad = Wählen Sie eine der aufgeführten Antwortformen.
ui-exam-hide-codes = Eigene Fragecodes der Prüfung statt der Variantencodes drucken (ein Variantencode ergibt die Lösung)
ui-exam-single-sided = Nur einseitig gedruckt (keine Leerseiten, die Hefte und Antwortbögen auf eine gerade Seitenzahl bringen)
ui-exam-instructions = Hinweise für das Deckblatt
ui-exam-instructions-hint = Bearbeitungszeit, Hilfsmittel (Regelbuch?), Punkte; eine Leerzeile beginnt einen neuen Absatz. Wie ein Paragraf geschrieben wird und wie Teile gewertet werden, steht ohnehin darauf.
ui-exam-instructions-long = Die Hinweise müssen auf das Deckblatt passen: höchstens { $max } Zeichen.
ui-exam-templates-empty = Bitte mindestens eine Familie (z. B. revoke:4) oder Vorlage angeben.
ui-exam-templates-bad-count = { $item }: Die Anzahl nach dem Doppelpunkt muss eine ganze Zahl von mindestens 1 sein.
ui-exam-templates-unknown = { $name } ist weder eine Vorlage noch eine Familie. Familien: { $families }.
ui-exam-templates-count-on-template = { $name } ist eine einzelne Vorlage; sie kann nicht mehrmals gefragt werden.
ui-exam-templates-twice = Die Vorlage { $name } ist doppelt angegeben.
ui-exam-templates-too-few = { $name } hat noch { $left } Vorlagen zur Auswahl, nicht { $count }.
ui-exam-no-variant = Die Vorlage { $template } ergibt für einen der Prüflinge keine Frage; bitte weglassen.
ui-exam-students-range = Die Anzahl der Prüflinge muss eine ganze Zahl von 1 bis { $max } sein.
ui-exam-seed-bad = Der Startwert muss eine ganze Zahl sein (0 oder mehr).
ui-exam-questions-per-family = Fragen je Thema
ui-exam-questions-per-family-hint = Wie viele Fragen aus jedem Thema; jeder Prüfling erhält eine eigene Variante.
ui-exam-family-templates = { $count ->
    [one] 1 Vorlage
   *[other] { $count } Vorlagen
  }
ui-exam-templates-advanced = Bestimmte Vorlagen (fortgeschritten)
ui-exam-count-bad = { $family }: „{ $value }“ ist keine ganze Zahl von Fragen.
ui-exam-lang-bad = Bitte eine der angebotenen Sprachen wählen.
ui-exam-paper-bad = Bitte A4 oder US Letter wählen.
ui-exam-title-long = Der Titel darf höchstens { $max } Zeichen haben.
ui-exam-too-large = Eine Prüfung darf höchstens { $max } Prüfling-Aufgaben (Prüflinge × Aufgaben) haben: bei { $questions } Aufgaben höchstens { $students } Prüflinge.
ui-exam-definition-large = Diese Prüfung bräuchte { $size } MB Speicher; erlaubt sind höchstens { $max } MB. Wählen Sie weniger Prüflinge oder Aufgaben.
ui-exam-preparing-title = Wird vorbereitet
ui-exam-preparing = { $file } wird für die ganze Gruppe gesetzt; bei Hunderten von Prüflingen dauert das ein bis zwei Minuten. Diese Seite prüft alle { $seconds } Sekunden erneut, und der Download beginnt, sobald die Datei fertig ist.
ui-exam-back = Zurück zur Prüfung

ui-question-changed = Diese Frage wurde geändert, nachdem die Seite angezeigt wurde (die Fragensammlung wurde aktualisiert); Ihre Antwort wurde daher nicht bewertet. Hier ist sie in ihrer jetzigen Form: Bitte antworten Sie noch einmal.
ui-answer-not-saved = Ihre Antwort wurde nicht gespeichert: Der Server konnte sie gerade nicht sichern. Senden Sie sie gleich noch einmal.
ui-answer-not-saved-storage = Ihre Antwort wurde nicht gespeichert: Die Datenbank des Servers kann gerade nichts speichern (ihr Datenträger ist voll, oder sie wurde schreibgeschützt). Ihre früheren Antworten bleiben erhalten. Senden Sie diese später noch einmal.
ui-answered-before = Sie hatten diese Frage bereits beantwortet. Es zählt die zuerst erfasste Antwort; hier ist sie.

# Issue 33 (helper A): the trick table's spoken marks, a claim's line as a table, the
# keys that pick a choice.
ui-card-led = ausgespielt
ui-card-won = gewinnt den Stich
ui-line-below = siehe Tabelle unten
ui-claim-line = Der Spielverlauf, Stich für Stich
ui-keys-hint = Tipp: Mit den Tasten 1–9 wählen Sie eine Antwort.

# Konten, erster Start und gemeldete Fehler (issue 33).
ui-login-forgot = Passwort vergessen? Bitten Sie Ihren Kursleiter um einen Rücksetzcode.
ui-forgot-title = Passwort vergessen?
ui-forgot-have-code = Ich habe einen Rücksetzcode
ui-forgot-ask = Ihr Kursleiter kann Ihnen auf der Kursseite einen Rücksetzcode erstellen.
ui-forgot-mail-text = Geben Sie die E-Mail-Adresse Ihres Kontos an; wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen.
ui-forgot-send = Link senden
ui-forgot-sent = Wenn zu dieser Adresse ein Konto gehört, ist ein Link dorthin unterwegs. Er gilt einmal, 48 Stunden lang.
ui-reset-title = Neues Passwort
ui-reset-enter-text = Geben Sie den Rücksetzcode ein, den Ihnen Ihr Kursleiter gegeben hat.
ui-reset-code = Rücksetzcode
ui-reset-continue = Weiter
ui-reset-code-dead = Dieser Rücksetzcode gilt nicht: Er ist falsch geschrieben, schon benutzt oder älter als 48 Stunden. Bitten Sie Ihren Kursleiter um einen neuen.
ui-reset-new-password-text = Wählen Sie ein neues Passwort. Alle Sitzungen Ihres Kontos enden, und Sie werden hier angemeldet.
ui-reset-save = Passwort festlegen
ui-reset-make = Neues Passwort
ui-reset-code-title = Rücksetzcode
ui-reset-code-for = Geben Sie diesen Code oder Link an { $name } weiter:
ui-reset-code-explained = Er gilt einmal, { $hours } Stunden lang. Er wird nur jetzt angezeigt; ein neuer Code ersetzt ihn.
ui-reset-code-mailed = Der Link wurde dem Teilnehmer auch per E-Mail geschickt.
ui-reset-mail-subject = Neues Passwort für das Bridge-Quiz
ui-reset-mail-body = Hallo { $name }, öffnen Sie diesen Link, um ein neues Passwort für das Bridge-Quiz zu wählen:
ui-reset-mail-valid = Der Link gilt einmal, { $hours } Stunden lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.
ui-setup-title = ruling einrichten
ui-setup-text = Es gibt noch kein Konto. Legen Sie hier das erste an: den Administrator, der Kurse anlegt und alles sieht.
ui-setup-submit = Konto anlegen
ui-join-title = Einem Kurs beitreten
ui-join-submit = Beitreten
ui-join-joined = Sie sind { $course } beigetreten.
ui-join-already = Sie sind bereits in { $course }.
ui-join-yours = Ihre Kurse
ui-courses-first = Legen Sie unten Ihren ersten Kurs an: Geben Sie ihm einen Namen und dann Ihren Teilnehmern den Kurscode.
ui-report-open = Einen Fehler in dieser Aufgabe melden
ui-report-note = Was ist falsch? (freiwillig)
ui-report-send = Meldung senden
ui-report-sent-title = Danke
ui-report-sent = Danke! Ihr Kursleiter sieht Ihre Meldung.
ui-report-back = Zurück zu Ihrer Antwort
ui-report-too-long = Die Meldung ist zu lang: höchstens 1000 Zeichen.
ui-reports-title = Gemeldete Fehler
ui-reports-none = Keine Fehler gemeldet.
ui-reports-date = Datum
ui-reports-code = Aufgabe
ui-reports-note = Meldung

# The printed sheets: booklet, answer sheet and key (issue 30: the sheet words in Fluent).
sheet-title = Turnierleiterprüfung
sheet-booklet = Aufgabenheft
sheet-answer-sheet = Antwortbogen
sheet-key = Lösungen
sheet-name = Name
sheet-course = Kurs
sheet-date = Datum
sheet-student = Teilnehmer
sheet-exam-code = Prüfungscode
sheet-questions = Fragen
sheet-page = Seite
sheet-instructions = Schreiben Sie Ihre Antworten auf den Antwortbogen, nicht in dieses Heft. Jede Frage hat ihren eigenen Code in kleiner Schrift: Lassen Sie ihn stehen.
sheet-tick-or-write = Kreuzen Sie ein Kästchen an oder schreiben Sie die Antwort in das Feld.
sheet-answer-grid = Die Antworten aller Teilnehmer
sheet-leader-marked = Die ausgespielte Karte jedes Stichs ist unterstrichen, die Karte, die ihn gewonnen hat, fett gedruckt.
sheet-action = Handlung
sheet-chosen-by = Gewählt von
sheet-result-ns = Ergebnis für Nord-Süd
sheet-weight = Gewicht

# Printed exams: page counts, the title page's rules, the compact key (issue 34).
sheet-page-of = Seite { $page } von { $pages }
sheet-rules-law = Schreiben Sie einen Regelverweis wie im Regelbuch, z. B. 64A2 oder § 64 A2.
sheet-rules-parts = Fragt eine Aufgabe nach einer ganzen Entscheidung, bringt jeder Teil den gleichen Anteil ihres Punktes.
sheet-rules-choice = Jede Auswahlfrage hat genau eine richtige Antwort.
sheet-rules-pages = Dieses Heft hat { $pages } Seiten, diese mitgezählt.
sheet-key-kinds = Erläuterungen, einmal je Art von Variante
sheet-candidates = Teilnehmer
sheet-worked-for = Ausgearbeitet für Teilnehmer { $tag }

## The open question, a skip and a try not counted (review web-ux W6, W14)
ui-new-variant = Neue Variante
ui-new-variant-hint = Diese Frage gilt dann als übersprungen.
ui-try-again = Diese Frage noch einmal versuchen (zählt nicht)
ui-try-not-counted = Sie haben diese Frage schon beantwortet: Dieser Versuch wird angezeigt und gespeichert, zählt aber nicht für Ihren Fortschritt.
ui-not-counted = zählt nicht
ui-answered-at = Beantwortet am { $when }

## Weak-spot rounds (review web-ux W16)
ui-round-progress = Frage { $number } von { $of }
ui-round-due = { $count ->
    [one] eine Frage ist jetzt fällig
   *[other] { $count } Fragen sind jetzt fällig
}
ui-why-wrong = Warum diese Frage: Beim letzten Mal ({ $when }) war Ihre Antwort nicht richtig.
ui-why-due = Warum diese Frage: Sie ist wieder fällig; { $times ->
    [one] bisher einmal richtig
   *[other] { $times }-mal in Folge richtig
}.
ui-why-new = Warum diese Frage: neu für Sie, aus { $family }, wo Sie am schwächsten sind.
ui-why-oldest = Warum diese Frage: Sie haben sie am längsten nicht geübt ({ $when }).
ui-round-status = Diese Runde: { $answered } von { $of } beantwortet, { $right } richtig.
ui-round-done = Runde beendet: { $right } von { $of } richtig.
ui-round-again = Neue Runde beginnen

## Progress: the whole history, skips, weak laws to practise (review web-ux W15)
ui-progress-history = Antworten
ui-progress-skipped = { $count ->
    [one] Eine Frage mit „Neue Variante“ übersprungen.
   *[other] { $count } Fragen mit „Neue Variante“ übersprungen.
}
ui-history-page = Seite { $page } von { $pages }
ui-history-newer = ← Neuere
ui-history-older = Ältere →
ui-outcome-skipped = Übersprungen
ui-practise-law = { $law } üben

## The time zone in settings (review web-ux W15)
ui-settings-zone = Zeitzone der angezeigten Daten
ui-settings-zone-default = Wie meine Sprache: { $zone }
ui-settings-zone-save = Zeitzone speichern
ui-settings-zone-changed = Ihre Zeitzone ist gespeichert.
ui-settings-zone-unknown = Wählen Sie eine Zeitzone aus der Liste.

# Issue 34 (helper C): federations.
ui-exam-templates-other-federation = Die Vorlage { $name } gehört nur zu Kursen des { $federations }, nicht zum Verband dieses Kurses.

# Issue 35 (helper A): the class view, the templates a course practises, assignments.
ui-class-title = Kursübersicht
ui-class-answers = Antworten
ui-class-none = Noch keine Übungsantworten.
ui-class-by-template = Nach Frage
ui-class-by-law = Nach Paragraf
ui-class-students = Teilnehmer
ui-class-col-kind = Tabelle
ui-class-col-name = Titel
ui-class-col-students = Teilnehmer
ui-class-col-median = Median der Zeit
ui-class-col-right-percent = Richtig (%)
ui-class-col-misreadings = Häufigste falsche Lesarten (Antworten)
ui-class-col-misreading = Falsche Lesart { $n }
ui-class-col-count = Anzahl { $n }
ui-class-col-misreading-one = Falsche Lesart
ui-class-col-shown = Angezeigt
ui-class-col-seconds = Sekunden
ui-class-col-credit = Punkte
ui-class-col-time = Bearbeitungszeit
ui-class-col-time-one = Zeit
ui-class-col-last = Zuletzt aktiv
ui-class-csv-lines = Tabellen als CSV
ui-class-csv-answers = Alle Antworten als CSV
ui-class-templates = Geübte Fragen
ui-class-templates-none = Kreuzen Sie mindestens eine Frage an, sonst haben die Teilnehmer nichts zu üben.
ui-class-templates-chosen = Die Teilnehmer üben die unten angekreuzten Fragen.
ui-class-templates-all = Die Teilnehmer üben alle Fragen von { $federation }.
ui-class-templates-explained = Kreuzen Sie eine ganze Gruppe oder einzelne Fragen an. Den Verband des Kurses wählen Sie auf der Kursseite.
ui-class-templates-save = Auswahl speichern
ui-class-templates-reset = Alle Fragen üben
ui-class-family-all = alle wählen
ui-assignments-title = Aufgaben
ui-assignments-none = Noch keine Aufgaben.
ui-assignments-due = Aufgaben
ui-assignment-of = { $done } von { $count }
ui-assignment-count = { $count ->
        [one] 1 Frage
       *[other] { $count } Fragen
    }
ui-assignment-due = fällig am { $when }
ui-assignment-progress = { $done } von { $count } beantwortet, { $right } richtig
ui-assignment-overdue = überfällig
ui-assignment-col-done = Erledigt
ui-assignment-col-late = Verspätet
ui-assignment-delete = Aufgabe löschen
ui-assignment-new = Neue Aufgabe
ui-assignment-field-title = Titel (z. B. „Lektion 7“)
ui-assignment-field-count = Anzahl der Fragen
ui-assignment-field-due = Fällig am
ui-assignment-field-templates = Zu übende Fragen:
ui-assignment-create = Aufgabe stellen
ui-assignment-bad-title = Geben Sie der Aufgabe einen Titel mit höchstens 200 Zeichen.
ui-assignment-bad-count = Geben Sie eine ganze Zahl von 1 bis 200 Fragen an.
ui-assignment-bad-due = Geben Sie Datum und Uhrzeit der Fälligkeit an.
ui-assignment-bad-templates = Kreuzen Sie mindestens eine Frage an.
## Zeitbegrenzte Online-Prüfungen (Issue 35)
ui-nav-online = Online-Prüfungen
ui-online-title = Online-Prüfungen
ui-online-none = Noch keine Online-Prüfung.
ui-online-new = Neue Online-Prüfung
ui-online-create = Prüfung anlegen
ui-online-course = Kurs
ui-online-default-title = Online-Prüfung
ui-online-when = Wann
ui-online-state = Stand
ui-online-phase-before = Noch nicht geöffnet
ui-online-phase-open = Geöffnet
ui-online-phase-closed = Geschlossen
ui-online-opens = Beginnt
ui-online-closes = Endet
ui-online-minutes = Bearbeitungszeit (Minuten)
ui-online-time = Bearbeitungszeit
ui-online-minutes-value = { $minutes ->
    [one] 1 Minute
   *[other] { $minutes } Minuten
  }
ui-online-extra-value = { $minutes ->
    [one] 1 Minute Zeitzugabe
   *[other] { $minutes } Minuten Zeitzugabe
  }
ui-online-variants = Varianten
ui-online-variants-each = Für jeden Teilnehmer eigene Varianten
ui-online-variants-one = Dieselben Varianten für alle
ui-online-expiry = Wenn die Zeit abgelaufen ist
ui-online-expiry-submit = Das Gespeicherte wird abgegeben
ui-online-expiry-grace = { $minutes ->
    [one] Antworten werden noch 1 Minute angenommen, dann abgegeben
   *[other] Antworten werden noch { $minutes } Minuten angenommen, dann abgegeben
  }
ui-online-bad-course = Wählen Sie einen Ihrer Kurse.
ui-online-bad-form = Füllen Sie alle Felder aus: die Fragen, die Minuten als ganze Zahl und wann die Prüfung beginnt und endet.
ui-online-bad-times = Die Prüfung muss nach ihrem Beginn enden und 1 bis 1440 Minuten dauern.
ui-online-bad-templates = Die Fragen konnten nicht gezogen werden
ui-online-bad-extra = Die Zeitzugabe muss eine ganze Zahl von Minuten zwischen 0 und 1440 sein.
ui-online-address = Adresse für die Teilnehmer
ui-online-not-open = Die Prüfung beginnt am { $time }.
ui-online-missed = Die Prüfung ist geschlossen; Sie haben nicht teilgenommen.
ui-online-start-hint = Die Uhr läuft ab dem Klick auf die Schaltfläche und hält nicht an, wenn Sie die Seite schließen. Ihre Antworten werden gespeichert, sobald Sie sie geben.
ui-online-start = Prüfung beginnen
ui-online-not-started = Sie haben diese Prüfung nicht begonnen.
ui-online-left-minutes = { $minutes ->
    [one] noch 1 Minute
   *[other] noch { $minutes } Minuten
  }
ui-online-left-js = noch %m min %s s
ui-online-time-up = Die Zeit ist abgelaufen. Ihre gespeicherten Antworten werden abgegeben.
ui-online-ends = endet um { $time }
ui-online-say-time = Verbleibende Zeit ansagen
ui-online-how-saved = Jede Antwort wird gespeichert, sobald Sie sie geben; „Gespeichert“ unter einer Frage heißt, dass der Server sie hat. Ohne JavaScript klicken Sie auf „Antworten speichern“.
ui-online-question = Frage { $number }
ui-online-saved-at = Gespeichert um { $time }
ui-online-not-answered = Noch nicht beantwortet
ui-online-save = Antworten speichern
ui-online-finish = Abgeben
ui-online-finish-hint = Nach der Abgabe lassen sich die Antworten nicht mehr ändern.
ui-online-not-saved = Antwort nicht gespeichert
ui-online-late = Ihre Zeit endete um { $time }. Diese Antwort kam später und wurde nicht gespeichert; die vorher gespeicherten Antworten sind abgegeben.
ui-online-closed = Diese Prüfung ist abgegeben oder geschlossen, daher wurde die Antwort nicht gespeichert.
ui-online-back = Zurück zur Prüfung
ui-online-handed-in = Abgegeben am { $time }.
ui-online-not-released = Ihr Ergebnis erscheint hier, sobald Ihr Ausbilder es freigibt.
ui-online-your-result = Ihr Ergebnis
ui-online-question-col = Frage
ui-online-verdict = Bewertung
ui-online-right-answer = Richtige Antwort
ui-online-verdict-right = Richtig
ui-online-verdict-partly = Teilweise richtig
ui-online-verdict-wrong = Falsch
ui-online-verdict-blank = Nicht beantwortet
ui-online-score = Punkte
ui-online-extra = Zeitzugabe (Minuten)
ui-online-extra-for = Zeitzugabe in Minuten für { $name }
ui-online-extra-set = Festlegen
ui-online-status-absent = Nicht begonnen
ui-online-status-sitting = In Bearbeitung, bis { $time }
ui-online-status-over = Zeit abgelaufen
ui-online-status-handed-in = Abgegeben um { $time }
ui-online-close = Prüfung jetzt schließen und bewerten
ui-online-closed-graded = Geschlossen; jede Antwort wurde vom Programm bewertet.
ui-online-csv = Ergebnisse als CSV (eine Zeile je Kursteilnehmer)
ui-online-release-what = Den Teilnehmern zeigen
ui-online-shows-score = Die Punktzahl
ui-online-shows-answers = Punktzahl, Bewertungen und richtige Antworten
ui-online-shows-explanations = All das und warum eine falsche Antwort falsch ist
ui-online-release-withdraw = Nichts (Ergebnisse zurückziehen)
ui-online-release = Ergebnisse freigeben
ui-online-release-change = Freigabe ändern
ui-online-regrade = Neu bewerten (zuerst ein Probelauf)
ui-online-regrade-dry = Neubewertung: was sich ändern würde
ui-online-regrade-none = Keine Punktzahl würde sich ändern.
ui-online-regrade-count = { $count ->
    [one] 1 Antwort würde sich ändern:
   *[other] { $count } Antworten würden sich ändern:
  }
ui-online-before = Jetzt
ui-online-after = Nach der Neubewertung
ui-online-regrade-confirm = Diese Antworten neu bewerten
ui-online-regrade-kept = { $count ->
    [one] 1 Frage blieb wie bewertet: ihre Vorlage ergibt nicht mehr den Fall, den die Teilnehmer sahen.
   *[other] { $count } Fragen blieben wie bewertet: ihre Vorlagen ergeben nicht mehr die Fälle, die die Teilnehmer sahen.
  }
ui-online-offline = Noch nicht gespeichert: keine Antwort vom Server. Neuer Versuch läuft; Ihre Antwort bleibt auf dieser Seite.
ui-online-close-confirm = Ich bin sicher: Jede laufende Bearbeitung endet jetzt mit dem Gespeicherten.
ui-online-close-unconfirmed = Kreuzen Sie das Kästchen an, um die Prüfung zu schließen: Damit endet jede laufende Bearbeitung.
# Issue 36 (helper C): answer sheets read from scans.
sheet-fill-marks = Füllen Sie den Kreis mit einem dunklen Stift ganz aus; kein Häkchen. Ein Kreis je Reihe von Antworten, einer je Spalte einer Zahl oder eines Paragrafen (eine nicht benötigte Spalte bleibt leer). Schreiben Sie die Antwort auch in das Feld. Um eine Antwort zu ändern, radieren Sie sie vollständig aus.

ui-online-stats = Aufgabenstatistik
ui-online-stats-test = { $students } Prüflinge haben teilgenommen; Mittel { $mean } von { $max }; Cronbachs Alpha { $alpha } %; Standardfehler { $error } Punkte.
ui-online-stats-question = Frage
ui-online-stats-facility = Lösungsquote (%)
ui-online-stats-sd = Standardabweichung (%)
ui-online-stats-discrimination = Trennschärfe (%)
ui-online-stats-efficiency = Effizienz (%)
ui-online-stats-misreadings = Fehllesungen hinter falschen Antworten
ui-online-stats-suspect = negativ: Lösung prüfen
ui-online-stats-csv = Statistik herunterladen (CSV)

## Papierprüfungen im Browser korrigiert (Issue 35 § 6, 36 § 4)
ui-marking-title = Korrektur: { $exam }
ui-marking-heading = Die Papierantworten korrigieren
ui-marking-explained = Laden Sie die in eine CSV-Datei getippten Antworten oder die Scans der Antwortbögen hoch und sehen Sie hier die Ergebnisse.
ui-marking-open = Papierantworten korrigieren
ui-marking-errors = Es wurde nichts korrigiert:
ui-marking-typed = Getippte Antworten (CSV)
ui-marking-typed-explained = Eine Zeile je Antwort: Teilnehmer, Frage, Antwort (wie ruling exam grade sie liest). Jede Datei wird als eigener Stapel aufbewahrt; die Ergebnisse führen alle Stapel zusammen.
ui-marking-answers-file = Antwortdatei
ui-marking-replace = Den gleichnamigen Stapel ersetzen
ui-marking-grade = Korrigieren
ui-marking-scans = Gescannte Antwortbögen
ui-marking-scans-explained = Ein PDF des Scanners oder Fotos (PNG oder JPEG), die Seiten in beliebiger Reihenfolge. Jeder hochgeladene Scan wird aufbewahrt und mit den anderen gelesen.
ui-marking-cap = Höchstens { $max } MB je Hochladen.
ui-marking-scan-files = Scans
ui-marking-read = Scans lesen
ui-marking-reading = Die Scans werden gelesen. Diese Seite lädt sich selbst neu, bis sie fertig sind.
ui-marking-findings = Seiten, die Sie ansehen sollten
ui-marking-all-read = Jede Seite wurde erkannt.
ui-marking-unsure = Unsichere Markierungen
ui-marking-unsure-explained = Jede gilt als unlesbar, bis Sie sie entscheiden: Wählen Sie die gemeinte Antwort oder „leer“.
ui-marking-student = Teilnehmer { $student }
ui-marking-box = Feld { $box }
ui-marking-crop-alt = Die Markierungen von Feld { $box }, wie gescannt
ui-marking-settled = Entschieden als { $answer }.
ui-marking-typed-answer = Antwort
ui-marking-settle = Entscheiden
ui-marking-results = Ergebnisse
ui-marking-none = Noch nichts korrigiert.
ui-marking-batches = Stapel
ui-marking-number = Nr.
ui-marking-score = Punkte
ui-marking-absent = Keine Antworten von Teilnehmer { $list }.
ui-marking-stats = Je Frage
ui-marking-facility = Lösungsquote (mittlere Punkte)
ui-marking-answered = Beantwortet
ui-marking-common = Häufigste Fehllesung
ui-marking-answers = Alle Antworten
ui-marking-box-col = Feld
ui-marking-written = Geschrieben
ui-marking-verdict = Bewertung
ui-marking-misreading = Fehllesung
ui-marking-too-large = Die Datei ist größer als { $max } MB: Laden Sie die Scans in mehreren Teilen hoch.
ui-marking-one-file = Wählen Sie eine Antwortdatei.
ui-marking-batch-exists = Ein Stapel namens { $name } wurde bereits korrigiert: Kreuzen Sie „Ersetzen“ an, um ihn zu ersetzen, oder benennen Sie die Datei um.
ui-marking-no-scans = Wählen Sie mindestens einen Scan.
ui-marking-bad-answer = Diese Antwort gehört nicht zu den Möglichkeiten des Feldes.
# Issue 37 §4 and 35 §6 (helper C, round 40): Export im Web, die Zip-Datei einer Papierprüfung.
ui-export-title = Fragen exportieren
ui-export-explained = Die Fragen des Kurses als Datei für eine Lernplattform oder ein Bridgeprogramm: eine Anzahl Varianten jeder Vorlage, mit den Antworten der Regel-Engine, den Fehldeutungen als Rückmeldung und den Erklärungen. Jede Frage trägt ihren Variantencode.
ui-export-format = Format
ui-export-format-moodle = Moodle-XML (Import in die Fragensammlung)
ui-export-format-qti = QTI-2.1-Paket, Zip (Inspera, Canvas und andere Plattformen)
ui-export-format-pbn = PBN-Datei mit Austeilungen (nur die Fragen mit echten Austeilungen)
ui-export-format-bad = Wählen Sie eines der angebotenen Formate.
ui-export-count = Varianten je Vorlage
ui-export-count-hint = Höchstens { $max } Fragen in einer Datei.
ui-export-count-bad = Geben Sie eine ganze Zahl von Varianten an, mindestens 1.
ui-export-too-many = { $templates } Vorlagen × { $count } Varianten ergeben { $questions } Fragen, mehr als die { $max }, die eine Datei aufnimmt. Wählen Sie weniger Varianten je Vorlage oder kreuzen Sie weniger Themen an.
ui-export-more = Weitere Angaben: Themen, Startwert
ui-export-families = Themen
ui-export-families-hint = Nichts angekreuzt: alle Vorlagen des Kurses.
ui-export-family-bad = Kreuzen Sie nur Themen an, die dieser Kurs übt.
ui-export-seed-hint = Der Startwert der ersten Variante; die weiteren zählen von ihm aufwärts. Derselbe Startwert ergibt wieder dieselben Fragen.
ui-export-download = Herunterladen
ui-export-no-real-deals = Keine der gewählten Vorlagen hat eine echte Austeilung, die sich als PBN schreiben ließe. Kreuzen Sie das Thema Revoke an oder wählen Sie ein anderes Format.
ui-exam-zip = Alle Dateien in einer Zip-Datei ({ $file })
