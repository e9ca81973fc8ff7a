# Webquizzens egne ord (dansk). Alle id'er begynder med ui-.

ui-language-name = Dansk
ui-language = Sprog
ui-language-set = Skift
ui-skip-to-content = Spring til indholdet
ui-nav-label = Hovedmenu
ui-nav-practice = Øvelse
ui-nav-weak = Øv mine svage punkter
ui-nav-progress = Fremskridt
ui-nav-courses = Kurser
ui-nav-logout = Log ud
ui-nav-login = Log ind
ui-nav-register = Tilmeld dig
ui-back-home = Tilbage til forsiden

ui-login-title = Log ind
ui-email = E-mailadresse
ui-password = Adgangskode
ui-password-new = Adgangskode (mindst 8 tegn)
ui-login-submit = Log ind
ui-login-no-account = Ingen konto endnu? Registrér dig med den kursuskode, du får af din kursusleder.
ui-login-failed = E-mailadressen eller adgangskoden er forkert.

ui-register-title = Tilmeld dig
ui-register-intro = Din kursusleder giver dig kursuskoden til dit kursus.
ui-join-code = Kursuskode
ui-name = Navn
ui-register-submit = Tilmeld
ui-register-bad-code = Intet kursus har denne kursuskode. Tjek den med din kursusleder.
ui-register-bad-name = Skriv dit navn (højst 100 tegn).
ui-register-bad-email = Skriv en gyldig e-mailadresse.
ui-register-short-password = Adgangskoden skal have mindst 8 tegn.
ui-register-common-password = Denne adgangskode er blandt de første, som en, der gætter, ville prøve. Vælg en anden.
ui-register-email-taken = Denne e-mailadresse har allerede en konto: log ind i stedet.

ui-settings-title = Indstillinger
ui-settings-name-save = Gem navnet
ui-settings-name-changed = Dit navn er gemt.
ui-settings-password-title = Adgangskode
ui-settings-current-password = Nuværende adgangskode
ui-settings-new-password = Ny adgangskode (mindst 8 tegn)
ui-settings-password-save = Skift adgangskode
ui-settings-password-wrong = Det er ikke din nuværende adgangskode.
ui-settings-password-changed = Din adgangskode er skiftet. Alle andre sessioner på din konto er afsluttet: log ind igen der.
ui-settings-sessions-title = Sessioner
ui-settings-sessions-text = Logget ind på en computer, du ikke længere bruger, eller som ikke er din? Afslut alle sessioner undtagen denne.
ui-settings-sessions-end = Log ud alle andre steder
ui-settings-sessions-ended = Alle andre sessioner på din konto er afsluttet.
ui-role = Rolle
ui-role-student = Kursist
ui-role-instructor = Kursusleder
ui-role-admin = Administrator

ui-practice-title = Øvelse
ui-weak-explained = giver dig først de spørgsmål, du sidst svarede forkert på, og dem, der skal repeteres.
ui-template = Spørgsmål
ui-law = Paragraf
ui-record = Dine resultater
ui-record-value = { $right } af { $answered } rigtige
ui-family-revoke = Kulørsvigt (§ 61–64)
ui-family-claims = Krav og opgivelser (§ 68–71)
ui-family-adjustments = Scorer og justeringer (§ 12, 77, 78, 86)
ui-family-ui = Ubeføjede oplysninger (§ 16)
ui-family-matchpoints = Matchpoint (§ 78)

ui-variant-code = Variantkode
ui-play-record = Spilforløb
ui-trick = Stik
ui-lead = Ud
ui-cards = Kort
ui-auction = Meldeforløbet
ui-dealer = Giver
ui-slow = (tænkepause)
ui-fact-contract = Kontrakt
ui-fact-declarer = { CAP(-declarer) }
ui-fact-vulnerable = I farezonen
ui-fact-trumps = Trumf
ui-fact-on-lead = Skal spille ud
ui-fact-tricks-won = Stik taget
ui-fact-tricks-won-value = { -declarer } { $declarer }, { -defender(form: "pl") } { $defence }
ui-void = ingen
ui-choose = Vælg dit svar
ui-your-answer = Dit svar
ui-unit-tricks = stik
ui-unit-score = point
ui-unit-imps = IMP
ui-unit-percent = %
ui-unit-yes-no = ja eller nej
ui-unit-law = paragraf
ui-law-example = f.eks. { $law }
ui-whole-ruling = Din kendelse, del for del
ui-submit-answer = Send svar
ui-answer-missing = Skriv et svar.
ui-answer-not-a-choice = Vælg en af svarmulighederne.
ui-answer-not-a-number = Skriv et tal (f.eks. 4,67 eller -3).
ui-answer-not-tricks = Skriv antallet af stik som et helt tal fra 0 til 13.
ui-answer-not-a-score = Skriv scoren som et helt tal, f.eks. 620 eller -1430.
ui-answer-not-yes-no = Svar ja eller nej.
ui-answer-not-a-law = Skriv en paragraf, f.eks. { $law }.

