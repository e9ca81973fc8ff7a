# Webquizens egne ord (norsk bokmål). Alle id-er begynner med ui-.

ui-language-name = Norsk
ui-language = Språk
ui-language-set = Bytt
ui-skip-to-content = Hopp til innholdet
ui-nav-label = Hovedmeny
ui-nav-practice = Øving
ui-nav-weak = Øv på svake punkter
ui-nav-progress = Framgang
ui-nav-courses = Kurs
ui-nav-logout = Logg ut
ui-nav-login = Logg inn
ui-nav-register = Registrer deg
ui-back-home = Tilbake til startsiden

ui-login-title = Logg inn
ui-email = E-postadresse
ui-password = Passord
ui-password-new = Passord (minst 8 tegn)
ui-login-submit = Logg inn
ui-login-no-account = Ingen konto ennå? Registrer deg med kurskoden du får av kurslæreren.
ui-login-failed = E-postadressen eller passordet er feil.

ui-register-title = Registrer deg
ui-register-intro = Kurslæreren gir deg kurskoden til kurset ditt.
ui-join-code = Kurskode
ui-name = Navn
ui-register-submit = Registrer
ui-register-bad-code = Ingen kurs har denne kurskoden. Sjekk den med kurslæreren.
ui-register-bad-name = Skriv navnet ditt (høyst 100 tegn).
ui-register-bad-email = Skriv en gyldig e-postadresse.
ui-register-short-password = Passordet må ha minst 8 tegn.
ui-register-common-password = Dette passordet er blant de første en som gjetter, ville prøve. Velg et annet.
ui-register-email-taken = Denne e-postadressen har allerede en konto: logg inn i stedet.

ui-settings-title = Innstillinger
ui-settings-name-save = Lagre navnet
ui-settings-name-changed = Navnet ditt er lagret.
ui-settings-password-title = Passord
ui-settings-current-password = Nåværende passord
ui-settings-new-password = Nytt passord (minst 8 tegn)
ui-settings-password-save = Bytt passord
ui-settings-password-wrong = Det er ikke ditt nåværende passord.
ui-settings-password-changed = Passordet ditt er byttet. Alle andre økter på kontoen din er avsluttet: logg inn på nytt der.
ui-settings-sessions-title = Økter
ui-settings-sessions-text = Logget inn på en datamaskin du ikke bruker lenger, eller som ikke er din? Avslutt alle økter unntatt denne.
ui-settings-sessions-end = Logg ut alle andre steder
ui-settings-sessions-ended = Alle andre økter på kontoen din er avsluttet.
ui-role = Rolle
ui-role-student = Kursdeltaker
ui-role-instructor = Kurslærer
ui-role-admin = Administrator

ui-practice-title = Øving
ui-weak-explained = gir deg først spørsmålene du sist svarte feil på, og dem som skal repeteres.
ui-template = Spørsmål
ui-law = Paragraf
ui-record = Dine resultater
ui-record-value = { $right } av { $answered } riktige
ui-family-revoke = Revoke (§ 61–64)
ui-family-claims = Krav og avståelser (§ 68–71)
ui-family-adjustments = Resultater og justeringer (§ 12, 77, 78, 86)
ui-family-ui = Urettmessig informasjon (§ 16)
ui-family-matchpoints = Matchpoeng (§ 78)

ui-variant-code = Variantkode
ui-play-record = Spilleforløp
ui-trick = Stikk
ui-lead = Ut
ui-cards = Kort
ui-auction = Meldinger
ui-dealer = Giver
ui-slow = (tenkepause)
ui-fact-contract = Kontrakt
ui-fact-declarer = { CAP(-declarer) }
ui-fact-vulnerable = I faresonen
ui-fact-trumps = Trumf
ui-fact-on-lead = Skal spille ut
ui-fact-tricks-won = Stikk tatt
ui-fact-tricks-won-value = { -declarer } { $declarer }, { -defender(form: "pl") } { $defence }
ui-void = ingen
ui-choose = Velg svaret ditt
ui-your-answer = Ditt svar
ui-unit-tricks = stikk
ui-unit-score = poeng
ui-unit-imps = IMP
ui-unit-percent = %
ui-unit-yes-no = ja eller nei
ui-unit-law = paragraf
ui-law-example = f.eks. { $law }
ui-whole-ruling = Din kjennelse, del for del
ui-submit-answer = Send svar
ui-answer-missing = Skriv et svar.
ui-answer-not-a-choice = Velg ett av svaralternativene.
ui-answer-not-a-number = Skriv et tall (f.eks. 4,67 eller -3).
ui-answer-not-tricks = Skriv antall stikk som et helt tall fra 0 til 13.
ui-answer-not-a-score = Skriv et tall for resultatet, f.eks. 620 eller -1430.
ui-answer-not-yes-no = Svar ja eller nei.
ui-answer-not-a-law = Skriv en paragraf, f.eks. { $law }.

