# Dansk meddelelseskatalog for lovmotoren.
# Terminologi: Love for turneringsbridge (DBf's autoriserede udgave), DBf's
# Turneringslederhåndbog og DBf-artiklen "Fortrydelse efter krav og afkald" (seeds/003).
# Argumenter: verdenshjørner, sider og farver kommer allerede oversat (seat-N, side-NS,
# suit-S nedenfor); kort, kontrakter, meldinger, decimaltal og $law i dansk notation
# (src/i18n/notation.rs: ♥D, 3ut, 4,67, § 12C1c); $band, brøker og vælgernøgler som ren
# tekst.

## Ordliste: ét begreb pr. term, brugt af alle meddelelser og skabeloner (GLOSSARY.md).
## Former: def = bestemt, gen = genitiv, pl = flertal, def-pl = bestemt flertal.

-revoke = { $form ->
       *[indef] kulørsvigt
        [def] kulørsvigten
        [pl] kulørsvigte
        [def-pl] kulørsvigtene
    }
-revoke-trick = stikket med kulørsvigten
-established = etableret
-declarer = { $form ->
       *[indef] spilfører
        [def] spilføreren
        [gen] spilførers
    }
-dummy = { $form ->
       *[def] den blinde
        [def-gen] den blindes
    }
-defender = { $form ->
       *[indef] modspiller
        [def] modspilleren
        [gen] modspillers
        [def-gen] modspillerens
        [pl] modspillere
        [def-pl] modspillerne
    }
-director = { $form ->
       *[indef] turneringsleder
        [def] turneringslederen
        [def-gen] turneringslederens
    }
-offending-side = { $form ->
       *[def] den fejlende side
        [bare] fejlende side
    }
-non-offending-side = { $form ->
       *[def] den ikke-fejlende side
        [bare] ikke-fejlende side
    }
-offender = { $form ->
       *[def] den fejlende spiller
        [def-gen] den fejlende spillers
    }
-claim = { $form ->
       *[indef] krav
        [def] kravet
    }
-claimer = { $form ->
       *[person] den, der fremsatte kravet
        [side] den side, der fremsatte kravet
    }
-concession = { $form ->
       *[indef] afkald
        [def] afkaldet
    }
-acquiescence = { $form ->
       *[indef] accept
        [def] accepten
    }
-penalty-card = strafkort
-major-penalty-card = stort strafkort
-correction-period = { $form ->
       *[def] rettelsesfristen
        [indef] rettelsesfrist
    }
-rectification = berigtigelse
-adjusted-score = justeret score
-artificial-adjusted-score = { $form ->
       *[indef] kunstig score
        [def] den kunstige score
        [weak] kunstige score
        [pl] kunstige scorer
    }
-weighted-score = { $form ->
       *[indef] vægtet score
        [def] den vægtede score
    }
-finesse = { $form ->
       *[indef] knibning
        [def] knibningen
    }
-unauthorized-information = { $form ->
       *[indef] ubeføjede oplysninger
        [def] de ubeføjede oplysninger
    }
-logical-alternative = { $form ->
       *[indef] logisk alternativ
        [def] det logiske alternativ
        [def-pl] de logiske alternativer
    }
-infraction = { $form ->
       *[indef] overtrædelse
        [def] overtrædelsen
    }
-auction = meldeforløbet
-call = { $form ->
       *[indef] melding
        [def] meldingen
    }
-bid = { $form ->
       *[indef] bud
        [def] buddet
    }
-pass = pas
-session = { $form ->
       *[indef] sektion
        [def] sektionen
    }
-round = { $form ->
       *[indef] runde
        [def] runden
    }
-trick-score = stikpoint
-undertrick = manglende stik
-wild-or-gambling-action = en vild eller satsende handling
-consequent-damage = skade forårsaget af overtrædelsen
-subsequent-damage = selvforskyldt skade
-vulnerable = i farezonen
-ruling = { $form ->
       *[indef] kendelse
        [def] kendelsen
    }

## Ord

seat-N = Nord
seat-E = Øst
seat-S = Syd
seat-W = Vest
side-NS = Nord-Syd
side-EW = Øst-Vest
suit-S = spar
suit-H = hjerter
suit-D = ruder
suit-C = klør
trumps-none = ingen (sans)
vul-None = ingen
vul-NS = Nord-Syd
vul-EW = Øst-Vest
vul-All = alle
fault =
    { $fault ->
        [innocent] helt uden skyld
        [partly] delvis skyld i det
       *[guilty] direkte skyld i det
    }

## Score (§ 77) og IMP (§ 78B)

score-passed-out = Alle fire meldte { -pass }: ingen af siderne får point.
score-result = { $contract } spillet af { $declarer }, { $vulnerable ->
        [yes] { -vulnerable }
       *[no] uden for farezonen
    }: { $tricks } stik taget, { $needed } nødvendige.
score-contract-points = { CAP(-trick-score) } for de meldte stik{ $doubling ->
        [doubled] , doblet
        [redoubled] , redoblet
       *[undoubled] {""}
    }: { $points }.
score-overtricks = { $count } { $count ->
        [one] overstik
       *[other] overstik
    } à { $each }: { $points }.
score-game-bonus = Bonus for udgang: { $points }.
score-partscore-bonus = Bonus for delkontrakt: { $points }.
score-small-slam-bonus = Bonus for lilleslem: { $points }.
score-grand-slam-bonus = Bonus for storeslem: { $points }.
score-insult = Bonus for at vinde en { $points ->
        [50] doblet
       *[other] redoblet
    } kontrakt: { $points }.
score-undertricks = { $count } { -undertrick }{ $doubling ->
        [doubled] , doblet
        [redoubled] , redoblet
       *[undoubled] {""}
    }: { $sum } = { $points } til { -defender(form: "def-pl") }.
score-total = { $side } får { $points }; set fra Nord-Syd giver det { $ns }.
imps-band = En forskel på { $difference } point ligger i intervallet { $band } på WBF's IMP-skala: { $imps } IMP.

## Kunstig justeret score (§ 12C2, § 86A)

artificial-fault = Der kunne ikke opnås et resultat, og { $side } var { fault }.
artificial-teams = I holdturnering er en { -artificial-adjusted-score } +3 IMP for middel plus, 0 for middel og −3 for middel minus: { $side } får { $imps } IMP.
artificial-teams-fault = { $side } var { fault }: { -artificial-adjusted-score } { $imps } IMP.
artificial-pairs = { $side } var { fault }: { $pct } %.
artificial-session = { $side } opnåede { $pct } % i { -session(form: "def") }, { $fault ->
        [innocent] mere end de 60 % for middel plus, og beholder derfor sin sektionsprocent
       *[other] mindre end de 40 % for middel minus, og får derfor sin sektionsprocent
    }: { $pct } %.

## Vægtet score (§ 12C1c)

weighted-outcome = Vægt { $weight }: { $ns } mod { $other } ved det andet bord giver en forskel på { $difference }, { $imps } IMP; vægtet { $part }.
weighted-total = { CAP(-weighted-score(form: "def")) } er summen: { $exact } IMP ({ $rounded }).

## Skade forårsaget af overtrædelsen og selvforskyldt skade (§ 12C1b)

split-actual = Bordresultatet { $ns } mod { $other } ved det andet bord giver { -non-offending-side } { $side } { $imps } IMP.
split-normal = Normalt spil efter { -infraction(form: "def") } ville have givet { $ns }: { $imps } IMP.
split-without = Uden { -infraction(form: "def") } ville resultatet have været { $ns }: { $imps } IMP.
split-consequent = { CAP(-infraction(form: "def")) } forvoldte en skade på { $damage } IMP ({ -consequent-damage }); de øvrige { $subsequent } IMP tabte { -non-offending-side } ved sin egen alvorlige fejl ({ -subsequent-damage }), og det tab bærer den selv. Dens score: { $imps } IMP.
split-no-damage = Normalt spil efter { -infraction(form: "def") } ville have givet mindst lige så godt et resultat som uden den: { -infraction(form: "def") } forvoldte ingen skade, og { -non-offending-side } beholder sit bordresultat på { $imps } IMP.
split-full-redress = { CAP(-non-offending-side) } begik ingen alvorlig fejl selv: den får det bedste af sit bordresultat og resultatet uden { -infraction(form: "def") }, { $imps } IMP.
split-offenders = { CAP(-offending-side) } { $side } får scoren, som om { -infraction(form: "def") } ikke var sket: { $imps } IMP.