ui-outcome-correct = Rigtigt
ui-outcome-partial = Delvis rigtigt
ui-outcome-misread = Forkert
ui-outcome-wrong = Forkert
ui-answer-of = Svar fra { $name }
ui-result-yours = Dit svar
ui-result-correct = Rigtig kendelse
ui-result-answer = Svar
ui-result-misreading = Sådan nåede du frem til dit svar
ui-result-misreading-gives = Med den fortolkning bliver svaret { $answer }.
ui-result-damage = Skade
ui-result-explanation = Forklaring
ui-result-laws = Anvendte paragraffer
ui-next-question = Næste spørgsmål
ui-the-question = Spørgsmålet
ui-permalink = Link til dette svar

# Tilbagemelding pr. del, neutrale overskrifter på spørgsmål (sag 33: W7, W8, W17).
ui-result-parts-right = { $right ->
        [one] { $right } af { $of } dele rigtig
       *[other] { $right } af { $of } dele rigtige
    }
ui-result-theirs = Kursistens svar
ui-result-misreading-theirs = Sådan nåede kursisten frem til svaret
ui-topic-revoke = Kulørsvigt
ui-topic-revoke-play = Kulørsvigt under spillet
ui-topic-claims = Krav og opgivelser
ui-topic-adjustments = Scorer og justeringer
ui-topic-ui = Ubeføjede oplysninger
ui-topic-matchpoints = Matchpoint
ui-topic-other = Spørgsmål

ui-progress-title = Fremskridt
ui-progress-none = Du har ikke besvaret noget spørgsmål endnu.
ui-progress-summary = { $answered ->
        [one] Ét svar
       *[other] { $answered } svar
    }, { $percent } % rigtige.
ui-progress-weakest = Svageste paragraffer først
ui-progress-by-family = Efter emne
ui-progress-over-time = Over tid
ui-date = Dato
ui-result = Resultat

ui-courses-title = Kurser
ui-courses-none = Du har ingen kurser endnu.
ui-course = Kursus
ui-students = Kursister
ui-courses-new = Nyt kursus
ui-course-name = Kursets navn
ui-courses-create = Opret kursus
ui-courses-bad-name = Giv kurset et navn (højst 100 tegn).
ui-join-code-explained = giv denne kode til dine kursister: de tilmelder sig med den.
ui-join-code-renew = Ny kursuskode
ui-join-code-renew-explained = Koden ovenfor holder op med at virke: når koden er kommet i forkerte hænder, eller når holdet har tilmeldt sig.
ui-student-remove = Fjern
ui-students-none = Ingen kursist har tilmeldt sig endnu.
ui-answered = Svar
ui-right-share = Rigtige