ui-outcome-correct = Riktig
ui-outcome-partial = Delvis riktig
ui-outcome-misread = Feil
ui-outcome-wrong = Feil
ui-answer-of = Svar fra { $name }
ui-result-yours = Ditt svar
ui-result-correct = Riktig kjennelse
ui-result-answer = Svar
ui-result-misreading = Slik kom du fram til svaret ditt
ui-result-misreading-gives = Med den tolkningen blir svaret { $answer }.
ui-result-damage = Skade
ui-result-explanation = Forklaring
ui-result-laws = Paragrafer brukt
ui-next-question = Neste spørsmål
ui-the-question = Spørsmålet
ui-permalink = Lenke til dette svaret

# Tilbakemelding per del, nøytrale overskrifter på spørsmål (sak 33: W7, W8, W17).
ui-result-parts-right = { $right ->
        [one] { $right } av { $of } deler riktig
       *[other] { $right } av { $of } deler riktige
    }
ui-result-theirs = Kursdeltakerens svar
ui-result-misreading-theirs = Slik kom kursdeltakeren fram til svaret
ui-topic-revoke = Revoke
ui-topic-revoke-play = Revoke i spilleforløpet
ui-topic-claims = Krav og avståelser
ui-topic-adjustments = Resultater og justeringer
ui-topic-ui = Urettmessig informasjon
ui-topic-matchpoints = Matchpoeng
ui-topic-other = Spørsmål

ui-progress-title = Framgang
ui-progress-none = Du har ikke svart på noe spørsmål ennå.
ui-progress-summary = { $answered ->
        [one] Ett svar
       *[other] { $answered } svar
    }, { $percent } % riktige.
ui-progress-weakest = Svakeste paragrafer først
ui-progress-by-family = Etter emne
ui-progress-over-time = Over tid
ui-date = Dato
ui-result = Resultat

ui-courses-title = Kurs
ui-courses-none = Du har ingen kurs ennå.
ui-course = Kurs
ui-students = Kursdeltakere
ui-courses-new = Nytt kurs
ui-course-name = Navn på kurset
ui-courses-create = Opprett kurs
ui-courses-bad-name = Gi kurset et navn (høyst 100 tegn).
ui-join-code-explained = gi denne koden til kursdeltakerne: de registrerer seg med den.
ui-join-code-renew = Ny kurskode
ui-join-code-renew-explained = Koden over slutter å virke: når koden er kommet på avveie, eller når klassen har registrert seg.
ui-student-remove = Fjern
ui-students-none = Ingen kursdeltaker har meldt seg på ennå.
ui-answered = Svar
ui-right-share = Riktige

# Issue 34 (helper W): kursets forbund.
ui-federation = Forbund
ui-federation-nbf = Norges Bridgeforbund
ui-federation-dbv = Deutscher Bridge-Verband
ui-federation-dbf = Danmarks Bridgeforbund
ui-federation-all = Alle forbund
ui-federation-hint = Kursdeltakerne øver på spørsmålene som gjelder i alle forbund, og på dette forbundets egne (som DBVs fremgangsmåte etter § 86D); eksamensskjemaet foreslår det.
ui-federation-save = Lagre forbundet
ui-federation-bad = Velg et av forbundene i listen.
ui-exam-federation-hint = Bare spørsmål som gjelder i alle forbund, og dette forbundets egne, trekkes.

ui-error-not-found = Siden finnes ikke
ui-error-not-found-text = Det finnes ingen side på denne adressen.
ui-error-forbidden = Ikke tillatt
ui-error-forbidden-text = Kontoen din har ikke tilgang til denne siden.
ui-error-csrf = Skjemaet er utløpt
ui-error-csrf-text = Skjemaet ble sendt uten sikkerhetsnøkkel eller med en gammel. Gå tilbake, last siden på nytt og send igjen.
ui-error-bad-token = Spørsmålet gjenkjennes ikke
ui-error-bad-token-text = Dette svaret hører ikke til et spørsmål du har fått. Trekk et nytt spørsmål.
ui-error-expired = Spørsmålet er utløpt
ui-error-expired-text = Dette spørsmålet ble vist for for lenge siden til å kunne besvares. Trekk et nytt.
ui-error-bad-request = Forespørselen ble ikke forstått
ui-error-control-text = Feltet «{ $field }» inneholder et kontrolltegn (for eksempel tabulator, linjeskift eller NUL), som ingen felt på dette nettstedet godtar. Fjern det og send skjemaet på nytt.
ui-error-bad-form = Skjemaet kunne ikke leses (et felt to ganger, eller et som mangler). Last inn siden på nytt og send det igjen.
ui-error-bad-query = Adressen har parametere som denne siden ikke forstår.
ui-error-bad-language = Det er ikke et av quizens språk.
ui-error-cannot-rebuild = Dette spørsmålet kan ikke lenger bygges opp igjen: malen er endret. Trekk et nytt.
ui-error-too-many = For mange innloggingsforsøk
ui-error-too-many-text = Det har vært for mange innloggingsforsøk for denne kontoen eller fra denne adressen. Vent 15 minutter og prøv igjen.
ui-error-too-large = Skjemaet er for stort
ui-error-too-large-text = Skjemaet som ble sendt, er større enn noe skjema i quizen.
ui-error-unavailable = Prøv igjen om litt
ui-error-unavailable-text = Databasen svarte ikke, så ingenting ble lest eller lagret. Vent litt, og last inn siden på nytt eller send skjemaet igjen.
ui-error-cannot-store = Ingenting kunne lagres
ui-error-cannot-store-text = Serverens database kan ikke lagre noe akkurat nå: disken er full, eller databasen er gjort skrivebeskyttet. Ingenting ble lagret, og det som ble lagret før, er tatt vare på. Prøv igjen senere.
ui-error-internal = Noe gikk galt
ui-error-internal-text = Serveren kunne ikke svare. Prøv igjen om litt.