## § 86D efter DBV's retningslinje af 1. marts 2013

law86d-difference = Ved bordet, hvor spillet blev spillet, blev resultatet { $table }, og det forventede resultat er { $expected }: en forskel på { $difference }, { $imps } IMP til Nord-Syd-holdet.
law86d-not-unusual = { $imps } IMP afviger ikke mere end 6 IMP fra det forventede resultat, så resultatet er ikke usædvanligt (DBV nr. 3): hvert hold får sin { -artificial-adjusted-score(form: "weak") }.
law86d-unusual = { $imps } IMP afviger mere end 6 IMP fra det forventede resultat: et usædvanligt resultat (DBV nr. 3), godt for { $good }-holdet og dårligt for { $bad }-holdet.
law86d-precedence = Begge hold { $fault ->
        [innocent] er helt uden skyld i, at spillet ikke kunne spilles
        [partly] har delvis skylden for, at spillet ikke kunne spilles
       *[guilty] har skylden for, at spillet ikke kunne spilles
    }: scoren for { $side }-holdet beregnes først (DBV nr. 8).
law86d-weighted = { $side }-holdet { $fault ->
        [innocent] er helt uden skyld i, at spillet ikke kunne spilles,
        [partly] har delvis skylden for, at spillet ikke kunne spilles,
       *[guilty] har hele skylden for, at spillet ikke kunne spilles,
    } og har det usædvanligt { $result ->
        [good] gode
       *[bad] dårlige
    } resultat: { $rule ->
        [no4] det tæller fuldt ud (DBV nr. 4)
        [no5] det tæller fuldt ud (DBV nr. 5)
        [no6] det tæller en tredjedel (DBV nr. 6)
        [no7] det tæller en tredjedel (DBV nr. 7)
       *[partly] retningslinjen dækker ikke et hold, der kun har delvis skylden, så det tæller det halve
    }: { $weight } × { $imps } = { $exact }, afrundet { $score } IMP.
law86d-cap = De to hold får tilsammen højst summen af deres { -artificial-adjusted-score(form: "pl") } (DBV nr. 9): { $ns_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } for Nord-Syd-holdet og { $ew_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } for Øst-Vest-holdet, i alt { $cap } IMP.
law86d-opponents = Tilsammen ville de to hold få { $sum } IMP, mere end denne grænse: { $side }-holdet, der beregnes sidst, får forskellen til grænsen (DBV nr. 10): { $cap } − ({ $first }) = { $score } IMP.

## Ubeføjede oplysninger (§ 16B)

ui-source-partner = Oplysningen kom fra makker (en bemærkning, en tøven, en alert eller manglende alert): den er ubeføjet for { $side }.
ui-source-withdrawn = Oplysningen kom fra en { -call } eller et spil, der er taget tilbage: for { -offending-side } { $side } er den ubeføjet.
ui-source-extraneous = Oplysningen kom uden for bordets lovlige procedurer (overhørt, eller et kort, der blev set). At modtage den er ingen overtrædelse: turneringslederen lader spillet fortsætte og justerer, hvis den påvirkede resultatet (§ 16D2c); { $side } må ikke bruge den.
ui-la = { $action }: { $selected } af { $total } adspurgte spillere valgte dette, en andel der når tærsklen på { $threshold }: et { -logical-alternative }.
ui-not-la = { $action }: { $selected } af { $total } adspurgte spillere valgte dette, en andel under tærsklen på { $threshold }: ikke et { -logical-alternative }.
ui-not-suggested = { $action } er ikke en handling, som { -unauthorized-information(form: "def") } antyder: bordresultatet { $ns } står ved magt.
ui-no-alternative = { $action } antydes af de ubeføjede oplysninger, men der er intet logisk alternativ til den: bordresultatet { $ns } står ved magt.
ui-infraction = { $side } valgte { $chosen }, som påviseligt kunne være antydet af { -unauthorized-information(form: "def") }, mens et { -logical-alternative } ikke var antydet: en { -infraction } af { $law }.
ui-adjusted = Scoren justeres til { -logical-alternative(form: "def") }, der er mindst gunstigt for { -offending-side } { $side }: { $action }, { $ns } til Nord-Syd.

## Kulørsvigt (§§ 61–64)

revoke-facts = { $offender } svigtede kulør: bekendte ikke kulør, selvom spilleren havde et kort i den udspillede farve.
revoke-none = Alle spillere bekendte kulør, hver gang de kunne: der var ingen { -revoke }.
revoke-found = Stik { $trick }: { $offender } spillede { $card }, selvom spilleren havde { $suit }, den udspillede farve: en { -revoke }.
revoke-established-given = { CAP(-revoke(form: "def")) } var { -established }: den kan ikke længere rettes (undtagen i stik 12, § 62D), og { -revoke-trick } forbliver som spillet (§ 63B).
revoke-established-trick12 = { CAP(-revoke(form: "def")) } var { -established }, men en { -revoke } i stik 12 er undtagelsen: efter § 63B ("undtagen som bestemt i § 62D") skal den rettes, og stikket forbliver ikke som spillet.
revoke-established-play = { $offender }s side spillede til stik { $trick }, et efterfølgende stik, og dermed blev { -revoke(form: "def") } { -established }.
revoke-established-named = { $namer }, en spiller fra { -offending-side }, nævnte eller udpegede et kort, der skulle spilles til næste stik (for eksempel fra { -dummy }), og dermed blev { -revoke(form: "def") } { -established }.
revoke-established-claim = { $claimer }, en spiller fra { -offending-side }, fremsatte { -claim } eller gav { -concession }, og dermed blev { -revoke(form: "def") } { -established }.
revoke-established-acquiesce = { CAP(-offending-side) } { $side } accepterede { -claim(form: "def") } fra { $claimer }, og dermed blev { -revoke(form: "def") } { -established }.
revoke-not-established = Der blev gjort opmærksom på { -revoke(form: "def") }, før { $offender } eller makker spillede til et efterfølgende stik, og før noget { -claim }: { -revoke(form: "def") } var ikke { -established }.
revoke-62a = { $offender } skal rette { -revoke(form: "def") }: tage kortet tilbage og spille et lovligt kort{ $suit_key ->
        [spades] {" "}(en spar)
        [hearts] {" "}(en hjerter)
        [diamonds] {" "}(en ruder)
        [clubs] {" "}(en klør)
       *[other] {""}
    }.