# Issue 34 (helper W): kursets forbund.
ui-federation = Forbund
ui-federation-nbf = Norges Bridgeforbund
ui-federation-dbv = Deutscher Bridge-Verband
ui-federation-dbf = Danmarks Bridgeforbund
ui-federation-all = Alle forbund
ui-federation-hint = Kursets kursister øver de spørgsmål, der gælder i alle forbund, og dette forbunds egne (som DBV's fremgangsmåde efter § 86D); eksamensformularen foreslår det.
ui-federation-save = Gem forbundet
ui-federation-bad = Vælg et af de viste forbund.
ui-exam-federation-hint = Kun de spørgsmål, der gælder i alle forbund, og dette forbunds egne trækkes.

ui-error-not-found = Siden findes ikke
ui-error-not-found-text = Der er ingen side på denne adresse.
ui-error-forbidden = Ikke tilladt
ui-error-forbidden-text = Din konto må ikke se denne side.
ui-error-csrf = Formularen er udløbet
ui-error-csrf-text = Formularen blev sendt uden sikkerhedsnøgle eller med en gammel. Gå tilbage, genindlæs siden og send igen.
ui-error-bad-token = Spørgsmålet genkendes ikke
ui-error-bad-token-text = Dette svar hører ikke til et spørgsmål, du har fået. Træk et nyt spørgsmål.
ui-error-expired = Spørgsmålet er udløbet
ui-error-expired-text = Dette spørgsmål blev vist for længe siden til at kunne besvares. Træk et nyt.
ui-error-bad-request = Forespørgslen blev ikke forstået
ui-error-control-text = Feltet »{ $field }« indeholder et kontroltegn (for eksempel tabulator, linjeskift eller NUL), som intet felt på dette websted tager imod. Fjern det, og send formularen igen.
ui-error-bad-form = Formularen kunne ikke læses (et felt to gange eller et, der mangler). Genindlæs siden, og send den igen.
ui-error-bad-query = Adressen har parametre, som denne side ikke forstår.
ui-error-bad-language = Det er ikke et af quizzens sprog.
ui-error-cannot-rebuild = Dette spørgsmål kan ikke længere genskabes: skabelonen er ændret. Træk et nyt.
ui-error-too-many = For mange loginforsøg
ui-error-too-many-text = Der har været for mange loginforsøg for denne konto eller fra denne adresse. Vent 15 minutter og prøv igen.
ui-error-too-large = Formularen er for stor
ui-error-too-large-text = Den sendte formular er større end nogen formular i quizzen.
ui-error-unavailable = Prøv igen om lidt
ui-error-unavailable-text = Databasen svarede ikke, så intet blev læst eller gemt. Vent et øjeblik, og genindlæs siden eller send formularen igen.
ui-error-cannot-store = Intet kunne gemmes
ui-error-cannot-store-text = Serverens database kan ikke gemme noget lige nu: disken er fuld, eller databasen er gjort skrivebeskyttet. Intet blev gemt, og det, der blev gemt før, er bevaret. Prøv igen senere.
ui-error-internal = Noget gik galt
ui-error-internal-text = Serveren kunne ikke svare. Prøv igen om lidt.

ui-nav-exams = Skriftlige prøver
ui-exams-title = Skriftlige prøver
ui-exams-new = Ny skriftlig prøve
ui-exams-create = Lav prøven
ui-exam-title = Titel
ui-exam-code = Prøvekode
ui-exam-questions = Spørgsmål
ui-exam-summary = { $students ->
    [one] 1 kandidat
   *[other] { $students } kandidater
  }, { $questions ->
    [one] 1 spørgsmål
   *[other] { $questions } spørgsmål
  } hver
ui-exam-files-explained = Hver kandidats opgavehæfte og svarark sættes, når du henter det; all.pdf (alle opgavehæfter og svarark i ét udskriftsjob) og key.pdf (kun til dig) sættes én gang, ved første hentning, og gemmes; med exam.json retter du svarene på papir (ruling exam grade).
ui-exam-form-errors = Nogle felter skal rettes; se nedenfor.
ui-exam-templates = Skabelon-id'er, eller familier med antal
ui-exam-templates-hint = Adskilt med komma, som `ruling bank list` skriver dem: for eksempel revoke-play-64a1,claims:2.
ui-exam-students = Antal kandidater (ét hæfte hver)
ui-exam-seed = Startværdi
ui-exam-seed-hint = Den samme formular med den samme startværdi laver den samme prøve igen.
ui-exam-paper = Papir
ui-exam-black = Udskriv alle farver i sort (til en printer uden farve)
ui-exam-format = Sådan svarer deltagerne
ui-exam-format-choices-4 = Fire svarmuligheder at sætte kryds ved (skrevet svar hvor et spørgsmål ikke har fire)
ui-exam-format-choices-3 = Tre svarmuligheder at sætte kryds ved (skrevet svar hvor et spørgsmål ikke har tre)
ui-exam-format-free = Alle svar skrives
ui-exam-format-hint = Alle deltagere svarer på et spørgsmål på samme måde. En hel kendelse skrives altid del for del; et ja/nej-spørgsmål besvares med kryds.
ui-exam-format-bad = Vælg en af de viste svarformer.
ui-exam-hide-codes = Udskriv eksamens egne spørgsmålskoder i stedet for variantkoderne (en variantkode genskaber svaret)
ui-exam-single-sided = Udskrives kun på én side (ingen blanke sider for at give hæfter og svarark et lige antal sider)
ui-exam-instructions = Instrukser på forsiden
ui-exam-instructions-hint = Tilladt tid, hjælpemidler (lovbogen?), point; en tom linje starter et nyt afsnit. Hvordan en paragraf skrives, og hvordan dele giver point, står der under alle omstændigheder.
ui-exam-instructions-long = Instrukserne skal kunne være på forsiden: højst { $max } tegn.
ui-exam-templates-empty = Angiv mindst én familie (f.eks. revoke:4) eller skabelon.
ui-exam-templates-bad-count = { $item }: antallet efter kolon skal være et helt tal, mindst 1.
ui-exam-templates-unknown = { $name } er hverken en skabelon eller en familie. Familier: { $families }.
ui-exam-templates-count-on-template = { $name } er én skabelon; den kan ikke spørges mere end én gang.
ui-exam-templates-twice = Skabelonen { $name } er angivet to gange.
ui-exam-templates-too-few = { $name } har { $left } skabeloner tilbage at trække fra, ikke { $count }.
ui-exam-no-variant = Skabelonen { $template } giver intet spørgsmål til en af kandidaterne; udelad den.
ui-exam-students-range = Antal kandidater skal være et helt tal fra 1 til { $max }.
ui-exam-seed-bad = Startværdien skal være et helt tal (0 eller mere).
ui-exam-questions-per-family = Spørgsmål pr. emne
ui-exam-questions-per-family-hint = Hvor mange spørgsmål fra hvert emne; hver kandidat får sin egen variant.
ui-exam-family-templates = { $count ->
    [one] 1 skabelon
   *[other] { $count } skabeloner
  }
ui-exam-templates-advanced = Bestemte skabeloner (avanceret)
ui-exam-count-bad = { $family }: »{ $value }« er ikke et helt antal spørgsmål.
ui-exam-lang-bad = Vælg et af de tilbudte sprog.
ui-exam-paper-bad = Vælg A4 eller US Letter.
ui-exam-title-long = Titlen må højst have { $max } tegn.
ui-exam-too-large = En prøve må højst have { $max } kandidatopgaver (kandidater × opgaver): med { $questions } opgaver højst { $students } kandidater.
ui-exam-definition-large = Denne prøve ville fylde { $size } MB; højst { $max } MB er tilladt. Vælg færre kandidater eller opgaver.
ui-exam-preparing-title = Bliver forberedt
ui-exam-preparing = { $file } sættes for hele holdet; for flere hundrede kandidater tager det et minut eller to. Siden ser efter igen hvert { $seconds }. sekund, og hentningen starter, så snart filen er klar.
ui-exam-back = Tilbage til prøven

ui-question-changed = Dette spørgsmål blev ændret, efter at siden blev vist (spørgsmålsbanken blev opdateret), så dit svar blev ikke rettet. Her er det, som det er nu: svar igen.
ui-answer-not-saved = Dit svar blev ikke gemt: serveren kunne ikke gemme det lige nu. Send det igen om et øjeblik.
ui-answer-not-saved-storage = Dit svar blev ikke gemt: serverens database kan ikke gemme noget lige nu (disken er fuld, eller databasen er gjort skrivebeskyttet). Dine tidligere svar er bevaret. Send dette igen senere.
ui-answered-before = Du havde allerede besvaret dette spørgsmål. Det først registrerede svar er det, der tæller; her er det.

# Issue 33 (helper A): the trick table's spoken marks, a claim's line as a table, the
# keys that pick a choice.
ui-card-led = spillet ud
ui-card-won = vandt stikket
ui-line-below = se tabellen nedenfor
ui-claim-line = Spilleforløbet, stik for stik
ui-keys-hint = Tip: Tasterne 1–9 vælger et svar.

# Konti, første opstart og indberettede fejl (issue 33).
ui-login-forgot = Glemt din adgangskode? Bed din kursusleder om en nulstillingskode.
ui-forgot-title = Glemt din adgangskode?
ui-forgot-have-code = Jeg har en nulstillingskode
ui-forgot-ask = Din kursusleder kan lave en nulstillingskode til dig på kursussiden.
ui-forgot-mail-text = Skriv e-mailadressen på din konto, så sender vi dig et link, hvor du kan vælge en ny adgangskode.
ui-forgot-send = Send linket
ui-forgot-sent = Hvis adressen har en konto, er et link på vej dertil. Det virker én gang, i 48 timer.
ui-reset-title = Ny adgangskode
ui-reset-enter-text = Skriv den nulstillingskode, du har fået af din kursusleder.
ui-reset-code = Nulstillingskode
ui-reset-continue = Fortsæt
ui-reset-code-dead = Denne kode virker ikke: den er skrevet forkert, allerede brugt eller ældre end 48 timer. Bed din kursusleder om en ny.
ui-reset-new-password-text = Vælg en ny adgangskode. Alle sessioner på din konto afsluttes, og du bliver logget ind her.
ui-reset-save = Gem adgangskoden
ui-reset-make = Ny adgangskode
ui-reset-code-title = Nulstillingskode
ui-reset-code-for = Giv denne kode eller dette link til { $name }:
ui-reset-code-explained = Den virker én gang, i { $hours } timer. Den vises kun nu; en ny kode erstatter den.
ui-reset-code-mailed = Linket er også sendt til kursisten på e-mail.
ui-reset-mail-subject = Vælg en ny adgangskode til bridgequizzen
ui-reset-mail-body = Hej { $name }! Åbn dette link for at vælge en ny adgangskode til bridgequizzen:
ui-reset-mail-valid = Linket virker én gang, i { $hours } timer. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail.
ui-setup-title = Opsæt ruling
ui-setup-text = Der findes endnu ingen konti. Opret den første her: administratoren, som opretter kurser og ser alt.
ui-setup-submit = Opret kontoen
ui-join-title = Tilmeld dig et kursus
ui-join-submit = Tilmeld
ui-join-joined = Du er nu tilmeldt { $course }.
ui-join-already = Du er allerede tilmeldt { $course }.
ui-join-yours = Dine kurser
ui-courses-first = Opret dit første kursus nedenfor: giv det et navn, og giv så kursuskoden til dine kursister.
ui-report-open = Indberet en fejl i denne opgave
ui-report-note = Hvad er galt? (valgfrit)
ui-report-send = Send indberetningen
ui-report-sent-title = Tak
ui-report-sent = Tak! Din kursusleder får din indberetning at se.
ui-report-back = Tilbage til dit svar
ui-report-too-long = Beskeden er for lang: højst 1000 tegn.
ui-reports-title = Indberettede fejl
ui-reports-none = Ingen fejl indberettet.
ui-reports-date = Dato
ui-reports-code = Opgave
ui-reports-note = Besked

# The printed sheets: booklet, answer sheet and key (issue 30: the sheet words in Fluent).
sheet-title = Eksamen for turneringsledere
sheet-booklet = Opgavehæfte
sheet-answer-sheet = Svarark
sheet-key = Facitliste
sheet-name = Navn
sheet-course = Kursus
sheet-date = Dato
sheet-student = Kandidat
sheet-exam-code = Eksamenskode
sheet-questions = Spørgsmål
sheet-page = Side
sheet-instructions = Skriv svarene på svararket, ikke i dette hæfte. Hvert spørgsmål har sin egen kode med lille skrift: lad den stå, som den er.
sheet-tick-or-write = Sæt kryds i én rubrik, eller skriv svaret i feltet.
sheet-answer-grid = Svarene for alle kandidater
sheet-leader-marked = Kortet, der blev spillet ud til hvert stik, er understreget; kortet, der vandt stikket, står med fed skrift.
sheet-action = Handling
sheet-chosen-by = Valgt af
sheet-result-ns = Resultat til Nord-Syd
sheet-weight = Vægt

# Printed exams: page counts, the title page's rules, the compact key (issue 34).
sheet-page-of = Side { $page } af { $pages }
sheet-rules-law = Skriv en lovhenvisning som i lovbogen, f.eks. 64A2 eller § 64 A2.
sheet-rules-parts = Når et spørgsmål beder om en hel kendelse, giver hver del en lige stor andel af spørgsmålets point.
sheet-rules-choice = Hvert multiple choice-spørgsmål har præcis ét rigtigt svar.
sheet-rules-pages = Dette hæfte har { $pages } sider, denne medregnet.
sheet-key-kinds = Forklaringer, én for hver slags variant
sheet-candidates = Kandidater
sheet-worked-for = Gennemregnet for kandidat { $tag }

## The open question, a skip and a try not counted (review web-ux W6, W14)
ui-new-variant = Ny variant
ui-new-variant-hint = Dette spørgsmål tæller så som sprunget over.
ui-try-again = Prøv dette spørgsmål igen (tæller ikke)
ui-try-not-counted = Du har besvaret dette spørgsmål før: dette forsøg vises og gemmes, men tæller ikke med i dine fremskridt.
ui-not-counted = tæller ikke
ui-answered-at = Besvaret { $when }

## Weak-spot rounds (review web-ux W16)
ui-round-progress = Spørgsmål { $number } af { $of }
ui-round-due = { $count ->
    [one] ét spørgsmål står for tur nu
   *[other] { $count } spørgsmål står for tur nu
}
ui-why-wrong = Hvorfor dette: det var ikke rigtigt, sidst du svarede ({ $when }).
ui-why-due = Hvorfor dette: det står for tur igen; { $times ->
    [one] rigtigt én gang indtil nu
   *[other] rigtigt { $times } gange i træk
}.
ui-why-new = Hvorfor dette: nyt for dig, fra { $family }, hvor du står svagest.
ui-why-oldest = Hvorfor dette: det, du har øvet længst tid siden ({ $when }).
ui-round-status = Denne runde: { $answered } af { $of } besvaret, { $right } rigtige.
ui-round-done = Runden er slut: { $right } af { $of } rigtige.
ui-round-again = Start en ny runde

## Progress: the whole history, skips, weak laws to practise (review web-ux W15)
ui-progress-history = Svarene
ui-progress-skipped = { $count ->
    [one] Ét spørgsmål sprunget over med »Ny variant«.
   *[other] { $count } spørgsmål sprunget over med »Ny variant«.
}
ui-history-page = Side { $page } af { $pages }
ui-history-newer = ← Nyere
ui-history-older = Ældre →
ui-outcome-skipped = Sprunget over
ui-practise-law = Øv { $law }

## The time zone in settings (review web-ux W15)
ui-settings-zone = Tidszone for de viste datoer
ui-settings-zone-default = Som mit sprog: { $zone }
ui-settings-zone-save = Gem tidszonen
ui-settings-zone-changed = Din tidszone er gemt.
ui-settings-zone-unknown = Vælg en tidszone fra listen.

# Issue 34 (helper C): federations.
ui-exam-templates-other-federation = Skabelonen { $name } hører kun til kurser i { $federations }, ikke til dette kursus' forbund.

# Issue 35 (helper A): the class view, the templates a course practises, assignments.
ui-class-title = Holdoversigt
ui-class-answers = Svar
ui-class-none = Ingen øvesvar endnu.
ui-class-by-template = Pr. spørgsmål
ui-class-by-law = Pr. paragraf
ui-class-students = Kursister
ui-class-col-kind = Tabel
ui-class-col-name = Titel
ui-class-col-students = Kursister
ui-class-col-median = Mediantid
ui-class-col-right-percent = Rigtige (%)
ui-class-col-misreadings = Hyppigste fejllæsninger (antal svar)
ui-class-col-misreading = Fejllæsning { $n }
ui-class-col-count = Antal { $n }
ui-class-col-misreading-one = Fejllæsning
ui-class-col-shown = Vist
ui-class-col-seconds = Sekunder
ui-class-col-credit = Point
ui-class-col-time = Tidsforbrug
ui-class-col-time-one = Tid
ui-class-col-last = Sidst aktiv
ui-class-csv-lines = Tabellerne som CSV
ui-class-csv-answers = Alle svar som CSV
ui-class-templates = Spørgsmål der øves
ui-class-templates-none = Sæt kryds ved mindst ét spørgsmål, ellers har kursisterne intet at øve.
ui-class-templates-chosen = Kursisterne øver de spørgsmål, der er sat kryds ved nedenfor.
ui-class-templates-all = Kursisterne øver alle spørgsmål fra { $federation }.
ui-class-templates-explained = Sæt kryds ved en hel gruppe eller ved enkelte spørgsmål. Kursets forbund vælges på kursussiden.
ui-class-templates-save = Gem udvalget
ui-class-templates-reset = Øv alle spørgsmål
ui-class-family-all = vælg alle
ui-assignments-title = Opgaver
ui-assignments-none = Ingen opgaver endnu.
ui-assignments-due = Opgaver
ui-assignment-of = { $done } af { $count }
ui-assignment-count = { $count ->
        [one] 1 spørgsmål
       *[other] { $count } spørgsmål
    }
ui-assignment-due = frist { $when }
ui-assignment-progress = { $done } af { $count } besvaret, { $right } rigtige
ui-assignment-overdue = fristen er overskredet
ui-assignment-col-done = Besvaret
ui-assignment-col-late = For sent
ui-assignment-delete = Slet opgaven
ui-assignment-new = Ny opgave
ui-assignment-field-title = Titel (f.eks. »Lektion 7«)
ui-assignment-field-count = Antal spørgsmål
ui-assignment-field-due = Frist
ui-assignment-field-templates = Spørgsmål der skal øves:
ui-assignment-create = Stil opgaven
ui-assignment-bad-title = Giv opgaven en titel på højst 200 tegn.
ui-assignment-bad-count = Angiv et helt antal spørgsmål fra 1 til 200.
ui-assignment-bad-due = Angiv dato og klokkeslæt for fristen.
ui-assignment-bad-templates = Sæt kryds ved mindst ét spørgsmål.
## Tidsbegrænsede onlineprøver (issue 35)
ui-nav-online = Onlineprøver
ui-online-title = Onlineprøver
ui-online-none = Ingen onlineprøver endnu.
ui-online-new = Ny onlineprøve
ui-online-create = Opret prøven
ui-online-course = Kursus
ui-online-default-title = Onlineprøve
ui-online-when = Hvornår
ui-online-state = Status
ui-online-phase-before = Ikke åbnet endnu
ui-online-phase-open = Åben
ui-online-phase-closed = Lukket
ui-online-opens = Åbner
ui-online-closes = Lukker
ui-online-minutes = Tid (minutter)
ui-online-time = Tid
ui-online-minutes-value = { $minutes ->
    [one] 1 minut
   *[other] { $minutes } minutter
  }
ui-online-extra-value = { $minutes ->
    [one] 1 minuts ekstra tid
   *[other] { $minutes } minutters ekstra tid
  }
ui-online-variants = Varianter
ui-online-variants-each = Egne varianter til hver kursist
ui-online-variants-one = De samme varianter til alle
ui-online-expiry = Når tiden er gået
ui-online-expiry-submit = Det gemte afleveres
ui-online-expiry-grace = { $minutes ->
    [one] Svar modtages 1 minut mere, derefter afleveres de
   *[other] Svar modtages { $minutes } minutter mere, derefter afleveres de
  }
ui-online-bad-course = Vælg et af dine kurser.
ui-online-bad-form = Udfyld alle felter: spørgsmålene, minutterne som et helt tal, og hvornår prøven åbner og lukker.
ui-online-bad-times = Prøven skal lukke efter den åbner og vare fra 1 til 1440 minutter.
ui-online-bad-templates = Spørgsmålene kunne ikke trækkes
ui-online-bad-extra = Den ekstra tid skal være et helt antal minutter fra 0 til 1440.
ui-online-address = Adresse til kursisterne
ui-online-not-open = Prøven åbner { $time }.
ui-online-missed = Prøven er lukket; du tog den ikke.
ui-online-start-hint = Uret starter, når du trykker på knappen, og stopper ikke, hvis du lukker siden. Dine svar gemmes, efterhånden som du giver dem.
ui-online-start = Start prøven
ui-online-not-started = Du har ikke startet denne prøve.
ui-online-left-minutes = { $minutes ->
    [one] 1 minut tilbage
   *[other] { $minutes } minutter tilbage
  }
ui-online-left-js = %m min %s s tilbage
ui-online-time-up = Tiden er gået. Dine gemte svar afleveres.
ui-online-ends = slutter kl. { $time }
ui-online-say-time = Læs den resterende tid op
ui-online-how-saved = Hvert svar gemmes, så snart du giver det; »Gemt« under et spørgsmål betyder, at serveren har det. Uden JavaScript trykker du på »Gem svarene«.
ui-online-question = Spørgsmål { $number }
ui-online-saved-at = Gemt kl. { $time }
ui-online-not-answered = Ikke besvaret endnu
ui-online-save = Gem svarene
ui-online-finish = Aflever
ui-online-finish-hint = Når du har afleveret, kan svarene ikke ændres.
ui-online-not-saved = Svaret blev ikke gemt
ui-online-late = Din tid sluttede kl. { $time }. Dette svar kom senere og blev ikke gemt; de svar, der blev gemt før, er afleveret.
ui-online-closed = Prøven er afleveret eller lukket, så svaret blev ikke gemt.
ui-online-back = Tilbage til prøven
ui-online-handed-in = Afleveret { $time }.
ui-online-not-released = Dit resultat vises her, når din underviser frigiver det.
ui-online-your-result = Dit resultat
ui-online-question-col = Spørgsmål
ui-online-verdict = Bedømmelse
ui-online-right-answer = Rigtigt svar
ui-online-verdict-right = Rigtigt
ui-online-verdict-partly = Delvis rigtigt
ui-online-verdict-wrong = Forkert
ui-online-verdict-blank = Ikke besvaret
ui-online-score = Point
ui-online-extra = Ekstra tid (minutter)
ui-online-extra-for = Ekstra minutter til { $name }
ui-online-extra-set = Gem
ui-online-status-absent = Ikke startet
ui-online-status-sitting = I gang, til kl. { $time }
ui-online-status-over = Tiden er gået
ui-online-status-handed-in = Afleveret kl. { $time }
ui-online-close = Luk prøven nu og bedøm den
ui-online-closed-graded = Lukket; alle svar er bedømt af programmet.
ui-online-csv = Resultaterne som CSV (én række pr. kursist)
ui-online-release-what = Vis kursisterne
ui-online-shows-score = Deres point
ui-online-shows-answers = Deres point, bedømmelser og de rigtige svar
ui-online-shows-explanations = Alt det, og hvorfor et forkert svar er forkert
ui-online-release-withdraw = Intet (træk resultaterne tilbage)
ui-online-release = Frigiv resultaterne
ui-online-release-change = Ændr, hvad der er frigivet
ui-online-regrade = Bedøm igen (først en prøvekørsel)
ui-online-regrade-dry = Ny bedømmelse: hvad der ville ændre sig
ui-online-regrade-none = Ingen point ville ændre sig.
ui-online-regrade-count = { $count ->
    [one] 1 svar ville ændre sig:
   *[other] { $count } svar ville ændre sig:
  }
ui-online-before = Nu
ui-online-after = Efter ny bedømmelse
ui-online-regrade-confirm = Bedøm disse svar igen
ui-online-regrade-kept = { $count ->
    [one] 1 spørgsmål blev stående som bedømt: skabelonen giver ikke længere den sag, kursisterne fik.
   *[other] { $count } spørgsmål blev stående som bedømt: skabelonerne giver ikke længere de sager, kursisterne fik.
  }
ui-online-offline = Ikke gemt endnu: serveren svarer ikke. Prøver igen; dit svar bliver stående på siden.
ui-online-close-confirm = Jeg er sikker: alle igangværende besvarelser slutter nu med det, der er gemt.
ui-online-close-unconfirmed = Sæt kryds i feltet for at lukke prøven: så slutter alle igangværende besvarelser.
# Issue 36 (helper C): answer sheets read from scans.
sheet-fill-marks = Udfyld cirklen helt med en mørk pen; sæt ikke flueben. Én cirkel pr. række af svarmuligheder, én pr. kolonne i et tal eller en paragraf (lad en kolonne stå tom, når den ikke skal bruges). Skriv også svaret i feltet. Vil du ændre et svar, så visk det helt ud.

ui-online-stats = Opgavestatistik
ui-online-stats-test = { $students } kandidater tog prøven; gennemsnit { $mean } af { $max }; Cronbachs alfa { $alpha } %; standardfejl { $error } point.
ui-online-stats-question = Spørgsmål
ui-online-stats-facility = Løsningsgrad (%)
ui-online-stats-sd = Standardafvigelse (%)
ui-online-stats-discrimination = Diskrimination (%)
ui-online-stats-efficiency = Effektivitet (%)
ui-online-stats-misreadings = Fejllæsninger bag forkerte svar
ui-online-stats-suspect = negativ: tjek facitten
ui-online-stats-csv = Hent statistikken (CSV)

## Papirprøver rettet i browseren (sag 35 § 6, 36 § 4)
ui-marking-title = Retning: { $exam }
ui-marking-heading = Retning af papirsvarene
ui-marking-explained = Upload svarene skrevet ind i en CSV-fil, eller de scannede svarark, og se resultaterne her.
ui-marking-open = Ret papirsvarene
ui-marking-errors = Intet blev rettet:
ui-marking-typed = Indtastede svar (CSV)
ui-marking-typed-explained = Én række pr. svar: kursist, spørgsmål, svar (som ruling exam grade læser dem). Hver fil gemmes som sin egen portion; resultaterne samler alle portioner.
ui-marking-answers-file = Svarfil
ui-marking-replace = Erstat portionen med samme navn
ui-marking-grade = Ret
ui-marking-scans = Scannede svarark
ui-marking-scans-explained = En PDF fra scanneren eller fotos (PNG eller JPEG), siderne i vilkårlig rækkefølge. Hver scanning, der uploades, gemmes og læses sammen med de andre.
ui-marking-cap = Højst { $max } MB pr. upload.
ui-marking-scan-files = Scanninger
ui-marking-read = Læs scanningerne
ui-marking-reading = Scanningerne læses nu. Siden genindlæser sig selv, til de er læst.
ui-marking-findings = Sider, du bør se på
ui-marking-all-read = Alle sider blev genkendt.
ui-marking-unsure = Usikre markeringer
ui-marking-unsure-explained = Hver af dem regnes som ulæselig, til du afgør den: vælg det svar, kursisten mente, eller blank.
ui-marking-student = Kursist { $student }
ui-marking-box = felt { $box }
ui-marking-crop-alt = Markeringerne i felt { $box } som scannet
ui-marking-settled = Afgjort som { $answer }.
ui-marking-typed-answer = Svar
ui-marking-settle = Afgør
ui-marking-results = Resultater
ui-marking-none = Intet er rettet endnu.
ui-marking-batches = portioner
ui-marking-number = Nr.
ui-marking-score = Point
ui-marking-absent = Ingen svar fra kursist { $list }.
ui-marking-stats = Pr. spørgsmål
ui-marking-facility = Løsningsgrad (gennemsnitspoint)
ui-marking-answered = Besvaret
ui-marking-common = Hyppigste fejllæsning
ui-marking-answers = Alle svar
ui-marking-box-col = Felt
ui-marking-written = Skrevet
ui-marking-verdict = Vurdering
ui-marking-misreading = Fejllæsning
ui-marking-too-large = Uploaden er større end { $max } MB: send scanningerne i flere omgange.
ui-marking-one-file = Vælg én svarfil.
ui-marking-batch-exists = En portion med navnet { $name } er allerede rettet: sæt kryds ved “Erstat” for at erstatte den, eller omdøb filen.
ui-marking-no-scans = Vælg mindst én scanning.
ui-marking-bad-answer = Det svar er ikke et af feltets valg.
# Issue 37 §4 and 35 §6 (helper C, round 40): eksport fra nettet, en trykt eksamens zip.
ui-export-title = Eksportér spørgsmål
ui-export-explained = Kursets spørgsmål som en fil til en læringsplatform eller et bridgeprogram: et antal varianter af hver skabelon, med motorens svar, fejllæsningerne som feedback og forklaringerne. Hvert spørgsmål har sin variantkode.
ui-export-format = Format
ui-export-format-moodle = Moodle XML (import til spørgsmålsbanken)
ui-export-format-qti = QTI 2.1-pakke, zip (Inspera, Canvas og andre platforme)
ui-export-format-pbn = PBN-fil med spil (kun spørgsmålene med rigtige kortfordelinger)
ui-export-format-bad = Vælg et af de viste formater.
ui-export-count = Varianter pr. skabelon
ui-export-count-hint = Højst { $max } spørgsmål i én fil.
ui-export-count-bad = Angiv et helt antal varianter, mindst 1.
ui-export-too-many = { $templates } skabeloner × { $count } varianter giver { $questions } spørgsmål, flere end de { $max }, én fil kan rumme. Vælg færre varianter pr. skabelon, eller sæt kryds ved færre emner.
ui-export-more = Flere valg: emner, startværdi
ui-export-families = Emner
ui-export-families-hint = Intet kryds: alle kursets skabeloner.
ui-export-family-bad = Sæt kun kryds ved emner, som dette kursus øver.
ui-export-seed-hint = Den første variants startværdi; de næste tæller opad fra det. Samme startværdi giver de samme spørgsmål igen.
ui-export-download = Hent
ui-export-no-real-deals = Ingen af de valgte skabeloner har en rigtig kortfordeling at skrive som PBN. Sæt kryds ved emnet Kulørsvigt, eller vælg et andet format.
ui-exam-zip = Alle filer i én zip ({ $file })