ui-nav-exams = Skriftlige prøver
ui-exams-title = Skriftlige prøver
ui-exams-new = Ny skriftlig prøve
ui-exams-create = Lag prøven
ui-exam-title = Tittel
ui-exam-code = Prøvekode
ui-exam-questions = Spørsmål
ui-exam-summary = { $students ->
    [one] 1 kandidat
   *[other] { $students } kandidater
  }, { $questions ->
    [one] 1 spørsmål
   *[other] { $questions } spørsmål
  } hver
ui-exam-files-explained = Hver kandidats oppgavehefte og svarark settes når du laster det ned; all.pdf (alle oppgavehefter og svarark i én utskriftsjobb) og key.pdf (bare for deg) settes én gang, ved første nedlasting, og tas vare på; med exam.json retter du svarene på papir (ruling exam grade).
ui-exam-form-errors = Noen felt må rettes; se nedenfor.
ui-exam-templates = Mal-id-er, eller familier med antall
ui-exam-templates-hint = Skilt med komma, slik `ruling bank list` skriver dem: for eksempel revoke-play-64a1,claims:2.
ui-exam-students = Antall kandidater (ett hefte hver)
ui-exam-seed = Startverdi
ui-exam-seed-hint = Det samme skjemaet med den samme startverdien lager den samme prøven igjen.
ui-exam-paper = Papir
ui-exam-black = Skriv alle farger i svart (for en skriver uten farge)
ui-exam-format = Slik svarer kandidatene
ui-exam-format-choices-4 = Fire alternativer å krysse av (skriftlig svar der et spørsmål ikke har fire)
ui-exam-format-choices-3 = Tre alternativer å krysse av (skriftlig svar der et spørsmål ikke har tre)
ui-exam-format-free = Alle svar skrives inn
ui-exam-format-hint = Alle kandidatene svarer på et spørsmål på samme måte. En hel kjennelse skrives alltid inn del for del; et ja/nei-spørsmål krysses av.
ui-exam-format-bad = Velg en av svarformene i listen.
ui-exam-hide-codes = Skriv eksamenens egne spørsmålskoder i stedet for variantkodene (en variantkode gjenskaper svaret)
ui-exam-single-sided = Skrives ut bare på én side (ingen blanke sider for å gi heftene og svararkene et partall sider)
ui-exam-instructions = Instrukser på forsiden
ui-exam-instructions-hint = Tillatt tid, hjelpemidler (lovboken?), poeng; en tom linje starter et nytt avsnitt. Hvordan en paragraf skrives og hvordan deler gir poeng, står der uansett.
ui-exam-instructions-long = Instruksene må få plass på forsiden: høyst { $max } tegn.
ui-exam-templates-empty = Oppgi minst én familie (f.eks. revoke:4) eller mal.
ui-exam-templates-bad-count = { $item }: antallet etter kolon må være et helt tall, minst 1.
ui-exam-templates-unknown = { $name } er verken en mal eller en familie. Familier: { $families }.
ui-exam-templates-count-on-template = { $name } er én mal; den kan ikke spørres mer enn én gang.
ui-exam-templates-twice = Malen { $name } er oppgitt to ganger.
ui-exam-templates-too-few = { $name } har { $left } maler igjen å trekke fra, ikke { $count }.
ui-exam-no-variant = Malen { $template } gir ikke noe spørsmål for en av kandidatene; ta den ut.
ui-exam-students-range = Antall kandidater må være et helt tall fra 1 til { $max }.
ui-exam-seed-bad = Startverdien må være et helt tall (0 eller mer).
ui-exam-questions-per-family = Spørsmål per emne
ui-exam-questions-per-family-hint = Hvor mange spørsmål fra hvert emne; hver kandidat får sin egen variant.
ui-exam-family-templates = { $count ->
    [one] 1 mal
   *[other] { $count } maler
  }