revoke-62b1 = { $offender } er { -defender }, og kortet kom fra en skjult hånd: det bliver et { -major-penalty-card }.
revoke-62b1-faced = { $offender } undlod at spille et kort, der lå synligt på bordet (et { -penalty-card }), som lovene krævede: kortet, der blev spillet i stedet, kom fra den skjulte hånd, så det tages tilbage og bliver også et { -major-penalty-card }.
revoke-62b2 = Kortet kom fra { -declarer(form: "gen") } eller { -dummy(form: "def-gen") } hånd: det tages tilbage uden yderligere { -rectification }.
revoke-62b2-faced = Kortet lå allerede med billedsiden opad: det tages tilbage uden yderligere { -rectification }.
revoke-62c1 = Hver spiller fra { -non-offending-side } { $side } må tage et kort tilbage, der er spillet efter { -revoke(form: "def") }, og spille et andet.
revoke-play-continues = Spillet fortsætter fra det rettede stik; der overføres ingen stik.
revoke-trick12-corrected-facts = En { -revoke } i stik 12 skal rettes, selvom den er { -established }, hvis den opdages, før alle fire hænder er lagt tilbage i mappen.
revoke-trick12-corrected = { CAP(-revoke(form: "def")) } i stik 12 rettes (§ 62D1): { $offender } spiller et kort i { $suit }, og de to sidste stik spilles om. { CAP(-declarer(form: "gen")) } side fik { $before } af dem som spillet og { $after } efter rettelsen.
revoke-trick12-too-late = { CAP(-revoke(form: "def")) } fra { $offender } i stik 12 blev først opdaget, efter at alle fire hænder var lagt tilbage i mappen: den kan ikke længere rettes (§ 62D1) og står, som den blev spillet.
revoke-62d2 = { $partner } spillede til stik 12 efter { -revoke(form: "def") } og må ikke vælge et spil, som { -revoke(form: "def") } kunne have antydet: tvivl går ud over { -offending-side }.
revoke-64a1-two = { $offender } vandt { -revoke-trick }, og { -offending-side } vandt et senere stik: { -revoke-trick } og ét senere stik overføres, { $transferred } stik.
revoke-64a1-one = { $offender } vandt { -revoke-trick }, men { -offending-side } vandt intet senere stik: kun { -revoke-trick } overføres, { $transferred } stik.
revoke-64a2-partner = { CAP(-revoke-trick) } blev vundet af { $winner }, ikke af { $offender }; da { -offending-side } vandt det, overføres ét stik.
revoke-64a2-later = { CAP(-revoke-trick) } blev vundet af { $winner }, ikke af { $offender }; da { -offending-side } vandt et senere stik, overføres ét stik.
revoke-dummy-not-declarer = { CAP(-revoke-trick) } blev vundet på bordet ({ $dummy }): et stik, der er vundet af { -dummy }, regnes i § 64A ikke som vundet af { -declarer }.
revoke-64b1 = { CAP(-offending-side) } vandt hverken { -revoke-trick } eller noget senere stik: der overføres ingen stik.
revoke-64a2-already-transferred = { CAP(-revoke-trick) } blev vundet af { $winner }, ikke af { $offender }. { CAP(-offending-side) } vandt ganske vist { $count ->
        [one] et stik fra { -revoke-trick } og frem, stik { $tricks }, men det var
       *[other] stik fra { -revoke-trick } og frem, stik { $tricks }, men de var
    } allerede overført for en anden { -revoke }, og intet stik overføres to gange: § 64A2 overfører 0 stik for denne.
revoke-64a1-one-already-transferred = { $offender } vandt { -revoke-trick }; { $count ->
        [one] det senere stik, som { -offending-side } vandt, { $tricks }, var
       *[other] de senere stik, som { -offending-side } vandt, { $tricks }, var
    } allerede overført for en anden { -revoke }: kun { -revoke-trick } overføres, { $transferred } stik.
revoke-none-play-continues = Spilleren, der blev spurgt, havde intet kort i den udspillede farve: der er intet at rette, og spillet fortsætter.
revoke-62c3 = Begge sider svigtede kulør i stik { $trick }, og kun { $side } spillede til stik { $next }: begge { -revoke(form: "pl") } skal rettes, også den, der er { -established } (§ 62C3; § 63B tillader det). Kortene spillet til stik { $next } tages også tilbage, og ingen af de to { -revoke(form: "pl") } berigtiges efter § 64.
revoke-62c3-revoke = { $offender } tager { $card } tilbage og spiller et kort i { $suit }; { $penalty ->
        [yes] som en { -defender(form: "gen") } kort fra en skjult hånd bliver { $card } et { -major-penalty-card }
       *[no] det er ikke en { -defender(form: "gen") } kort og går tilbage på hånden uden { -rectification }
    } (§ 62C3).
revoke-62c3-next-penalty-card = { $seat } tager { $card } tilbage, spillet til stik { $trick }: hvert kort, modspillersiden tager tilbage, bliver et { -penalty-card } (§ 62C3), her et { -major-penalty-card }.
revoke-62c3-next-withdrawn = { $seat } tager { $card } tilbage, spillet til stik { $trick }: det er ikke en { -defender(form: "gen") } kort og går tilbage uden { -rectification } (§ 62C3).
revoke-62c3-information = Det, hver sides tilbagetagne kort viste, er uautoriseret information for den side (§ 16C2).
revoke-43b2b = { $dummy }, { -dummy }, havde mistet sine rettigheder og var den første, der spurgte { $declarer } om { -revoke(form: "def") }: { -declarer(form: "def") } skal erstatte kortet med et korrekt kort, og strafbestemmelserne i § 64 gælder, som om { -revoke(form: "def") } var { -established } (§ 43B2(b)).
revoke-43b2b-continues = Spillet fortsætter fra det rettede stik; når spillet er slut, overfører { -director(form: "def") } stik efter § 64, med { -revoke-trick } som rettet og de senere stik som spillet, som om { -revoke(form: "def") } var { -established }.
revoke-43b2b-replayed = { $declarer } spillede { $card } i stik { $trick } i stedet, og spillet fortsatte; § 64 anvendes nu på det rettede stik og stikkene efter det, som om { -revoke(form: "def") } var { -established }.
revoke-64b2 = Dette er en senere { -revoke } af { $offender } i samme farve: der overføres ingen stik for den (§ 64C kan komme i anvendelse).
revoke-64b3 = Kortet, som { $offender } undlod at spille, lå synligt på bordet: der overføres ingen stik.
revoke-64b3-dummy = { CAP(-revoke(form: "def")) } blev begået fra { -dummy(form: "def-gen") } hånd ({ $offender }): der overføres ingen stik.
revoke-64b4 = Der blev først gjort opmærksom på { -revoke(form: "def") }, efter at en spiller fra { -non-offending-side } havde afgivet en { -call } i næste spil: der overføres ingen stik.
revoke-64b5 = Der blev først gjort opmærksom på { -revoke(form: "def") } efter rundens afslutning: der overføres ingen stik.
revoke-64b6 = { CAP(-revoke(form: "def")) } skete i stik 12: der overføres ingen stik.
revoke-64b7 = Begge sider svigtede kulør i dette spil: der overføres ingen stik for { -revoke(form: "def") } fra { $offender }.
revoke-transfer-result = { $transferred } { $transferred ->
        [one] stik overføres
       *[other] stik overføres
    } til { $side }: { -declarer(form: "gen") } { $table } stik bliver til { $after }.
revoke-64c-adjust = Uden { -revoke(form: "def") } ville { -declarer } have taget { $without } stik; med { $after } { $transferred ->
        [0] som spillet
       *[other] efter overførslen
    } er { $side } ikke holdt skadesløs, så { -director(form: "def") } justerer til { $without }.
revoke-64c-enough = Uden { -revoke(form: "def") } ville { -declarer } have taget { $without } stik; med { $after } { $transferred ->
        [0] som spillet
       *[other] efter overførslen
    } er { $side } holdt fuldt skadesløs.
revoke-64c2b = Begge sider svigtede kulør: { -director(form: "def") } fastsætter resultatet, som om ingen { -revoke } var sket, { $tricks } stik til { -declarer }.
revoke-64c-needed = { CAP(-director(form: "def")) } genopretter efter § 64C et retfærdigt resultat ud fra de stik, { -declarer } ville have taget uden { -revoke(form: "def") }.
revoke-64c-effect = Målt ved { -revoke(form: "def") }: havde { $offender } fulgt kulør i stik { $trick } (udspil { $card }, kortene før { -revoke(form: "def") } som spillet), med fornuftigt spil fra begge sider derefter, ville { -declarer(form: "gen") } side have taget { $without } af stikkene fra stik { $trick }, mod { $with } med { -revoke(form: "def") } og fornuftigt spil derefter.
revoke-64c-kept = Målt i spillet, som det gik: havde { $offender } fulgt med { $card } i stik { $trick } og spillet { $revoke } dér, hvor spilforløbet har { $card }, og alle andre kort som spillet { $until ->
        [0] til spillet var slut
       *[other] frem til stik { $until }, hvor spillet ikke længere kunne blive det samme (et kort, spilleren ikke længere har eller ikke længere må spille, et stik vundet af en anden spiller, eller et valg fra { -offending-side }, som ville koste den mere end ved bordet), og fornuftigt spil fra begge sider derfra
    }, ville { -declarer(form: "gen") } side have taget { $without } af stikkene fra stik { $trick }, mod { $with } { $until ->
        [0] som spillet
       *[other] som spillet frem til stik { $until } og med fornuftigt spil derfra
    }.