ui-exam-templates-advanced = Bestemte maler (avansert)
ui-exam-count-bad = { $family }: «{ $value }» er ikke et helt antall spørsmål.
ui-exam-lang-bad = Velg et av språkene som tilbys.
ui-exam-paper-bad = Velg A4 eller US Letter.
ui-exam-title-long = Tittelen kan ha høyst { $max } tegn.
ui-exam-too-large = En prøve kan ha høyst { $max } kandidatoppgaver (kandidater × oppgaver): med { $questions } oppgaver høyst { $students } kandidater.
ui-exam-definition-large = Denne prøven ville ta { $size } MB å lagre; høyst { $max } MB er tillatt. Velg færre kandidater eller oppgaver.
ui-exam-preparing-title = Under arbeid
ui-exam-preparing = { $file } settes for hele klassen; for flere hundre kandidater tar det et minutt eller to. Siden ser etter igjen hvert { $seconds }. sekund, og nedlastingen starter så snart filen er klar.
ui-exam-back = Tilbake til prøven

ui-question-changed = Dette spørsmålet ble endret etter at siden ble vist (spørsmålsbanken ble oppdatert), så svaret ditt ble ikke rettet. Her er det slik det er nå: svar på nytt.
ui-answer-not-saved = Svaret ditt ble ikke lagret: serveren fikk ikke lagret det akkurat nå. Send det på nytt om et øyeblikk.
ui-answer-not-saved-storage = Svaret ditt ble ikke lagret: serverens database kan ikke lagre noe akkurat nå (disken er full, eller databasen er gjort skrivebeskyttet). De tidligere svarene dine er tatt vare på. Send dette på nytt senere.
ui-answered-before = Du hadde allerede svart på dette spørsmålet. Det første svaret som ble registrert, er det som teller; her er det.

# Issue 33 (helper A): the trick table's spoken marks, a claim's line as a table, the
# keys that pick a choice.
ui-card-led = spilt ut
ui-card-won = vant stikket
ui-line-below = se tabellen nedenfor
ui-claim-line = Spilleforløpet, stikk for stikk
ui-keys-hint = Tips: tastene 1–9 velger et svaralternativ.

# Kontoer, første oppstart og rapporterte feil (issue 33).
ui-login-forgot = Glemt passordet? Be kurslæreren om en tilbakestillingskode.
ui-forgot-title = Glemt passordet?
ui-forgot-have-code = Jeg har en tilbakestillingskode
ui-forgot-ask = Kurslæreren kan lage en tilbakestillingskode til deg på kurssiden.
ui-forgot-mail-text = Skriv e-postadressen til kontoen din, så sender vi deg en lenke der du kan velge et nytt passord.
ui-forgot-send = Send lenken
ui-forgot-sent = Hvis adressen har en konto, er en lenke på vei dit. Den virker én gang, i 48 timer.
ui-reset-title = Nytt passord
ui-reset-enter-text = Skriv inn tilbakestillingskoden du fikk av kurslæreren.
ui-reset-code = Tilbakestillingskode
ui-reset-continue = Fortsett
ui-reset-code-dead = Denne koden virker ikke: den er skrevet feil, allerede brukt eller eldre enn 48 timer. Be kurslæreren om en ny.
ui-reset-new-password-text = Velg et nytt passord. Alle øktene på kontoen din avsluttes, og du blir logget inn her.
ui-reset-save = Lagre passordet
ui-reset-make = Nytt passord
ui-reset-code-title = Tilbakestillingskode
ui-reset-code-for = Gi denne koden eller lenken til { $name }:
ui-reset-code-explained = Den virker én gang, i { $hours } timer. Den vises bare nå; en ny kode erstatter den.
ui-reset-code-mailed = Lenken er også sendt til eleven på e-post.
ui-reset-mail-subject = Velg et nytt passord til bridgequizen
ui-reset-mail-body = Hei { $name }! Åpne denne lenken for å velge et nytt passord til bridgequizen:
ui-reset-mail-valid = Lenken virker én gang, i { $hours } timer. Hvis du ikke har bedt om den, kan du se bort fra denne e-posten.
ui-setup-title = Sett opp ruling
ui-setup-text = Det finnes ingen kontoer ennå. Opprett den første her: administratoren, som oppretter kurs og ser alt.
ui-setup-submit = Opprett kontoen
ui-join-title = Bli med i et kurs
ui-join-submit = Bli med
ui-join-joined = Du er nå med i { $course }.
ui-join-already = Du er allerede med i { $course }.
ui-join-yours = Kursene dine
ui-courses-first = Opprett ditt første kurs nedenfor: gi det et navn, og gi så kurskoden til elevene dine.
ui-report-open = Meld fra om en feil i denne oppgaven
ui-report-note = Hva er galt? (valgfritt)
ui-report-send = Send meldingen
ui-report-sent-title = Takk
ui-report-sent = Takk! Kurslæreren din får se meldingen.
ui-report-back = Tilbake til svaret ditt
ui-report-too-long = Meldingen er for lang: høyst 1000 tegn.
ui-reports-title = Meldte feil
ui-reports-none = Ingen har meldt feil.
ui-reports-date = Dato
ui-reports-code = Oppgave
ui-reports-note = Melding

# The printed sheets: booklet, answer sheet and key (issue 30: the sheet words in Fluent).
sheet-title = Eksamen for turneringsledere
sheet-booklet = Oppgavehefte
sheet-answer-sheet = Svarark
sheet-key = Fasit
sheet-name = Navn
sheet-course = Kurs
sheet-date = Dato
sheet-student = Kandidat
sheet-exam-code = Eksamenskode
sheet-questions = Spørsmål
sheet-page = Side
sheet-instructions = Skriv svarene på svararket, ikke i dette heftet. Hvert spørsmål har sin egen kode med liten skrift: la den stå som den er.
sheet-tick-or-write = Sett kryss i én rute, eller skriv svaret i ruten.
sheet-answer-grid = Svarene for alle kandidater
sheet-leader-marked = Kortet som ble spilt ut til hvert stikk, er understreket; kortet som vant stikket, står med fet skrift.
sheet-action = Handling
sheet-chosen-by = Valgt av
sheet-result-ns = Resultat til Nord-Syd
sheet-weight = Vekt

# Printed exams: page counts, the title page's rules, the compact key (issue 34).
sheet-page-of = Side { $page } av { $pages }
sheet-rules-law = Skriv en lovhenvisning slik lovboka gjør, f.eks. 64A2 eller § 64 A2.
sheet-rules-parts = Når et spørsmål ber om en hel kjennelse, gir hver del like stor andel av spørsmålets poeng.
sheet-rules-choice = Hvert flervalgsspørsmål har nøyaktig ett riktig svar.
sheet-rules-pages = Dette heftet har { $pages } sider, denne medregnet.
sheet-key-kinds = Forklaringer, én for hver type variant
sheet-candidates = Kandidater
sheet-worked-for = Utregnet for kandidat { $tag }

## The open question, a skip and a try not counted (review web-ux W6, W14)
ui-new-variant = Ny variant
ui-new-variant-hint = Dette spørsmålet regnes da som hoppet over.
ui-try-again = Prøv denne én gang til (teller ikke)
ui-try-not-counted = Du har svart på dette spørsmålet før: dette forsøket vises og lagres, men teller ikke i framgangen din.
ui-not-counted = teller ikke
ui-answered-at = Besvart { $when }

## Weak-spot rounds (review web-ux W16)
ui-round-progress = Spørsmål { $number } av { $of }
ui-round-due = { $count ->
    [one] ett spørsmål står for tur nå
   *[other] { $count } spørsmål står for tur nå
}
ui-why-wrong = Hvorfor dette: det var ikke riktig sist du svarte ({ $when }).
ui-why-due = Hvorfor dette: det står for tur igjen; { $times ->
    [one] riktig én gang så langt
   *[other] riktig { $times } ganger på rad
}.
ui-why-new = Hvorfor dette: nytt for deg, fra { $family }, der du står svakest.
ui-why-oldest = Hvorfor dette: det du øvde på for lengst siden ({ $when }).
ui-round-status = Denne runden: { $answered } av { $of } besvart, { $right } riktige.
ui-round-done = Runden er ferdig: { $right } av { $of } riktige.
ui-round-again = Start en ny runde

## Progress: the whole history, skips, weak laws to practise (review web-ux W15)
ui-progress-history = Svarene
ui-progress-skipped = { $count ->
    [one] Ett spørsmål hoppet over med «Ny variant».
   *[other] { $count } spørsmål hoppet over med «Ny variant».
}
ui-history-page = Side { $page } av { $pages }
ui-history-newer = ← Nyere
ui-history-older = Eldre →
ui-outcome-skipped = Hoppet over
ui-practise-law = Øv på { $law }

## The time zone in settings (review web-ux W15)
ui-settings-zone = Tidssone for datoene som vises
ui-settings-zone-default = Som språket mitt: { $zone }
ui-settings-zone-save = Lagre tidssonen
ui-settings-zone-changed = Tidssonen er lagret.
ui-settings-zone-unknown = Velg en tidssone fra listen.

# Issue 34 (helper C): federations.
ui-exam-templates-other-federation = Malen { $name } hører bare til kurs i { $federations }, ikke til dette kursets forbund.