revoke-64c-cost = { CAP(-revoke(form: "def")) } kostede { $side } { $cost ->
        [0] intet
        [one] ét stik
       *[other] { $cost } stik
    }{ $kept ->
        [larger] , efter det største af de to mål: spil, som { -revoke(form: "def") } vildledte, regnes med til skaden, mens et stik, der tabes både med og uden den, er sidens eget, som § 64C ikke erstatter
        [none] {" "}efter nogen af de to mål
       *[no] {""}
    }.
revoke-64c-cost-each = { CAP(-revoke(form: "def")) } i stik { $trick } kostede { $side } { $cost ->
        [0] intet
        [one] ét stik
       *[other] { $cost } stik
    }{ $kept ->
        [larger] {" "}(det største af de to mål)
        [none] {" "}efter nogen af de to mål
       *[no] {""}
    }; { $transferred ->
        [0] intet stik
        [one] ét stik
       *[other] { $transferred } stik
    } overføres for den.
revoke-64c-each = Flere { -revoke(form: "pl") } fra samme side: hver vurderes for sig, da den skete (WBF's lovkomité, 2009), for § 64C1 gælder efter enhver etableret { -revoke }, og § 64C2a beholder den første af gentagne { -revoke(form: "pl") } med dens overførsel. For hver får { $side } de stik, der er overført for den, eller det, den kostede, hvad der end er mest, og det lægges sammen: overførslen for én { -revoke } betaler ikke for skaden fra en anden. { CAP(-declarer(form: "gen")) } { $table } stik som spillet bliver til { $tricks }.
revoke-64c2b-each = Begge sider svigtede kulør: { -director(form: "def") } fastsætter resultatet, som om ingen { -revoke } var sket, og tager virkningen af hver { -revoke } ud, målt da den skete, efter det mål, der er mindst gunstigt for den side, der begik den: { -declarer(form: "gen") } { $table } stik som spillet bliver til { $tricks }.
revoke-final = Resultat: { $contract } spillet af { $declarer } med { $tricks } stik, { $ns } til Nord-Syd.

## Krav og afkald (§§ 68–71)

claim-all = { $claimer } kræver alle de { $remaining } resterende stik.
claim-part = { $claimer } kræver { $claimed } af de { $remaining } resterende stik og giver dermed { -concession } på { $conceded }.
claim-concede-all = { $claimer } giver { -concession } på alle de { $remaining } resterende stik.
claim-68b2-void = { $partner } protesterede øjeblikkeligt mod makkers { -concession }: der er ikke givet { -concession }, og spillet fortsætter (protesten giver den anden { -defender } { -unauthorized-information }).
claim-68b2-no-concession = { $partner } protesterede, men en { -defender(form: "gen") } protest ophæver kun et { -concession } på stik, ikke et { -claim }: { -claim(form: "def") } står ved magt og skal vurderes.
claim-68b2-dummy = { $partner }, { -dummy }, protesterede: kun en { -defender(form: "gen") } { -concession } ophæves af makkers protest, så { -declarer(form: "gen") } { -claim } står ved magt og skal vurderes.
claim-no-statement = { CAP(-claim(form: "def")) } blev fremsat uden en klar redegørelse: enhver normal rækkefølge af spillet kommer i betragtning.
claim-70c = En modstander har stadig en trumf, som { -claimer }, ikke nævnte: der spilles, som om han ikke vidste det, så han kan tage vindere i sidefarverne, der bliver trumfet, eller spille sin egen højeste trumf, som om den var den sidste, og trumfen vinder et stik, hvis noget sådant normalt spil giver den mulighed for det.
claim-70c-aware = { CAP(-claimer) } nævnte ikke den udestående trumf, men var åbenlyst klar over den (en trumfrunde var spillet, og begge modspillere bekendte): der spilles ikke, som om han ikke vidste det, og han trækker den.
claim-normal-line = Når kortene spilles ud på enhver normal måde (også skødesløst eller dårligt, men aldrig irrationelt), får { -claimer(form: "side") }, { $tricks } { $tricks ->
        [one] stik
       *[other] stik
    } ved den dårligste: { $line }.
claim-better-not-credited = Bedste spil ville give { $dd }, men en spilleplan, som ikke indgik i redegørelsen, godskrives ikke: tvivl går ud over { -claimer }, og siden godskrives højst { $tricks }.
claim-70-stands = { CAP(-claim(form: "def")) } på { $claimed } stik holder ved ethvert normalt spil: det står ved magt.
claim-70-fails = { CAP(-claim(form: "def")) } på { $claimed } stik holder ikke ved normalt spil: { -claimer(form: "side") }, får { $awarded }, og { $lost } { $lost ->
        [one] stik går
       *[other] stik går
    } til modstanderne.
claim-71-restored = { CAP(-concession(form: "def")) } på { $restored } { $restored ->
        [one] stik
       *[other] stik
    } annulleres: siden kunne ikke have fået færre end { $tricks } stik ved noget som helst normalt spil (inden for { -correction-period } i § 79C).
claim-71-line-loses = Når kortene spilles ud på normale måder (også skødesløst eller dårligt, men aldrig irrationelt), får { -claimer(form: "side") }, kun { $tricks } { $tricks ->
        [one] stik
       *[other] stik
    } ved en af dem: { $line }.
claim-71-stands = { CAP(-concession(form: "def")) } står ved magt: ved normalt spil tabes de stik, der er givet { -concession } på, så intet af dem gives tilbage.
claim-69a = { $side } accepterede { -claim(form: "def") } og fik dermed { $conceded } { $conceded ->
        [one] stik
       *[other] stik
    }.
claim-69b-likely-line = Hvis spillet var fortsat, er den sandsynlige spilleføring fornuftigt spil: { -claimer } spiller det, han sagde; hvert andet kort fra hans side er det, der giver flest stik i gennemsnit over de måder, kortene han ikke kan se, kan sidde på (han ser sin hånd, bordet og de spillede kort og regner med de længder, slutpositionen viser), så han mavser eller spiller på fald efter chancerne, ikke efter kortene; modspillerne spiller bedst muligt. { CAP(-claimer(form: "side")) } tager da { $tricks } { $tricks ->
        [one] stik
       *[other] stik
    }: { $line }.
claim-69b-guess = { $player }s { $card } var et gæt: intet kort var bedst, uanset hvordan de usete kort sidder. Spilleføringen tager det kort, der er bedst i gennemsnit, med hver fordeling talt én gang (efter ledige pladser, uden begrænset valg); en { -director }, der vægter fordelingerne anderledes, kan vælge et andet kort her.
claim-69b-restored = Med fornuftigt spil fra begge sider ville { $side } sandsynligvis have taget { $likely }: { $restored } { $restored ->
        [one] stik gives
       *[other] stik gives
    } tilbage (inden for { -correction-period } i § 79C).
claim-69b-stands = Med fornuftigt spil fra begge sider ville { $side } sandsynligvis kun have taget { $likely }: intet stik gives tilbage.
claim-result = { $side } får { $tricks } af de resterende stik: { -declarer } ({ $declarer }) får { $total } stik i alt.
claim-rest-conceded = { $conceded ->
        [one] Det stik, der ikke kræves, er
       *[other] De { $conceded } stik, der ikke kræves, er
    } givet { -concession } på.
claim-70d2 = { CAP(-claim(form: "def")) } kommer fra en { -defender }: de valg, der står åbne for makker ({ $partner }), afgøres også efter det dårligste normale spil.

## Opgavebanken: betegnelser og de ord, parametrene læses som

label-question = Spørgsmål
label-choices = Svarmuligheder
label-answer = Svar
label-explanation = Forklaring
label-misreadings = Svar, der bygger på en fejllæsning af en paragraf
answer-yes = ja
answer-no = nej
part-law = paragraffen, der afgør følgen af { -revoke(form: "def") } (overførsel, ingen overførsel eller rettelse)
part-transferred = overførte stik
part-declarer_tricks = { -declarer(form: "gen") } stik
part-ns = score til Nord-Syd
part-imps = IMP
part-ns_team = Nord-Syd-holdet (IMP)
part-ew_team = Øst-Vest-holdet (IMP)
part-adjusted_ns = score til Nord-Syd
part-claimer_tricks = stik til { -claimer(form: "side") }
part-established = { -established }
part-penalty_card = { -penalty-card }
part-unusual = usædvanligt resultat
part-infraction = { -infraction }
part-stands = står ved magt
part-play_continues = spillet fortsætter
part-equity_adjusted = justeret efter § 64C
part-rectified_by = paragraffen, der berigtiger { -revoke(form: "def") }
label-ruling = Hele { -ruling(form: "def") }
key-also-right = { $answer } ({ $also } er også rigtigt)
fault-innocent = helt uden skyld
fault-partly = delvis skyld i det
fault-guilty = direkte skyld i det

## Bedømmelse: hvad et forkert svar læser forkert ($law er paragraffen, »§ 64A2«)

misread-imps-band-below = Dette er intervallet under på IMP-skalaen i { $law }: tjek, hvilket interval forskellen ligger i.
misread-imps-band-above = Dette er intervallet over på IMP-skalaen i { $law }: tjek, hvilket interval forskellen ligger i.
misread-imps-other-side = Dette er det rigtige antal IMP for det andet hold: forskellen regnes fra det hold, spørgsmålet gælder ({ $law }).
misread-score-vulnerability = Dette er scoren med farezonerne byttet om ({ $law }).
misread-score-undoubled = Dette er scoren, som om kontrakten ikke var doblet ({ $law }): doblede { -undertrick } og overstik samt bonussen for at vinde en doblet kontrakt giver andre point.
misread-score-other-side = Dette er scoren set fra den anden side: scorerne her er set fra Nord-Syd.
misread-score-redoubled-as-doubled = Dette er scoren, som om kontrakten kun var doblet ({ $law }): redoblede { -undertrick } og overstik tæller dobbelt så meget som doblede, og en vundet redoblet kontrakt giver sin egen bonus.
misread-86d-artificial-only = Dette er kun { -artificial-adjusted-score(form: "def") }: resultatet ved det bord, hvor spillet blev spillet, var usædvanligt, så { $law } og DBV's retningslinje tager hensyn til det.
misread-86d-cap-ignored = Hvert hold blev beregnet for sig: efter DBV nr. 9 og 10 får de to hold tilsammen højst summen af deres { -artificial-adjusted-score(form: "pl") }.
misread-86d-full-weight = Resultatet talte fuldt ud for begge hold: efter DBV nr. 6 og 7 tæller et godt resultat for et hold, der har skyld i det, eller et dårligt resultat for et hold uden skyld, kun en tredjedel.
misread-weighted-points-first = Pointene blev vægtet, før de blev omregnet til IMP: { $law } vægter IMP-resultaterne.
misread-weighted-rounded-early = Hver vægtet del blev afrundet: efter { $law } lægges de nøjagtige dele sammen, og kun summen afrundes.
misread-weighted-likeliest-only = Dette tildeler kun det mest sandsynlige resultat, som § 12C1e ville: { -director(form: "def") } gav en { -weighted-score }, så efter { $law } tæller hvert resultat med sin vægt.
misread-split-full-redress = Her erstattes hele skaden: efter { $law } erstattes den skade, som { -non-offending-side } selv forvoldte ved en alvorlig fejl ({ -subsequent-damage }), ikke.
misread-split-no-redress = Her står bordresultatet ved magt: efter { $law } erstattes den skade, som { -infraction(form: "def") } forvoldte, stadig.
misread-split-points-first = Her deles skaden i point, og summen matchpointberegnes én gang; i parturnering anvendes { $law } i matchpoint: hvert resultat matchpointberegnes først mod de andre borde, og den procent, { -infraction(form: "def") } kostede, lægges til bordprocenten.
misread-split-offenders-keep-table = { CAP(-offending-side) } beholdt sit bordresultat: efter { $law } får den scoren, som om { -infraction(form: "def") } ikke var sket.
misread-artificial-fault-swapped = De to siders skyld blev byttet om ({ $law }).
misread-artificial-session-ignored = Dette er blot 60 % eller 40 % efter § 12C2a: efter { $law } beholder et par uden skyld, der har scoret mere i { -session(form: "def") }, sin procent, og et par med skyld, der har scoret mindre, får sin egen.
misread-artificial-session-whatever-fault = Dette giver parret procenten fra { -session(form: "def") } uanset skyld: efter { $law } beholder kun et par uden skyld en procent over 60 %, og kun et par med skyld får en procent under 40 %.
misread-revoke-64a1-for-64a2 = Dette anvender § 64A1, som om spilleren, der svigtede kulør, havde vundet { -revoke-trick }: det gjorde spilleren ikke, så efter { $law } overføres ét stik.
misread-revoke-64a2-for-64a1 = Dette anvender § 64A2: men spilleren, der svigtede kulør, vandt selv { -revoke-trick }, så efter { $law } overføres det og ét senere stik, som { -offending-side } vandt.
misread-revoke-exception-overlooked = Her overføres stik som efter § 64A, men efter { $law } overføres der ingen stik her.
misread-revoke-64b1-overlooked = Her overføres ét stik, men { -offending-side } vandt hverken { -revoke-trick } eller noget senere stik, så efter { $law } overføres der ingen stik.
misread-revoke-wrong-direction = Stikkene gik den forkerte vej: de går til { -non-offending-side } ({ $law }).
misread-62b1-no-penalty-card = Kortet tages tilbage, men det er ikke alt: en { -defender(form: "gen") } kort fra en skjult hånd bliver et { -major-penalty-card } ({ $law }).
misread-62b2-penalty-card = Kun en { -defender(form: "gen") } kort bliver { -penalty-card }: { -declarer(form: "gen") } eller bordets kort tages tilbage uden yderligere { -rectification } ({ $law }).
misread-revoke-table-result = Dette er resultatet, som det blev spillet: { -revoke(form: "def") } blev { -established }, så efter § 64 overføres stik (eller { -director(form: "def") } genopretter efter § 64C et retfærdigt resultat); resultatet bliver ikke bare stående ({ $law }).
misread-revoke-64c-overlooked = Dette er kun overførslen efter § 64A: { -revoke(form: "def") } kostede { -non-offending-side } mere, end overførslen giver tilbage, og efter { $law } får den, hvad den ville have haft uden { -revoke(form: "def") }.
misread-revoke-62d1-too-late = Dette retter { -revoke(form: "def") } i stik 12 og spiller de to sidste stik om, men { $law } tillader det kun, før alle fire hænder er lagt tilbage i mappen; opdaget senere står { -revoke(form: "def") }, som den blev spillet, og kun § 64C kan give { -non-offending-side } noget.
misread-revoke-second-not-rectified = Her rettes kun den første { -revoke }, men { $law } fritager en senere { -revoke } kun, når den samme spiller igen undlader at følge farve i samme farve; enhver anden { -established } { -revoke } overfører også stik efter § 64A, af de stik, der ikke allerede er overført.
misread-70-as-claimed = Dette godkender { -claim(form: "def") }, som det blev fremsat: men et omstridt { -claim } afgøres efter den dårligste normale spilleføring for { -claimer }, og enhver tvivl går imod { -claimer } ({ $law }).
misread-70-best-play = Dette giver { -claimer }, det bedste spil: efter { $law } får siden kun, hvad den dårligste normale spilleføring (skødesløs eller dårlig, ikke irrationel) giver.
misread-70e-finesse-credited = Dette godskriver en { -finesse }, som { -claimer }, ikke nævnte: efter { $law } godskrives { -finesse(form: "def") } ikke.
misread-70c-trump-forgotten = Dette overser den udestående trumf, som { -claimer }, ikke nævnte: efter { $law } vinder den et stik, hvis en normal spilleføring tillader det.
misread-71-nothing-restored = Dette lader { -concession(form: "def") } stå: efter { $law } gives et stik, der er givet { -concession } på, tilbage, når det ikke kunne tabes ved noget normalt spil og kræves inden for { -correction-period }.
misread-71-best-play = Dette giver tilbage, hvad bedste spil ville give: efter { $law } gives kun stik tilbage, som ikke kunne tabes ved noget normalt spil.
misread-69b-nothing-restored = Dette beholder det accepterede resultat: en { -acquiescence }, der trækkes tilbage inden for { -correction-period }, giver et stik tilbage, som siden sandsynligvis ville have vundet ({ $law }).
misread-69b-normal-line = Dette bedømmer tilbagetrækningen efter den dårligste normale spilleføring for { -claimer }, testen i § 70 og § 71: efter { $law } gives kun et stik tilbage, som siden sandsynligvis ville have vundet, bedømt neutralt.
misread-68b2-objection-ignored = Dette lader { -defender(form: "def-gen") } { -concession } stå: makkeren protesterede straks, så efter { $law } er der ikke givet { -concession }.
misread-68b2-dummy-objects = Dette behandler { -dummy(form: "def-gen") } protest, som om den ophævede { -declarer(form: "gen") } { -claim }: efter { $law } har kun en { -defender(form: "gen") } makker den virkning.
misread-ui-table-stands = Dette lader bordresultatet stå: der var en overtrædelse ({ $law }), som skadede den ikke-fejlende side, og resultatet justeres.
misread-ui-best-for-offenders = Dette justerer til { -logical-alternative(form: "def") }, der er bedst for { -offending-side }: efter { $law } bruges det, der er mindst gunstigt for den.
misread-ui-every-action-an-alternative = Dette regner en handling som et { -logical-alternative }, skønt for få af de adspurgte spillere valgte den ({ $law } og reglementets grænse).
misread-ui-majority-only = Dette regner kun en handling, som flertallet af de adspurgte spillere valgte, som et { -logical-alternative }: efter { $law } er også en handling, som reglementets andel af dem valgte, et { -logical-alternative }.
misread-ui-adjusted-without-infraction = Dette justerer resultatet, men der var ingen { -infraction }: der var intet { -logical-alternative }, som oplysningen ikke antydede ({ $law }).

## Skade, vægtede kendelser og matchpoint (§ 12B1, § 12C1, § 16; DBV § 86D nr. 9–10)

law86d-within-cap = Tilsammen får de to hold { $sum } IMP ({ $first } og { $second }), inden for grænsen: grænsen er et loft, ikke en sum, der skal nås, så hvert hold beholder sin score (DBV nr. 9 og 10).
split-not-damaged = Bordresultatet er mindst lige så godt for den ikke-fejlende side { $side } som resultatet uden overtrædelsen: den blev ikke skadet (§ 12B1), så der tildeles ingen justeret score, og begge sider beholder bordresultatet: { $imps } IMP til { $side }, { $offenders_imps } IMP til { $offenders }.
split-actual-pairs = Bordresultatet { $ns } mod de { $others } scorer ved de andre borde giver { -non-offending-side } { $side } { $matchpoints } af { $top } matchpoint, { $pct } %.
split-normal-pairs = Normalt spil efter { -infraction(form: "def") } ville have givet { $ns }: { $pct } %.
split-without-pairs = Uden { -infraction(form: "def") } ville resultatet have været { $ns }: { $pct } %.
split-consequent-pairs = { CAP(-infraction(form: "def")) } forvoldte en skade på { $damage } procentpoint ({ -consequent-damage }); de øvrige { $subsequent } procentpoint tabte { -non-offending-side } ved sin egen alvorlige fejl ({ -subsequent-damage }), og det tab bærer den selv. Dens score: { $pct } %.
split-no-damage-pairs = Normalt spil efter { -infraction(form: "def") } ville have givet mindst lige så godt et resultat som uden den: { -infraction(form: "def") } forvoldte ingen skade, og { -non-offending-side } beholder sit bordresultat på { $pct } %.
split-full-redress-pairs = { CAP(-non-offending-side) } begik ingen alvorlig fejl selv: den får det bedste af sit bordresultat og resultatet uden { -infraction(form: "def") }, { $pct } %.
split-error-cost-nothing = Den fejl, { -non-offending-side } selv begik efter { -infraction(form: "def") }, kostede den intet i IMP: bordresultatet giver lige så meget, som normalt spil ville have givet. Derfor får den det bedste af sit bordresultat og resultatet uden { -infraction(form: "def") }, { $imps } IMP.
split-error-cost-nothing-pairs = Den fejl, { -non-offending-side } selv begik efter { -infraction(form: "def") }, kostede den intet i matchpoint: bordresultatet giver lige så meget, som normalt spil ville have givet. Derfor får den det bedste af sit bordresultat og resultatet uden { -infraction(form: "def") }, { $pct } %.
split-offenders-pairs = { CAP(-offending-side) } { $side } får scoren, som om { -infraction(form: "def") } ikke var sket: { $pct } %.
split-not-damaged-pairs = Bordresultatet er mindst lige så godt for den ikke-fejlende side { $side } som resultatet uden overtrædelsen: den blev ikke skadet (§ 12B1), så der tildeles ingen justeret score, og begge sider beholder bordresultatet: { $pct } % til { $side }, { $offenders_pct } % til { $offenders }.
mp-scale = Matchpoint (§ 78A): 2 for hver Nord-Syd-score ved de andre borde, der slås, 1 for hver, der er lige, 0 for hver, der er bedre. Spillet blev spillet ved { $tables } borde, så hver score sammenlignes med { $tables } − 1 andre, og toppen er { $top }; Øst-Vest får toppen minus Nord-Syds matchpoint.
mp-table = Bord { $table }: { $ns } til Nord-Syd slår { $beaten } og er lige med { $tied } af de { $others } andre scorer: { $matchpoints } af { $top } matchpoint, { $pct } %; Øst-Vest får { $ew_matchpoints }, { $ew_pct } %.
weighted-outcome-pairs = Vægt { $weight }: { $ns } slår { $beaten } og er lige med { $tied } af de { $others } scorer ved de andre borde, { $matchpoints } af { $top } matchpoint, { $pct } % til Nord-Syd; vægtet { $part } %.
weighted-total-pairs = Den vægtede score er summen: { $exact } % ({ $rounded } %) til Nord-Syd, { $ew } % til Øst-Vest.
ui-alternatives-suggested = { $action } antydes af de ubeføjede oplysninger, men det gør også ethvert logisk alternativ til den: bordresultatet { $ns } står ved magt.
ui-used-extraneous = { $side } valgte { $chosen }, som de uvedkommende oplysninger påviseligt antydede, mens et logisk alternativ ikke var antydet. At modtage oplysningerne var ingen overtrædelse; at bruge dem er (§ 73C).
ui-standards = § 12C1e: den ikke-fejlende side får det gunstigste resultat, som var sandsynligt, hvis overtrædelsen ikke var sket, den fejlende side { $side } det ugunstigste resultat, som overhovedet var sandsynligt. Uden oplysningerne måtte { $side } vælge et logisk alternativ, som de ikke antydede; hvert af dem er en handling, som nogle spillere på deres niveau ville vælge, så dets resultat var overhovedet sandsynligt.
ui-expected = Det resultat, der er mindst gunstigt for { $side }, er resultatet af { $action }: { $ns } til Nord-Syd. Turneringslederen vurderer det også som sandsynligt, så det er det resultat, begge sider kunne forvente, hvis overtrædelsen ikke var sket.
ui-damaged = { $ns } er bedre for den ikke-fejlende side { $victims } end bordresultatet { $table }: overtrædelsen skadede dem (§ 12B1), og { $law } kræver en justeret score.
ui-not-damaged = { $ns } er ikke bedre for den ikke-fejlende side { $victims } end bordresultatet { $table }: overtrædelsen skadede dem ikke (§ 12B1). Efter { $law } justeres scoren kun ved skade, så bordresultatet { $table } står ved magt.
ui-weighted = § 12C1c: turneringslederen vægter de resultater, der kunne være opstået, hvis { $side } ikke havde brugt oplysningerne, som NBF's og DBV's turneringsledere gør, i stedet for de to målestokke i § 12C1e (»sandsynligt« for den ikke-fejlende side, »overhovedet sandsynligt« for den fejlende side). Kun resultater, der kunne være opnået, hvis uregelmæssigheden ikke var sket, tæller med: udfaldene af de logiske alternativer, aldrig bordresultatet af den antydede handling. Hvert resultat omregnes først, og derefter vægtes de omregnede scorer.
ui-weighted-outcome = { $action }, vægt { $weight }: { $ns } mod { $other } ved det andet bord er en forskel på { $difference }, { $imps } IMP; vægtet { $part }.
ui-weighted-outcome-pairs = { $action }, vægt { $weight }: { $ns } slår { $beaten } og er lige med { $tied } af de { $others } scorer ved de andre borde, { $matchpoints } af { $top } matchpoint, { $pct } % til Nord-Syd; vægtet { $part } %.
ui-weighted-result = Vægt { $weight }: { $ns } mod { $other } ved det andet bord er en forskel på { $difference }, { $imps } IMP; vægtet { $part }.
ui-weighted-result-pairs = Vægt { $weight }: { $ns } slår { $beaten } og er lige med { $tied } af de { $others } scorer ved de andre borde, { $matchpoints } af { $top } matchpoint, { $pct } % til Nord-Syd; vægtet { $part } %.
ui-table-teams = Bordresultatet { $ns } mod { $other } ved det andet bord er en forskel på { $difference }, { $imps } IMP.
ui-table-pairs = Bordresultatet { $ns } slår { $beaten } og er lige med { $tied } af de { $others } scorer ved de andre borde: { $matchpoints } af { $top } matchpoint, { $pct } % til Nord-Syd.
ui-damaged-weighted = Den vægtede score, { $weighted } { $unit ->
        [imp] IMP
       *[pct] %
    } til Nord-Syd, er bedre for den ikke-fejlende side { $victims } end bordresultatets, { $table } { $unit ->
        [imp] IMP
       *[pct] %
    }: overtrædelsen skadede dem (§ 12B1), og efter { $law } tildeles den vægtede score.
ui-not-damaged-weighted = Den vægtede score, { $weighted } { $unit ->
        [imp] IMP
       *[pct] %
    } til Nord-Syd, er ikke bedre for den ikke-fejlende side { $victims } end bordresultatets, { $table } { $unit ->
        [imp] IMP
       *[pct] %
    }: overtrædelsen skadede dem ikke (§ 12B1). Efter { $law } justeres scoren kun ved skade, så bordresultatet { $ns } står ved magt.
misread-86d-fixed-sum = Grænsen blev brugt som en fast sum: efter DBV nr. 9 og 10 er den et loft, og det andet hold får kun forskellen til grænsen, når de to scorer efter nr. 4–7 tilsammen overstiger den.
misread-split-adjusted-without-damage = Dette giver den fejlende side scoren, som om overtrædelsen ikke var sket, men den ikke-fejlende side blev ikke skadet: uden skade er der ingen justeret score ({ $law }), og også den fejlende side beholder bordresultatet.
misread-weighted-pairs-score-first = Scorerne blev vægtet, før de blev omregnet til matchpoint: efter { $law } omregnes hvert resultat først mod de andre borde, og så vægtes procenterne.
misread-mp-ties-as-wins = En lige score blev talt som en score, der slås: efter { $law } giver en lige score 1 matchpoint, halvdelen af de 2 for en score, der slås.
misread-mp-ties-as-losses = En lige score blev talt som tabt: efter { $law } giver en lige score 1 matchpoint.
misread-mp-top-counts-own-table = Toppen blev regnet over alle borde, også dette: en score sammenlignes kun med scorerne ved de andre borde ({ $law }), så toppen er 2 for hvert af de andre borde.
misread-mp-other-direction = Dette er den anden retnings procent: Nord-Syds og Øst-Vests matchpoint i et spil giver tilsammen toppen ({ $law }).
misread-ui-adjusted-without-damage = Dette justerer resultatet, men overtrædelsen skadede ikke den ikke-fejlende side: resultatet uden den er ikke bedre for dem end bordresultatet ({ $law }), så bordresultatet står ved magt.
misread-ui-adjusted-not-suggested = Dette justerer resultatet, men der var ingen overtrædelse: den valgte handling er ikke en, som oplysningerne antyder ({ $law }).
misread-ui-unweighted = Dette tildeler det ene resultat, der er mindst gunstigt for den fejlende side: turneringslederen vægtede de mulige resultater efter { $law }.
part-ns_pct = Nord-Syds procent
part-ew_pct = Øst-Vests procent
part-damaged = skadet

# Law 61B: who may ask about a failure to follow suit.
inquiry-declarer = { $asker }, { -declarer(form: "def") }, spørger { $asked }, en { -defender }: { -declarer(form: "def") } må spørge en { -defender }, der ikke har fulgt farve, om han har et kort i den udspillede farve (§ 61B1). Spørgsmålet er tilladt.
inquiry-dummy-declarer = { $asker }, { -dummy }, spørger { $asked }, { -declarer(form: "def") }: { -dummy } må spørge { -declarer(form: "def") } (§ 61B2(a)), så længe han ikke har mistet sine rettigheder. Spørgsmålet er tilladt.
inquiry-dummy-lost-rights = { $asker }, { -dummy }, havde mistet sine rettigheder ved at se på en spillers kort (§ 43B2(b)): fra da af må han ikke spørge { -declarer(form: "def") } om manglende farvefølgning (§ 61B2(a) henviser til § 43B2(b)). Spørgsmålet er ikke tilladt.
inquiry-dummy-defender = { $asker }, { -dummy }, spørger { $asked }, en { -defender }: { -dummy } må kun spørge { -declarer(form: "def") }, aldrig en { -defender } (§ 61B2(b)). Spørgsmålet er ikke tilladt.
inquiry-defender = { $asker }, en { -defender }, spørger { $asked }: { -defender(form: "def-pl") } må spørge { -declarer(form: "def") } og hinanden (§ 61B3). Spørgsmålet er tilladt.
inquiry-asks-dummy = { $asked } er { -dummy }, hvis kort ligger åbent på bordet: der er intet at spørge om, og § 61B giver ingen det spørgsmål.
inquiry-himself = { $asker } kan ikke spørge sig selv om sin egen manglende farvefølgning.
part-may_ask = må spørge
misread-61b-who-may-ask = { $law } siger, hvem der må spørge en spiller, som ikke fulgte farve: { -declarer(form: "def") } en { -defender }; { -dummy } kun { -declarer(form: "def") }, og ikke efter at have mistet sine rettigheder; { -defender(form: "def-pl") } { -declarer(form: "def") } og hinanden. Dette svar læser listen forkert for disse to spillere.

# Law 62C: cards withdrawn after a corrected revoke; Law 16C: what they showed.
revoke-62c1-withdrawn = { $seat } tager { $card }, spillet efter { -revoke(form: "def") }, tilbage og spiller et andet kort: en spiller fra { -non-offending-side } må gøre det uden { -rectification } (§ 62C1).
revoke-62c2-penalty-card = Efter at { $changer } tog sit kort tilbage, må { $seat }, den næste hånd fra { -offending-side } i tur, også tage { $card } tilbage (§ 62C2); som en { -defender(form: "gen") } kort bliver det et { -major-penalty-card }.
revoke-62c2-no-penalty = Efter at { $changer } tog sit kort tilbage, må { $seat }, den næste hånd fra { -offending-side } i tur, også tage { $card } tilbage (§ 62C2); det er ikke en { -defender(form: "gen") } kort, så det tages tilbage uden { -rectification }.
revoke-62c2-not-allowed = { $seat } må ikke tage { $card } tilbage: § 62C2 lader { -offending-side } tage et kort tilbage kun efter at spilleren fra { -non-offending-side } før i tur ({ $changer }) har taget sit tilbage; { $card } bliver stående som spillet.
revoke-withdrawn-information = Det, de tilbagetagne kort viste, er autoriseret information for { -non-offending-side } { $side } og uautoriseret for { -offending-side } { $offenders } (§ 16C).
misread-62c1-penalty-card = En spiller fra { -non-offending-side } tager sit kort tilbage uden { -rectification } ({ $law }); kun et kort, som { -offending-side } tager tilbage, kan blive { -penalty-card }.
misread-62c2-no-penalty-card = Kortet tages tilbage, men det er ikke alt: en { -defender } fra { -offending-side }, der tager sit kort tilbage efter { $law }, får det liggende på bordet som { -major-penalty-card }.
misread-62c2-penalty-card = Kun en { -defender(form: "gen") } kort bliver { -penalty-card }: { -declarer(form: "gen") } eller bordets kort, der tages tilbage efter { $law }, går tilbage uden { -rectification }.
misread-62c2-withdrawn-anyway = Efter { $law } må { -offending-side } tage et kort tilbage kun efter at en spiller fra { -non-offending-side } har taget sit tilbage; her gjorde ingen det, så kortet bliver stående som spillet og er intet { -penalty-card }.
part-withdrawal_allowed = må tage tilbage
part-withdrawn_penalty_card = tilbagetaget kort bliver { -penalty-card }
part-likely_clear = sandsynlig spilleføring klar (intet gæt)

# Issue 34 (helper C): the law part that establishes the revoke.
part-law_establishes = paragraffen, der gør { -revoke(form: "def") } { -established }
## Papirsvar rettet: `ruling exam grade` (gennemgang af eksamen P7–P9)

grade-student = Kandidat { $number } ({ $code }): { $score } af { $questions } point
grade-verdict-correct = rigtigt
grade-verdict-misread = fejlfortolket
grade-verdict-wrong = forkert
grade-verdict-unreadable = ulæseligt
grade-verdict-blank = tomt
grade-absent = Ingen svar fra { $count ->
        [one] kandidat
       *[other] kandidaterne
    } { $list }: fraværende.
grade-replaced = { $name }.csv var rettet før: de tidligere resultater erstattes af denne retning.
grade-written = Skrevet: { $file }
grade-summary = results.csv: { $students } { $students ->
        [one] kandidat
       *[other] kandidater
    } rettet fra { $files } { $files ->
        [one] svarfil
       *[other] svarfiler
    }, { $absent } fraværende.
grade-nothing-written = Intet blev rettet; ingen fil blev ændret.
grade-col-number = Nr.
grade-col-code = Kandidatkode
grade-col-score = Point (af { $questions })
grade-col-question = Spørgsmål { $number }
grade-col-question-alone = Spørgsmål
grade-col-batch = Svarfil
grade-col-box = Felt
grade-col-part = Del af kendelsen
grade-col-variant = Variantkode
grade-col-written = Skrevet svar
grade-col-verdict = Vurdering
grade-col-credit = Point
grade-col-law = Fejlfortolket paragraf
grade-col-explanation = Hvad svaret fejlfortolker
grade-col-students = Kandidater
grade-absent-cell = fraværende
grade-stat-facility = Løsningsgrad (gennemsnitlige point for de fremmødte, 0 til 1 pr. spørgsmål)
grade-stat-answered = Besvaret (kandidater der skrev et svar)
grade-stat-misreading = Hyppigste fejlfortolkning (kandidater)
grade-error-columns = { $count } kolonner; en række er kandidat, spørgsmål, svar
grade-error-decimal-comma = et decimalkomma deler svaret i to: sæt det i anførselstegn ("-10,67") eller adskil kolonnerne med ";"
grade-error-other-exam = »{ $field }« er kandidat ved eksamen { $other }, ikke ved denne ({ $exam })
grade-error-student-range = kandidat { $number }: eksamenen har kandidaterne 1 til { $students }
grade-error-not-student = »{ $field }« er ingen kandidat: skriv nummeret (1 til { $students }) eller koden ({ $example })
grade-error-question-range = spørgsmål { $number }: eksamenen har spørgsmålene 1 til { $questions }
grade-error-not-question = »{ $field }« er ikke et spørgsmål: skriv nummeret, 1 til { $questions }
grade-error-parts-needed = spørgsmål { $number } beder om en hel kendelse i { $parts } dele: skriv { $first } til { $last }
grade-error-part-range = spørgsmål { $number } har delene { $first } til { $last }, ikke { $given }
grade-error-no-parts = spørgsmål { $number } har ét svar, ikke dele: skriv { $number }
grade-error-twice = kandidat { $student } besvarer { $box } to gange (første gang i linje { $first })
grade-error-same-name = { $first } rettes i samme kørsel under samme navn ({ $name }): omdøb en af filerne
grade-error-two-files = kandidat { $student } har også svar i { $other }: en kandidats svar hører til i én fil (en fil der rettes igen under sit navn, erstatter sin bunke)
grade-error-heading = en overskriftsrække har kun ord som kandidat, spørgsmål, svar

# Issue 36 (helper C): svarark læst fra scanninger (`ruling exam scan`).
scan-error-no-code = fandt ingen QR-kode fra et svarark
scan-error-no-corner = fandt ikke hjørnemærke { $corner } af 4
scan-error-frame = hjørnemærkerne danner ikke en side
scan-error-other-exam = en side fra eksamen { $other }, ikke fra { $exam }
scan-error-student = QR-koden gælder kursist { $student }, som ikke er med i denne eksamen
scan-error-page = svararket for kursist { $student } har ingen side { $page }
scan-error-image = ikke et billede, der kan læses: { $reason }
scan-not-read = { $place }: ikke læst ({ $reason }); udeladt
scan-error-blank = en tom side
scan-blank = { $count ->
    [one] { $count } tom side
   *[other] { $count } tomme sider
} udeladt (bagsiden af et ark udskrevet på begge sider): { $pages }
scan-twice = kursist { $student }, side { $page } er scannet to gange: { $first } bruges, { $second } udelades
scan-missing = kursist { $student }: { $count ->
    [one] side { $pages } er
   *[other] siderne { $pages } er
} ikke scannet
scan-unsure = kursist { $student }, felt { $box }: { $reason }; rettes som ulæseligt, indtil det er afklaret (se { $crop })
scan-settled = kursist { $student }, felt { $box }: afklaret som { $answer } af rettelsesfilen
scan-doubt-double = to mærker, hvor ét skal udfyldes
scan-doubt-erased = et mærke ved siden af et gråt (visket ud?)
scan-doubt-faint = et mærke for svagt til at tælle
scan-doubt-gap = en tom kolonne inde i tallet eller paragraffen
scan-summary = { $pages } { $pages ->
    [one] side
   *[other] sider
} læst, { $unread } ikke læst, { $unsure } { $unsure ->
    [one] felt
   *[other] felter
} at afklare; { $students } { $students ->
    [one] kursist
   *[other] kursister
} i results.csv