# Issue 35 (helper A): the class view, the templates a course practises, assignments.
ui-class-title = Klasseoversikt
ui-class-answers = Svar
ui-class-none = Ingen øvingssvar ennå.
ui-class-by-template = Per spørsmål
ui-class-by-law = Per paragraf
ui-class-students = Kursdeltakere
ui-class-col-kind = Tabell
ui-class-col-name = Tittel
ui-class-col-students = Deltakere
ui-class-col-median = Mediantid
ui-class-col-right-percent = Riktige (%)
ui-class-col-misreadings = Vanligste feiltolkninger (antall svar)
ui-class-col-misreading = Feiltolkning { $n }
ui-class-col-count = Antall { $n }
ui-class-col-misreading-one = Feiltolkning
ui-class-col-shown = Vist
ui-class-col-seconds = Sekunder
ui-class-col-credit = Poeng
ui-class-col-time = Tid brukt
ui-class-col-time-one = Tid
ui-class-col-last = Sist aktiv
ui-class-csv-lines = Tabellene som CSV
ui-class-csv-answers = Alle svar som CSV
ui-class-templates = Spørsmål det øves på
ui-class-templates-none = Kryss av for minst ett spørsmål, ellers har kursdeltakerne ingenting å øve på.
ui-class-templates-chosen = Kursdeltakerne øver på spørsmålene som er krysset av nedenfor.
ui-class-templates-all = Kursdeltakerne øver på alle spørsmålene fra { $federation }.
ui-class-templates-explained = Kryss av for en hel gruppe eller for enkeltspørsmål. Kursets forbund velges på kurssiden.
ui-class-templates-save = Lagre utvalget
ui-class-templates-reset = Øv på alle spørsmål
ui-class-family-all = velg alle
ui-assignments-title = Oppgaver
ui-assignments-none = Ingen oppgaver ennå.
ui-assignments-due = Oppgaver
ui-assignment-of = { $done } av { $count }
ui-assignment-count = { $count ->
        [one] 1 spørsmål
       *[other] { $count } spørsmål
    }
ui-assignment-due = frist { $when }
ui-assignment-progress = { $done } av { $count } besvart, { $right } riktige
ui-assignment-overdue = fristen er ute
ui-assignment-col-done = Besvart
ui-assignment-col-late = For sent
ui-assignment-delete = Slett oppgaven
ui-assignment-new = Ny oppgave
ui-assignment-field-title = Tittel (f.eks. «Leksjon 7»)
ui-assignment-field-count = Antall spørsmål
ui-assignment-field-due = Frist
ui-assignment-field-templates = Spørsmål å øve på:
ui-assignment-create = Gi oppgaven
ui-assignment-bad-title = Gi oppgaven en tittel på høyst 200 tegn.
ui-assignment-bad-count = Oppgi et helt antall spørsmål fra 1 til 200.
ui-assignment-bad-due = Oppgi dato og klokkeslett for fristen.
ui-assignment-bad-templates = Kryss av for minst ett spørsmål.
## Tidsbegrensede nettprøver (issue 35)
ui-nav-online = Nettprøver
ui-online-title = Nettprøver
ui-online-none = Ingen nettprøver ennå.
ui-online-new = Ny nettprøve
ui-online-create = Opprett prøven
ui-online-course = Kurs
ui-online-default-title = Nettprøve
ui-online-when = Når
ui-online-state = Status
ui-online-phase-before = Ikke åpnet ennå
ui-online-phase-open = Åpen
ui-online-phase-closed = Stengt
ui-online-opens = Åpner
ui-online-closes = Stenger
ui-online-minutes = Tid (minutter)
ui-online-time = Tid
ui-online-minutes-value = { $minutes ->
    [one] 1 minutt
   *[other] { $minutes } minutter
  }
ui-online-extra-value = { $minutes ->
    [one] 1 minutt ekstra tid
   *[other] { $minutes } minutter ekstra tid
  }
ui-online-variants = Varianter
ui-online-variants-each = Egne varianter for hver student
ui-online-variants-one = Samme varianter for alle
ui-online-expiry = Når tiden er ute
ui-online-expiry-submit = Det som er lagret, leveres
ui-online-expiry-grace = { $minutes ->
    [one] Svar tas imot 1 minutt til, så leveres de
   *[other] Svar tas imot { $minutes } minutter til, så leveres de
  }
ui-online-bad-course = Velg et av kursene dine.
ui-online-bad-form = Fyll ut alle feltene: spørsmålene, minuttene som et helt tall, og når prøven åpner og stenger.
ui-online-bad-times = Prøven må stenge etter at den åpner, og vare fra 1 til 1440 minutter.
ui-online-bad-templates = Spørsmålene kunne ikke trekkes
ui-online-bad-extra = Ekstra tid må være et helt antall minutter fra 0 til 1440.
ui-online-address = Adresse for studentene
ui-online-not-open = Prøven åpner { $time }.
ui-online-missed = Prøven er stengt; du tok den ikke.
ui-online-start-hint = Klokken starter når du trykker på knappen, og stopper ikke om du lukker siden. Svarene lagres etter hvert som du gir dem.
ui-online-start = Start prøven
ui-online-not-started = Du har ikke startet denne prøven.
ui-online-left-minutes = { $minutes ->
    [one] 1 minutt igjen
   *[other] { $minutes } minutter igjen
  }
ui-online-left-js = %m min %s s igjen
ui-online-time-up = Tiden er ute. Svarene du har lagret, leveres.
ui-online-ends = slutter kl. { $time }
ui-online-say-time = Les opp tiden som er igjen
ui-online-how-saved = Hvert svar lagres så snart du gir det; «Lagret» under et spørsmål betyr at serveren har det. Uten JavaScript trykker du «Lagre svarene».
ui-online-question = Spørsmål { $number }
ui-online-saved-at = Lagret kl. { $time }
ui-online-not-answered = Ikke besvart ennå
ui-online-save = Lagre svarene
ui-online-finish = Lever
ui-online-finish-hint = Når du har levert, kan svarene ikke endres.
ui-online-not-saved = Svaret ble ikke lagret
ui-online-late = Tiden din gikk ut kl. { $time }. Dette svaret kom senere og ble ikke lagret; svarene som ble lagret før, er levert.
ui-online-closed = Prøven er levert eller stengt, så svaret ble ikke lagret.
ui-online-back = Tilbake til prøven
ui-online-handed-in = Levert { $time }.
ui-online-not-released = Resultatet vises her når instruktøren frigir det.
ui-online-your-result = Resultatet ditt
ui-online-question-col = Spørsmål
ui-online-verdict = Vurdering
ui-online-right-answer = Riktig svar
ui-online-verdict-right = Riktig
ui-online-verdict-partly = Delvis riktig
ui-online-verdict-wrong = Feil
ui-online-verdict-blank = Ikke besvart
ui-online-score = Poeng
ui-online-extra = Ekstra tid (minutter)
ui-online-extra-for = Ekstra minutter for { $name }
ui-online-extra-set = Lagre
ui-online-status-absent = Ikke startet
ui-online-status-sitting = Holder på, til kl. { $time }
ui-online-status-over = Tiden er ute
ui-online-status-handed-in = Levert kl. { $time }
ui-online-close = Steng prøven nå og rett den
ui-online-closed-graded = Stengt; alle svarene er rettet av motoren.
ui-online-csv = Resultatene som CSV (én rad per student på kurset)
ui-online-release-what = Vis studentene
ui-online-shows-score = Poengsummen
ui-online-shows-answers = Poengsummen, vurderingene og de riktige svarene
ui-online-shows-explanations = Alt dette, og hvorfor et galt svar er galt
ui-online-release-withdraw = Ingenting (trekk tilbake resultatene)
ui-online-release = Frigi resultatene
ui-online-release-change = Endre hva som er frigitt
ui-online-regrade = Rett på nytt (først en prøvekjøring)
ui-online-regrade-dry = Ny retting: dette ville endres
ui-online-regrade-none = Ingen poengsum ville endres.
ui-online-regrade-count = { $count ->
    [one] 1 svar ville endres:
   *[other] { $count } svar ville endres:
  }
ui-online-before = Nå
ui-online-after = Etter ny retting
ui-online-regrade-confirm = Rett disse svarene på nytt
ui-online-regrade-kept = { $count ->
    [one] 1 spørsmål ble stående som rettet: malen gir ikke lenger saken studentene fikk.
   *[other] { $count } spørsmål ble stående som rettet: malene gir ikke lenger sakene studentene fikk.
  }
ui-online-offline = Ikke lagret ennå: serveren svarer ikke. Prøver igjen; svaret blir stående på siden.
ui-online-close-confirm = Jeg mener det: alle prøver som pågår, avsluttes nå med det som er lagret.
ui-online-close-unconfirmed = Kryss av i boksen for å stenge prøven: da avsluttes alle prøver som pågår.
# Issue 36 (helper C): answer sheets read from scans.
sheet-fill-marks = Fyll sirkelen helt med mørk penn; ikke sett hake. Én sirkel per rad med alternativer, én per kolonne i et tall eller en paragraf (la en kolonne stå tom når den ikke trengs). Skriv også svaret i ruten. Vil du endre et svar, visker du det helt ut.

ui-online-stats = Oppgavestatistikk
ui-online-stats-test = { $students } kandidater tok prøven; snitt { $mean } av { $max }; Cronbachs alfa { $alpha } %; standardfeil { $error } poeng.
ui-online-stats-question = Spørsmål
ui-online-stats-facility = Løsningsgrad (%)
ui-online-stats-sd = Standardavvik (%)
ui-online-stats-discrimination = Diskriminering (%)
ui-online-stats-efficiency = Effektivitet (%)
ui-online-stats-misreadings = Feillesninger bak gale svar
ui-online-stats-suspect = negativ: sjekk fasiten
ui-online-stats-csv = Last ned statistikken (CSV)

## Papirprøver rettet i nettleseren (sak 35 § 6, 36 § 4)
ui-marking-title = Retting: { $exam }
ui-marking-heading = Retting av papirsvarene
ui-marking-explained = Last opp svarene skrevet inn i en CSV-fil, eller de skannede svararkene, og se resultatene her.
ui-marking-open = Rett papirsvarene
ui-marking-errors = Ingenting ble rettet:
ui-marking-typed = Innskrevne svar (CSV)
ui-marking-typed-explained = Én rad per svar: elev, spørsmål, svar (slik ruling exam grade leser dem). Hver fil tas vare på som en egen bunke; resultatene slår sammen alle bunkene.
ui-marking-answers-file = Svarfil
ui-marking-replace = Erstatt bunken med samme navn
ui-marking-grade = Rett
ui-marking-scans = Skannede svarark
ui-marking-scans-explained = En PDF fra skanneren, eller bilder (PNG eller JPEG), sidene i hvilken som helst rekkefølge. Hver skanning som lastes opp, tas vare på og leses sammen med de andre.
ui-marking-cap = Høyst { $max } MB per opplasting.
ui-marking-scan-files = Skanninger
ui-marking-read = Les skanningene
ui-marking-reading = Skanningene leses nå. Siden lastes inn på nytt av seg selv til de er lest.
ui-marking-findings = Sider du bør se på
ui-marking-all-read = Alle sidene ble gjenkjent.
ui-marking-unsure = Usikre kryss
ui-marking-unsure-explained = Hvert av dem regnes som uleselig til du avgjør det: velg svaret eleven mente, eller blankt.
ui-marking-student = Elev { $student }
ui-marking-box = rute { $box }
ui-marking-crop-alt = Kryssene i rute { $box } slik de ble skannet
ui-marking-settled = Avgjort som { $answer }.
ui-marking-typed-answer = Svar
ui-marking-settle = Avgjør
ui-marking-results = Resultater
ui-marking-none = Ingenting er rettet ennå.
ui-marking-batches = bunker
ui-marking-number = Nr.
ui-marking-score = Poeng
ui-marking-absent = Ingen svar fra elev { $list }.
ui-marking-stats = Per spørsmål
ui-marking-facility = Løsningsgrad (snittpoeng)
ui-marking-answered = Besvart
ui-marking-common = Vanligste feillesning
ui-marking-answers = Alle svar
ui-marking-box-col = Rute
ui-marking-written = Skrevet
ui-marking-verdict = Vurdering
ui-marking-misreading = Feillesning
ui-marking-too-large = Opplastingen er større enn { $max } MB: send skanningene i flere omganger.
ui-marking-one-file = Velg én svarfil.
ui-marking-batch-exists = En bunke med navnet { $name } er allerede rettet: kryss av for «Erstatt» for å erstatte den, eller gi filen et annet navn.
ui-marking-no-scans = Velg minst én skanning.
ui-marking-bad-answer = Det svaret er ikke et av rutens valg.
# Issue 37 §4 and 35 §6 (helper C, round 40): eksport fra nettet, en trykt eksamens zip.
ui-export-title = Eksporter spørsmål
ui-export-explained = Kursets spørsmål som en fil for en læringsplattform eller et spilleprogram: et antall varianter av hver mal, med motorens svar, feiltolkningene som tilbakemelding og forklaringene. Hvert spørsmål har sin variantkode.
ui-export-format = Format
ui-export-format-moodle = Moodle XML (import til spørsmålsbanken)
ui-export-format-qti = QTI 2.1-pakke, zip (Inspera, Canvas og andre plattformer)
ui-export-format-pbn = PBN-fil med spill (bare spørsmålene med virkelige kortfordelinger)
ui-export-format-bad = Velg et av formatene i listen.
ui-export-count = Varianter per mal
ui-export-count-hint = Høyst { $max } spørsmål i én fil.
ui-export-count-bad = Oppgi et helt antall varianter, minst 1.
ui-export-too-many = { $templates } maler × { $count } varianter blir { $questions } spørsmål, flere enn de { $max } én fil kan ha. Velg færre varianter per mal, eller kryss av for færre emner.
ui-export-more = Flere valg: emner, startverdi
ui-export-families = Emner
ui-export-families-hint = Ingen avkrysset: alle kursets maler.
ui-export-family-bad = Kryss bare av for emner dette kurset øver på.
ui-export-seed-hint = Startverdien til den første varianten; de neste teller oppover fra det. Samme startverdi gir de samme spørsmålene igjen.
ui-export-download = Last ned
ui-export-no-real-deals = Ingen av de valgte malene har en virkelig kortfordeling å skrive som PBN. Kryss av for emnet Revoke, eller velg et annet format.
ui-exam-zip = Alle filene i én zip ({ $file })
