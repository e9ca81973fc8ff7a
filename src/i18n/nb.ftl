# Norsk (bokmål) meldingskatalog for lovmotoren.
# Terminologi: NBFs turneringslederkurs (leksjon 7) og lovboka (Lovene for turneringsbridge).
# Argumenter: seter, sider og farger kommer ferdig oversatt (seat-N, side-NS, suit-S
# nedenfor); kort, kontrakter, meldinger, desimaltall og $law i norsk notasjon
# (src/i18n/notation.rs: ♥D, 3 grand, 4,67, § 64A2); $band, brøker og velgernøkler som
# ren tekst.

## Ordliste: ett begrep per term, brukt av alle meldinger og maler (GLOSSARY.md).
## Former: def = bestemt, gen = genitiv, pl = flertall, def-pl = bestemt flertall.

-revoke = { $form ->
       *[indef] revoke
        [def] revoken
        [pl] revoker
        [def-pl] revokene
    }
-revoke-trick = { $form ->
       *[indef] revokestikk
        [def] revokestikket
    }
-established = etablert
-declarer = { $form ->
       *[indef] spillefører
        [def] spilleføreren
        [gen] spilleførers
    }
-dummy = { $form ->
       *[indef] blindemann
        [gen] blindemanns
    }
-defender = { $form ->
       *[indef] motspiller
        [def] motspilleren
        [gen] motspillers
        [def-gen] motspillerens
        [pl] motspillere
        [def-pl] motspillerne
    }
-director = { $form ->
       *[short] TL
        [short-gen] TLs
        [indef] turneringsleder
        [def] turneringslederen
        [def-gen] turneringslederens
    }
-offending-side = { $form ->
       *[def] den feilende side
        [bare] feilende side
    }
-non-offending-side = { $form ->
       *[def] den ikke-feilende side
        [bare] ikke-feilende side
    }
-offender = { $form ->
       *[bare] feilende spiller
        [gen] feilende spillers
    }
-claim = { $form ->
       *[indef] krav
        [def] kravet
    }
-claimer = { $form ->
       *[person] den som fremsatte kravet
        [side] siden som fremsatte kravet
    }
-concession = { $form ->
       *[indef] avståelse
        [def] avståelsen
    }
-acquiescence = { $form ->
       *[indef] enighet
        [def] enigheten
    }
-penalty-card = straffekort
-major-penalty-card = stort straffekort
-correction-period = { $form ->
       *[def] korreksjonsperioden
        [indef] korreksjonsperiode
    }
-rectification = korrigering
-adjusted-score = { $form ->
       *[indef] justert resultat
        [def] det justerte resultatet
    }
-artificial-adjusted-score = { $form ->
       *[indef] kunstig justert resultat
        [def] det kunstige justerte resultatet
        [weak] kunstige justerte resultat
        [pl] kunstige justerte resultater
    }
-weighted-score = { $form ->
       *[indef] vektet resultat
        [def] det vektede resultatet
    }
-finesse = { $form ->
       *[indef] maske
        [def] masken
    }
-unauthorized-information = { $form ->
       *[indef] urettmessig informasjon
        [def] den urettmessige informasjonen
        [abbr] UI
    }
-logical-alternative = { $form ->
       *[indef] logisk alternativ
        [def] det logiske alternativet
        [def-pl] de logiske alternativene
    }
-infraction = { $form ->
       *[indef] regelbrudd
        [def] regelbruddet
    }
-auction = { $form ->
       *[def] meldingene
    }
-call = { $form ->
       *[indef] melding
        [def] meldingen
    }
-bid = melding
-pass = pass
-session = { $form ->
       *[indef] sesjon
        [def] sesjonen
    }
-round = { $form ->
       *[indef] runde
        [def] runden
    }
-trick-score = trekkverdi
-undertrick = { $form ->
       *[indef] bet
        [pl] beter
    }
-wild-or-gambling-action = en vill eller spekulativ handling
-consequent-damage = skade som følge av regelbruddet
-subsequent-damage = { $form ->
       *[indef] selvpåført skade
        [def] den selvpåførte skaden
    }
-vulnerable = i faresonen
-ruling = { $form ->
       *[indef] kjennelse
        [def] kjennelsen
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
suit-D = ruter
suit-C = kløver
trumps-none = ingen (grand)
vul-None = ingen
vul-NS = Nord-Syd
vul-EW = Øst-Vest
vul-All = alle
fault =
    { $fault ->
        [innocent] helt uten skyld
        [partly] delvis skyldig
       *[guilty] direkte skyldig
    }

## Scoring (§ 77) og IMP (§ 78B)

score-passed-out = Spillet ble passet rundt: ingen av sidene får poeng.
score-result = { $contract } spilt av { $declarer }, { $vulnerable ->
        [yes] { -vulnerable }
       *[no] utenfor faresonen
    }: { $tricks } stikk tatt, { $needed } trengs.
score-contract-points = { CAP(-trick-score) } for de meldte stikkene{ $doubling ->
        [doubled] , doblet
        [redoubled] , redoblet
       *[undoubled] {""}
    }: { $points }.
score-overtricks = { $count } { $count ->
        [one] overstikk
       *[other] overstikk
    } à { $each }: { $points }.
score-game-bonus = Bonus for utgang: { $points }.
score-partscore-bonus = Bonus for delkontrakt: { $points }.
score-small-slam-bonus = Bonus for lilleslem: { $points }.
score-grand-slam-bonus = Bonus for storeslem: { $points }.
score-insult = Bonus for vunnet { $points ->
        [50] doblet
       *[other] redoblet
    } kontrakt: { $points }.
score-undertricks = { $count } { $count ->
        [one] { -undertrick }
       *[other] { -undertrick(form: "pl") }
    }{ $doubling ->
        [doubled] {" "}doblet
        [redoubled] {" "}redoblet
       *[undoubled] {""}
    }: { $sum } = { $points } til { -defender(form: "def-pl") }.
score-total = { $side } får { $points }; sett fra Nord-Syd blir det { $ns }.
imps-band = En differanse på { $difference } poeng ligger i intervallet { $band } på WBFs IMP-skala: { $imps } IMP.

## Kunstige justerte resultater (§ 12C2, § 86A)

artificial-fault = Det var ikke mulig å oppnå et resultat, og { $side } var { fault }.
artificial-teams = I lagkamp er et { -artificial-adjusted-score } +3 IMP for middels pluss, 0 for middels og −3 for middels minus: { $side } får { $imps } IMP.
artificial-teams-fault = { $side } var { fault }: { -artificial-adjusted-score } { $imps } IMP.
artificial-pairs = { $side } var { fault }: { $pct } %.
artificial-session = { $side } oppnådde { $pct } % i { -session(form: "def") }, { $fault ->
        [innocent] mer enn de 60 % som middels pluss gir, og beholder derfor sin sesjonsprosent
       *[other] mindre enn de 40 % som middels minus gir, og får derfor sin sesjonsprosent
    }: { $pct } %.

## Vektede resultater (§ 12C1(c))

weighted-outcome = Vekt { $weight }: { $ns } mot { $other } ved det andre bordet gir en differanse på { $difference }, { $imps } IMP; vektet { $part }.
weighted-total = { CAP(-weighted-score(form: "def")) } er summen: { $exact } IMP ({ $rounded }).

## Skade som følge av regelbruddet og selvpåført skade (§ 12C1(b))

split-actual = Bordresultatet { $ns } mot { $other } ved det andre bordet gir { -non-offending-side } { $side } { $imps } IMP.
split-normal = Normalt spill etter { -infraction(form: "def") } ville ha gitt { $ns }: { $imps } IMP.
split-without = Uten { -infraction(form: "def") } ville resultatet ha blitt { $ns }: { $imps } IMP.
split-consequent = { CAP(-infraction(form: "def")) } påførte en skade på { $damage } IMP ({ -consequent-damage }); de øvrige { $subsequent } IMP tapte { -non-offending-side } ved en alvorlig feil den selv gjorde ({ -subsequent-damage }), og det tapet må den bære selv. Den får { $imps } IMP.
split-no-damage = Normalt spill etter { -infraction(form: "def") } ville ha gitt minst like godt resultat som uten { -infraction(form: "def") }: { -infraction(form: "def") } forårsaket ingen skade, og { -non-offending-side } beholder bordresultatet sitt på { $imps } IMP.
split-full-redress = { CAP(-non-offending-side) } gjorde ingen alvorlig feil selv: den får det beste av bordresultatet og resultatet uten { -infraction(form: "def") }, { $imps } IMP.
split-offenders = { CAP(-offending-side) } { $side } får resultatet som om { -infraction(form: "def") } ikke hadde skjedd: { $imps } IMP.

## § 86D etter DBVs retningslinje av 1. mars 2013

law86d-difference = Ved bordet der spillet ble spilt, ble resultatet { $table }, og det forventede resultatet er { $expected }: en differanse på { $difference }, { $imps } IMP til Nord-Syd-laget.
law86d-not-unusual = { $imps } IMP avviker ikke mer enn 6 IMP fra det forventede resultatet, så resultatet er ikke uvanlig (DBV nr. 3): hvert lag får sitt { -artificial-adjusted-score(form: "weak") }.
law86d-unusual = { $imps } IMP avviker mer enn 6 IMP fra det forventede resultatet: et uvanlig resultat (DBV nr. 3), godt for { $good }-laget og dårlig for { $bad }-laget.
law86d-precedence = Hvert av de to lagene er { fault }: resultatet for { $side }-laget beregnes først (DBV nr. 8).
law86d-weighted = { $side }-laget er { fault } og har det uvanlig { $result ->
        [good] gode
       *[bad] dårlige
    } resultatet: { $rule ->
        [no4] det teller fullt ut (DBV nr. 4)
        [no5] det teller fullt ut (DBV nr. 5)
        [no6] det teller en tredjedel (DBV nr. 6)
        [no7] det teller en tredjedel (DBV nr. 7)
       *[partly] retningslinjen omfatter ikke et lag som er delvis skyldig, så det teller halvparten
    }: { $weight } × { $imps } = { $exact }, avrundet { $score } IMP.
law86d-cap = De to lagene får til sammen høyst summen av sine { -artificial-adjusted-score(form: "pl") } (DBV nr. 9): { $ns_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } for Nord-Syd-laget og { $ew_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } for Øst-Vest-laget, til sammen { $cap } IMP.
law86d-opponents = Til sammen ville de to lagene få { $sum } IMP, mer enn denne grensen: { $side }-laget, som beregnes sist, får differansen til grensen (DBV nr. 10): { $cap } − ({ $first }) = { $score } IMP.

## Urettmessig informasjon (§ 16B)

ui-source-partner = Informasjonen kom fra makker (en kommentar, en nøling, en alert eller mangel på alert): den er urettmessig for { $side }.
ui-source-withdrawn = Informasjonen kom fra en melding eller et spill som er trukket tilbake: for { -offending-side } { $side } er den urettmessig.
ui-source-extraneous = Informasjonen kom fra en kilde utenfor bordets lovlige prosedyrer (overhørt, eller et kort som ble sett). Å motta den er intet regelbrudd: turneringslederen lar spillet fortsette og justerer hvis den påvirket resultatet (§ 16D2(c)); { $side } kan ikke bruke den.
ui-la = { $action }: { $selected } av { $total } spurte spillere valgte dette, en andel som når terskelen på { $threshold }: et { -logical-alternative }.
ui-not-la = { $action }: { $selected } av { $total } spurte spillere valgte dette, en andel under terskelen på { $threshold }: ikke et { -logical-alternative }.
ui-not-suggested = { $action } er ikke en handling som { -unauthorized-information(form: "def") } ({ -unauthorized-information(form: "abbr") }) foreslår: bordresultatet { $ns } blir stående.
ui-no-alternative = { $action } foreslås av den urettmessige informasjonen, men det finnes ikke noe logisk alternativ til den: bordresultatet { $ns } blir stående.
ui-infraction = { $side } valgte { $chosen }, som påviselig kunne være foreslått av { -unauthorized-information(form: "def") } ({ -unauthorized-information(form: "abbr") }), mens et { -logical-alternative } ikke var foreslått: et { -infraction } ({ $law }).
ui-adjusted = Resultatet justeres til { -logical-alternative(form: "def") } som er minst gunstig for { -offending-side } { $side }: { $action }, { $ns } til Nord-Syd.

## Revoke (§§ 61–64)

revoke-facts = { $offender } revokerte: fulgte ikke farge, selv om spilleren hadde et kort i fargen som ble spilt ut.
revoke-none = Alle spillerne fulgte farge hver gang de kunne: det var ingen { -revoke }.
revoke-found = Stikk { $trick }: { $offender } spilte { $card }, men hadde { $suit }, som var utspilt farge: en { -revoke }.
revoke-established-given = { CAP(-revoke(form: "def")) } var { -established }: den kan ikke lenger korrigeres (unntatt i tolvte stikk, § 62D), og { -revoke-trick(form: "def") } blir stående slik det ble spilt (§ 63B).
revoke-established-trick12 = { CAP(-revoke(form: "def")) } var { -established }, men en { -revoke } i tolvte stikk er unntaket: etter § 63B («unntatt som bestemt i § 62D») skal den korrigeres, og stikket blir ikke stående slik det ble spilt.
revoke-established-play = { $offender }s side spilte til stikk { $trick }, et påfølgende stikk, og dermed ble { -revoke(form: "def") } { -established }.
revoke-established-named = { $namer }, en spiller på { -offending-side }, nevnte eller utpekte et kort som skulle spilles til neste stikk (for eksempel fra { -dummy }), og dermed ble { -revoke(form: "def") } { -established }.
revoke-established-claim = { $claimer }, en spiller på { -offending-side }, fremsatte et { -claim } eller en { -concession }, og dermed ble { -revoke(form: "def") } { -established }.
revoke-established-acquiesce = { CAP(-offending-side) } { $side } godtok { -claim(form: "def") } fra { $claimer }, og dermed ble { -revoke(form: "def") } { -established }.
revoke-not-established = { CAP(-revoke(form: "def")) } ble påpekt før { $offender } eller makker spilte til et påfølgende stikk, og før noe { -claim }: { -revoke(form: "def") } var ikke { -established }.
revoke-62a = { $offender } må korrigere { -revoke(form: "def") }: trekke tilbake kortet og spille et lovlig kort{ $suit_key ->
        [spades] {" "}(en spar)
        [hearts] {" "}(en hjerter)
        [diamonds] {" "}(en ruter)
        [clubs] {" "}(en kløver)
       *[other] {""}
    }.
revoke-62b1 = { $offender } er { -defender }, og kortet kom fra en skjult hånd: det blir et { -major-penalty-card }.
revoke-62b1-faced = { $offender } unnlot å spille et kort som lå med forsiden opp (et { -penalty-card }), slik lovene krevde: kortet som ble spilt i stedet, kom fra den skjulte hånden, så det trekkes tilbake og blir også et { -major-penalty-card }.
revoke-62b2 = Kortet kom fra { -declarer(form: "gen") } eller { -dummy(form: "gen") } hånd: det trekkes tilbake uten annen { -rectification }.
revoke-62b2-faced = Kortet lå allerede med forsiden opp: det trekkes tilbake uten annen { -rectification }.
revoke-62c1 = Hver spiller på { -non-offending-side } { $side } kan trekke tilbake et kort spilt etter { -revoke(form: "def") } og spille et annet.
revoke-play-continues = Spillet fortsetter fra det korrigerte stikket; ingen stikk overføres.
revoke-trick12-corrected-facts = En { -revoke } i tolvte stikk må korrigeres, selv om den er { -established }, hvis den oppdages før alle fire hendene er lagt tilbake i mappen.
revoke-trick12-corrected = { CAP(-revoke(form: "def")) } i tolvte stikk korrigeres (§ 62D1): { $offender } spiller et kort i { $suit }, og de to siste stikkene spilles på nytt. { CAP(-declarer(form: "gen")) } side tok { $before } av dem slik de ble spilt, og { $after } etter korrigeringen.
revoke-trick12-too-late = { CAP(-revoke(form: "def")) } fra { $offender } i tolvte stikk ble oppdaget først etter at alle fire hendene var lagt tilbake i mappen: den kan ikke lenger korrigeres (§ 62D1) og står slik den ble spilt.
revoke-62d2 = { $partner } spilte til tolvte stikk etter { -revoke(form: "def") } og kan ikke velge et spill som { -revoke(form: "def") } kan ha foreslått: tvil går ut over { -offending-side }.
revoke-64a1-two = { $offender } vant { -revoke-trick(form: "def") }, og { -offending-side } vant et senere stikk: { -revoke-trick(form: "def") } og ett senere stikk overføres, { $transferred } stikk.
revoke-64a1-one = { $offender } vant { -revoke-trick(form: "def") }, men { -offending-side } vant ikke noe senere stikk: bare { -revoke-trick(form: "def") } overføres, { $transferred } stikk.
revoke-64a2-partner = { CAP(-revoke-trick(form: "def")) } ble vunnet av { $winner }, ikke av { $offender }; siden { -offending-side } vant det, overføres ett stikk.
revoke-64a2-later = { CAP(-revoke-trick(form: "def")) } ble vunnet av { $winner }, ikke av { $offender }; siden { -offending-side } vant et senere stikk, overføres ett stikk.
revoke-dummy-not-declarer = { CAP(-revoke-trick(form: "def")) } ble vunnet av { -dummy } ({ $dummy }): et stikk vunnet av { -dummy } er ikke vunnet av { -declarer } ved bruken av § 64A.
revoke-64b1 = { CAP(-offending-side) } vant verken { -revoke-trick(form: "def") } eller noe senere stikk: ingen { -rectification }, ingen stikk overføres.
revoke-64a2-already-transferred = { CAP(-revoke-trick(form: "def")) } ble vunnet av { $winner }, ikke av { $offender }. { CAP(-offending-side) } vant riktignok { $count ->
        [one] et stikk fra { -revoke-trick(form: "def") } og utover, stikk { $tricks }, men det var
       *[other] stikk fra { -revoke-trick(form: "def") } og utover, stikk { $tricks }, men de var
    } allerede overført for en annen { -revoke }, og ingen stikk overføres to ganger: § 64A2 overfører 0 stikk for denne.
revoke-64a1-one-already-transferred = { $offender } vant { -revoke-trick(form: "def") }; { $count ->
        [one] det senere stikket til { -offending-side }, { $tricks }, var
       *[other] de senere stikkene til { -offending-side }, { $tricks }, var
    } allerede overført for en annen { -revoke }: bare { -revoke-trick(form: "def") } overføres, { $transferred } stikk.
revoke-none-play-continues = Spilleren det ble spurt, hadde ikke noe kort i fargen som ble spilt ut: det er ingenting å korrigere, og spillet fortsetter.
revoke-62c3 = Begge sider revokerte i stikk { $trick }, og bare { $side } spilte til stikk { $next }: begge { -revoke(form: "def-pl") } må korrigeres, også den som er { -established } (§ 62C3; § 63B tillater det). Kortene spilt til stikk { $next } tas også tilbake, og ingen av { -revoke(form: "def-pl") } korrigeres etter § 64.
revoke-62c3-revoke = { $offender } trekker tilbake { $card } og spiller et kort i { $suit }; { $penalty ->
        [yes] som en { -defender(form: "gen") } kort fra en skjult hånd blir { $card } et { -major-penalty-card }
       *[no] det er ikke en { -defender(form: "gen") } kort og tas tilbake uten { -rectification }
    } (§ 62C3).
revoke-62c3-next-penalty-card = { $seat } trekker tilbake { $card }, spilt til stikk { $trick }: hvert kort motspillersiden trekker tilbake, blir et { -penalty-card } (§ 62C3), her et { -major-penalty-card }.
revoke-62c3-next-withdrawn = { $seat } trekker tilbake { $card }, spilt til stikk { $trick }: det er ikke en { -defender(form: "gen") } kort og tas tilbake uten { -rectification } (§ 62C3).
revoke-62c3-information = Det hver sides tilbaketrukne kort viste, er urettmessig informasjon for den siden (§ 16C2).
revoke-43b2b = { $dummy }, { -dummy }, hadde mistet rettighetene sine og var den første som spurte { $declarer } om { -revoke(form: "def") }: { -declarer(form: "def") } må erstatte kortet med et korrekt kort, og straffebestemmelsene i § 64 gjelder som om { -revoke(form: "def") } var { -established } (§ 43B2(b)).
revoke-43b2b-continues = Spillet fortsetter fra det korrigerte stikket; når spillet er slutt, overfører { -director } stikk etter § 64, med { -revoke-trick(form: "def") } slik det ble korrigert og de senere stikkene slik de ble spilt, som om { -revoke(form: "def") } var { -established }.
revoke-43b2b-replayed = { $declarer } spilte { $card } i stikk { $trick } i stedet, og spillet fortsatte; § 64 anvendes nå på det korrigerte stikket og stikkene etter det, som om { -revoke(form: "def") } var { -established }.
revoke-64b2 = Dette er en etterfølgende { -revoke } av { $offender } i samme farge: det overføres ikke stikk for den (§ 64C kan bli brukt).
revoke-64b3 = Kortet som { $offender } unnlot å spille, lå med forsiden opp på bordet: ingen stikk overføres.
revoke-64b3-dummy = { CAP(-revoke(form: "def")) } ble begått fra { -dummy(form: "gen") } hånd ({ $offender }): ingen stikk overføres.
revoke-64b4 = { CAP(-revoke(form: "def")) } ble først påpekt etter at en spiller på { -non-offending-side } hadde avgitt en { -call } i neste spill: ingen stikk overføres.
revoke-64b5 = { CAP(-revoke(form: "def")) } ble først påpekt etter at { -round(form: "def") } var avsluttet: ingen stikk overføres.
revoke-64b6 = { CAP(-revoke(form: "def")) } skjedde i tolvte stikk: ingen stikk overføres.
revoke-64b7 = Begge sider revokerte i dette spillet: ingen stikk overføres for { -revoke(form: "def") } til { $offender }.
revoke-transfer-result = { $transferred } { $transferred ->
        [one] stikk overføres
       *[other] stikk overføres
    } til { $side }: { -declarer(form: "gen") } { $table } stikk blir { $after }.
revoke-64c-adjust = Uten { -revoke(form: "def") } ville { -declarer } ha tatt { $without } stikk; med { $after } { $transferred ->
        [0] slik det ble spilt
       *[other] etter overføringen
    } har { $side } ikke fått tilstrekkelig erstatning, så { -director } justerer til { $without }.
revoke-64c-enough = Uten { -revoke(form: "def") } ville { -declarer } ha tatt { $without } stikk; med { $after } { $transferred ->
        [0] slik det ble spilt
       *[other] etter overføringen
    } har { $side } fått full erstatning.
revoke-64c2b = Begge sider revokerte: { -director } tildeler resultatet som om ingen { -revoke } hadde skjedd, { $tricks } stikk til { -declarer }.
revoke-64c-needed = { -director } sørger etter § 64C for et rettferdig resultat, ut fra hvor mange stikk { -declarer } ville ha tatt uten { -revoke(form: "def") }.
revoke-64c-effect = Målt ved { -revoke(form: "def") }: hadde { $offender } fulgt farge i stikk { $trick } (utspill { $card }, kortene før { -revoke(form: "def") } slik de ble spilt), med fornuftig spill fra begge sider deretter, ville { -declarer(form: "gen") } side ha tatt { $without } av stikkene fra stikk { $trick }, mot { $with } med { -revoke(form: "def") } og fornuftig spill deretter.
revoke-64c-kept = Målt i spillet slik det gikk: hadde { $offender } fulgt med { $card } i stikk { $trick } og spilt { $revoke } der spilleforløpet har { $card }, og alle andre kort slik de ble spilt { $until ->
        [0] til spillet var slutt
       *[other] fram til stikk { $until }, der spillet ikke lenger kunne bli det samme (et kort spilleren ikke lenger har eller ikke lenger kan spille, et stikk vunnet av en annen spiller, eller et valg fra { -offending-side } som ville koste den mer enn ved bordet), og fornuftig spill fra begge sider derfra
    }, ville { -declarer(form: "gen") } side ha tatt { $without } av stikkene fra stikk { $trick }, mot { $with } { $until ->
        [0] slik det ble spilt
       *[other] slik det ble spilt fram til stikk { $until } og med fornuftig spill derfra
    }.
revoke-64c-cost = { CAP(-revoke(form: "def")) } kostet { $side } { $cost ->
        [0] ingenting
        [one] ett stikk
       *[other] { $cost } stikk
    }{ $kept ->
        [larger] , etter det største av de to målene: spill som { -revoke(form: "def") } villedet, regnes som skade den forårsaket, mens et stikk som går tapt både med og uten den, er sidens eget, og det erstatter ikke § 64C
        [none] {" "}etter noen av målene
       *[no] {""}
    }.
revoke-64c-cost-each = { CAP(-revoke(form: "def")) } i stikk { $trick } kostet { $side } { $cost ->
        [0] ingenting
        [one] ett stikk
       *[other] { $cost } stikk
    }{ $kept ->
        [larger] {" "}(det største av de to målene)
        [none] {" "}etter noen av målene
       *[no] {""}
    }; { $transferred ->
        [0] ingen stikk
        [one] ett stikk
       *[other] { $transferred } stikk
    } overføres for den.
revoke-64c-each = Flere { -revoke(form: "pl") } av samme side: hver vurderes for seg, da den skjedde (WBFs lovkomité, 2009), for § 64C1 gjelder «etter en etablert revoke», og § 64C2(a) beholder den første av gjentatte { -revoke(form: "pl") } med overføringen. For hver får { $side } de overførte stikkene eller det { -revoke(form: "def") } kostet, det som er mest, og dette legges sammen: overføringen for én { -revoke } betaler ikke for skaden fra en annen. { CAP(-declarer(form: "gen")) } { $table } stikk slik det ble spilt, blir { $tricks }.
revoke-64c2b-each = Begge sider revokerte: { -director } tildeler resultatet som om ingen { -revoke } hadde skjedd, og tar ut virkningen av hver { -revoke } slik den ble målt da den skjedde, etter det målet som er minst gunstig for siden som begikk den: { -declarer(form: "gen") } { $table } stikk slik det ble spilt, blir { $tricks }.
revoke-final = Resultat: { $contract } spilt av { $declarer } med { $tricks } stikk, { $ns } til Nord-Syd.

## Krav og avståelse (§§ 68–71)

claim-all = { $claimer } krever alle de { $remaining } gjenværende stikkene.
claim-part = { $claimer } krever { $claimed } av de { $remaining } gjenværende stikkene og avstår dermed { $conceded }.
claim-concede-all = { $claimer } avstår alle de { $remaining } gjenværende stikkene.
claim-68b2-void = { $partner } protesterte umiddelbart mot makkers { -concession }: ingen { -concession } har funnet sted, og spillet fortsetter (protesten er { -unauthorized-information } for den andre { -defender(form: "def") }).
claim-68b2-no-concession = { $partner } protesterte, men en { -defender(form: "gen") } protest opphever bare en { -concession } av stikk, ikke et { -claim }: { -claim(form: "def") } står ved lag og må avgjøres.
claim-68b2-dummy = { $partner }, { -dummy }, protesterte: bare en { -defender(form: "gen") } { -concession } oppheves av makkers protest, så { -declarer(form: "gen") } { -claim } står ved lag og må avgjøres.
claim-no-statement = { CAP(-claim(form: "def")) } ble fremsatt uten en klar redegjørelse: enhver normal rekkefølge for spillet av kortene kommer i betraktning.
claim-70c = En motstander har fortsatt en trumf som { -claimer }, ikke nevnte: det spilles som om han ikke visste om den, så han kan ta ut vinnere i sidefargene som blir stjålet, eller spille sin egen høyeste trumf som om den var den siste, og trumfen vinner et stikk hvis noe slikt normalt spill gir den mulighet til det.
claim-70c-aware = { CAP(-claimer) } nevnte ikke den gjenværende trumfen, men var åpenbart klar over den (en trumfrunde var spilt, og begge motspillerne fulgte farge): det spilles ikke som om han ikke visste om den, og han trekker den.
claim-normal-line = Når kortene spilles ut på enhver normal måte (også skjødesløst eller dårlig, men aldri irrasjonelt), får { -claimer(form: "side") }, { $tricks } { $tricks ->
        [one] stikk
       *[other] stikk
    } på den dårligste: { $line }.
claim-better-not-credited = Beste spill ville gi { $dd }, men en spillemåte som ikke inngikk i redegjørelsen, godskrives ikke: tvil går ut over { -claimer }, og siden godskrives høyst { $tricks }.
claim-70-stands = { CAP(-claim(form: "def")) } på { $claimed } stikk holder ved ethvert normalt spill: det står ved lag.
claim-70-fails = { CAP(-claim(form: "def")) } på { $claimed } stikk holder ikke ved normalt spill: { -claimer(form: "side") }, får { $awarded }, og { $lost } { $lost ->
        [one] stikk går
       *[other] stikk går
    } til motstanderne.
claim-71-restored = { CAP(-concession(form: "def")) } av { $restored } { $restored ->
        [one] stikk
       *[other] stikk
    } annulleres: siden kunne ikke ha fått færre enn { $tricks } stikk ved noe normalt spill (innen { -correction-period } i § 79C).
claim-71-line-loses = Når kortene spilles ut på normale måter (også skjødesløst eller dårlig, men aldri irrasjonelt), får { -claimer(form: "side") }, bare { $tricks } { $tricks ->
        [one] stikk
       *[other] stikk
    } på én av dem: { $line }.
claim-71-stands = { CAP(-concession(form: "def")) } står ved lag: ved normalt spill tapes de avståtte stikkene, så ingen av dem gis tilbake.
claim-69a = { $side } godtok { -claim(form: "def") } og fikk dermed { $conceded } { $conceded ->
        [one] stikk
       *[other] stikk
    }.
claim-69b-likely-line = Hvis spillet hadde fortsatt, er den sannsynlige spilleføringen fornuftig spill: { -claimer } spiller det han sa; hvert annet kort fra hans side er det som gir flest stikk i gjennomsnitt over måtene kortene han ikke ser kan sitte på (han ser sin hånd, bordet og kortene som er spilt, og regner med lengdene sluttposisjonen viser), så han tar masken eller spiller på fall etter sjansene, ikke etter kortene; motspillerne spiller best mulig. { CAP(-claimer(form: "side")) } tar da { $tricks } { $tricks ->
        [one] stikk
       *[other] stikk
    }: { $line }.
claim-69b-guess = { $player }s { $card } var en gjetning: ingen kort var best uansett hvordan de usette kortene sitter. Spilleføringen tar kortet som er best i gjennomsnitt, med hver fordeling talt én gang (etter ledige plasser, uten begrenset valg); en { -director(form: "indef") } som vekter fordelingene annerledes, kan velge et annet kort her.
claim-69b-restored = Med fornuftig spill fra begge sider ville { $side } sannsynligvis ha tatt { $likely }: { $restored } { $restored ->
        [one] stikk gis
       *[other] stikk gis
    } tilbake (innen { -correction-period } i § 79C).
claim-69b-stands = Med fornuftig spill fra begge sider ville { $side } sannsynligvis bare ha tatt { $likely }: ingen stikk gis tilbake.
claim-result = { $side } får { $tricks } av de gjenværende stikkene: { -declarer } ({ $declarer }) får { $total } stikk i alt.
claim-rest-conceded = { $conceded ->
        [one] Stikket
       *[other] De { $conceded } stikkene
    } som ikke kreves, er avstått.
claim-70d2 = { CAP(-claim(form: "def")) } kommer fra en { -defender }: valg som er overlatt til makker ({ $partner }), dømmes også etter det dårligste normale spillet.

## Oppgavebanken: etiketter og ordene parameterne leses som

label-question = Spørsmål
label-choices = Svaralternativer
label-answer = Svar
label-explanation = Forklaring
label-misreadings = Svar som kommer av at en paragraf er lest feil
answer-yes = ja
answer-no = nei
part-law = paragrafen som avgjør følgen av { -revoke(form: "def") } (overføring, ingen overføring eller korrigering)
part-transferred = overførte stikk
part-declarer_tricks = { -declarer(form: "gen") } stikk
part-ns = resultat til Nord-Syd
part-imps = IMP
part-ns_team = Nord-Syd-laget (IMP)
part-ew_team = Øst-Vest-laget (IMP)
part-adjusted_ns = resultat til Nord-Syd
part-claimer_tricks = stikk til { -claimer(form: "side") }
part-established = { -established }
part-penalty_card = { -penalty-card }
part-unusual = uvanlig resultat
part-infraction = { -infraction }
part-stands = står ved lag
part-play_continues = spillet fortsetter
part-equity_adjusted = justert etter § 64C
part-rectified_by = paragrafen som korrigerer { -revoke(form: "def") }
label-ruling = Hele { -ruling(form: "def") }
key-also-right = { $answer } ({ $also } er også riktig)
fault-innocent = helt uten skyld
fault-partly = delvis skyldig
fault-guilty = direkte skyldig

## Retting: hva et feil svar leser feil ($law er paragrafen, «§ 64A2»)

misread-imps-band-below = Dette er intervallet under på IMP-skalaen i { $law }: sjekk hvilket intervall differansen ligger i.
misread-imps-band-above = Dette er intervallet over på IMP-skalaen i { $law }: sjekk hvilket intervall differansen ligger i.
misread-imps-other-side = Dette er riktig antall IMP for det andre laget: differansen regnes fra det laget spørsmålet gjelder ({ $law }).
misread-score-vulnerability = Dette er resultatet med faresonene byttet om ({ $law }).
misread-score-undoubled = Dette er resultatet som om kontrakten ikke var doblet ({ $law }): doblede { -undertrick(form: "pl") } og overstikk, og bonusen for vunnet doblet kontrakt, gir andre poeng.
misread-score-other-side = Dette er resultatet sett fra den andre siden: resultatene her er sett fra Nord-Syd.
misread-score-redoubled-as-doubled = Dette er resultatet som om kontrakten bare var doblet ({ $law }): redoblede { -undertrick(form: "pl") } og overstikk teller dobbelt så mye som doblede, og vunnet redoblet kontrakt gir sin egen bonus.
misread-86d-artificial-only = Dette er bare { -artificial-adjusted-score(form: "def") }: resultatet ved bordet der spillet ble spilt, var uvanlig, så { $law } og DBVs retningslinje tar hensyn til det.
misread-86d-cap-ignored = Hvert lag ble beregnet for seg: etter DBV nr. 9 og 10 får de to lagene til sammen høyst summen av sine { -artificial-adjusted-score(form: "pl") }.
misread-86d-full-weight = Resultatet telte fullt ut for begge lagene: etter DBV nr. 6 og 7 teller et godt resultat for et skyldig lag, eller et dårlig resultat for et lag uten skyld, bare en tredjedel.
misread-weighted-points-first = Poengene ble vektet før de ble regnet om til IMP: { $law } vekter IMP-resultatene.
misread-weighted-rounded-early = Hver vektet del ble avrundet: etter { $law } legges de eksakte delene sammen, og bare summen avrundes.
misread-weighted-likeliest-only = Dette tildeler bare det mest sannsynlige resultatet, slik § 12C1(e) ville: { -director(form: "def") } ga et { -weighted-score }, så etter { $law } teller hvert resultat med sin vekt.
misread-split-full-redress = Her erstattes hele skaden: etter { $law } erstattes ikke { -subsequent-damage(form: "def") }, som { -non-offending-side } påførte seg selv ved en alvorlig feil.
misread-split-no-redress = Her blir bordresultatet stående: etter { $law } erstattes likevel skaden som { -infraction(form: "def") } påførte.
misread-split-points-first = Her er skaden delt i poeng og summen matchpoengberegnet én gang; i parturnering brukes { $law } i matchpoeng: hvert resultat matchpoengberegnes først mot de andre bordene, og prosenten { -infraction(form: "def") } kostet, legges til bordprosenten.
misread-split-offenders-keep-table = { CAP(-offending-side) } beholdt bordresultatet sitt: etter { $law } får den resultatet som om { -infraction(form: "def") } ikke hadde skjedd.
misread-artificial-fault-swapped = Skylden til de to sidene ble byttet om ({ $law }).
misread-artificial-session-ignored = Dette er bare 60 % eller 40 % etter § 12C2(a): etter { $law } beholder et par uten skyld som har scoret mer i { -session(form: "def") }, sin prosent, og et par med skyld som har scoret mindre, får sin egen.
misread-artificial-session-whatever-fault = Dette gir paret prosenten fra { -session(form: "def") } uansett skyld: etter { $law } beholder bare et par uten skyld en prosent over 60 %, og bare et par med skyld får en prosent under 40 %.
misread-revoke-64a1-for-64a2 = Dette bruker § 64A1, som om spilleren som revokerte, hadde vunnet { -revoke-trick(form: "def") }: det gjorde spilleren ikke, så etter { $law } overføres ett stikk.
misread-revoke-64a2-for-64a1 = Dette bruker § 64A2: men spilleren som revokerte, vant selv { -revoke-trick(form: "def") }, så etter { $law } overføres det og ett senere stikk som { -offending-side } vant.
misread-revoke-exception-overlooked = Her overføres stikk slik § 64A sier, men etter { $law } overføres ingen stikk her.
misread-revoke-64b1-overlooked = Her overføres ett stikk, men { -offending-side } vant verken { -revoke-trick(form: "def") } eller noe senere stikk, så etter { $law } overføres ingen stikk.
misread-revoke-wrong-direction = Stikkene gikk feil vei: de går til { -non-offending-side } ({ $law }).
misread-62b1-no-penalty-card = Kortet trekkes tilbake, men det er ikke alt: en { -defender(form: "gen") } revokekort fra en skjult hånd blir et { -major-penalty-card } ({ $law }).
misread-62b2-penalty-card = Bare en { -defender(form: "gen") } kort blir { -penalty-card }: { -declarer(form: "gen") } eller { -dummy(form: "gen") } kort trekkes tilbake uten annen { -rectification } ({ $law }).
misread-revoke-table-result = Dette er resultatet slik det ble spilt: { -revoke(form: "def") } ble { -established }, så etter § 64 overføres stikk (eller { -director } sørger etter § 64C for et rettferdig resultat); resultatet blir ikke bare stående ({ $law }).
misread-revoke-64c-overlooked = Dette er bare overføringen etter § 64A: { -revoke(form: "def") } kostet { -non-offending-side } mer enn overføringen gir tilbake, og etter { $law } får den det den ville hatt uten { -revoke(form: "def") }.
misread-revoke-62d1-too-late = Dette korrigerer { -revoke(form: "def") } i tolvte stikk og spiller de to siste stikkene på nytt, men { $law } tillater det bare før alle fire hendene er lagt tilbake i mappen; oppdaget senere står { -revoke(form: "def") } slik den ble spilt, og bare § 64C kan gi { -non-offending-side } noe.
misread-revoke-second-not-rectified = Her er bare den første { -revoke(form: "def") } rettet, men { $law } fritar en senere { -revoke } bare når samme spiller igjen unnlater å følge farge i samme farge; enhver annen { -established } { -revoke } overfører også stikk etter § 64A, av stikkene som ikke allerede er overført.
misread-70-as-claimed = Dette godtar { -claim(form: "def") } slik det ble fremsatt: men et omstridt { -claim } avgjøres etter den dårligste normale spilleføringen for { -claimer }, og all tvil går ut over { -claimer } ({ $law }).
misread-70-best-play = Dette gir { -claimer }, det beste spillet: etter { $law } får siden bare det den dårligste normale spilleføringen (skjødesløs eller dårlig, ikke irrasjonell) gir.
misread-70e-finesse-credited = Dette godskriver en { -finesse } som { -claimer }, ikke nevnte: etter { $law } godkjenner { -director } ikke { -finesse(form: "def") }.
misread-70c-trump-forgotten = Dette overser den gjenværende trumfen som { -claimer }, ikke nevnte: etter { $law } tar den et stikk hvis en normal spilleføring gir den et.
misread-71-nothing-restored = Dette lar { -concession(form: "def") } bli stående: etter { $law } blir et avstått stikk som ikke kunne tapes ved noe normalt spill, gitt tilbake når det kreves innen { -correction-period }.
misread-71-best-play = Dette gir tilbake det beste spill ville gitt: etter { $law } gis bare stikk tilbake som ikke kunne tapes ved noe normalt spill.
misread-69b-nothing-restored = Dette beholder resultatet som ble godtatt: en { -acquiescence } som trekkes tilbake innen { -correction-period }, gir tilbake et stikk siden sannsynligvis ville ha vunnet ({ $law }).
misread-69b-normal-line = Dette bedømmer tilbaketrekningen etter den dårligste normale spilleføringen for { -claimer }, testen i § 70 og § 71: etter { $law } gis bare et stikk tilbake som siden sannsynligvis ville ha vunnet, vurdert nøytralt.
misread-68b2-objection-ignored = Dette lar { -defender(form: "def-gen") } { -concession } bli stående: makkeren protesterte straks, så etter { $law } har ingen { -concession } funnet sted.
misread-68b2-dummy-objects = Dette behandler { -dummy(form: "gen") } protest som om den opphevet { -declarer(form: "gen") } { -claim }: etter { $law } har bare en { -defender(form: "gen") } makker den virkningen.
misread-ui-table-stands = Dette lar bordresultatet stå: det var et regelbrudd ({ $law }) som skadet den ikke-feilende side, og resultatet justeres.
misread-ui-best-for-offenders = Dette justerer til { -logical-alternative(form: "def") } som er best for { -offending-side }: etter { $law } brukes det som er minst gunstig for den.
misread-ui-every-action-an-alternative = Dette regner en handling som et { -logical-alternative } selv om for få av de spurte spillerne valgte den ({ $law } og reglementets grense).
misread-ui-majority-only = Dette regner bare en handling som flertallet av de spurte spillerne valgte, som et { -logical-alternative }: etter { $law } er også en handling som reglementets andel av dem valgte, et { -logical-alternative }.
misread-ui-adjusted-without-infraction = Dette justerer resultatet, men det var ikke noe { -infraction }: det fantes ikke noe { -logical-alternative } som informasjonen ikke foreslo ({ $law }).

## Skade, vektede kjennelser og matchpoeng (§ 12B1, § 12C1, § 16; DBV § 86D nr. 9–10)

law86d-within-cap = Til sammen får de to lagene { $sum } IMP ({ $first } og { $second }), innenfor grensen: grensen er et tak, ikke en sum som skal nås, så hvert lag beholder sitt resultat (DBV nr. 9 og 10).
split-not-damaged = Bordresultatet er minst like godt for den ikke-feilende side { $side } som resultatet uten regelbruddet: den ble ikke skadet (§ 12B1), så det tildeles ikke noe justert resultat, og begge sider beholder bordresultatet: { $imps } IMP til { $side }, { $offenders_imps } IMP til { $offenders }.
split-actual-pairs = Bordresultatet { $ns } mot de { $others } resultatene ved de andre bordene gir { -non-offending-side } { $side } { $matchpoints } av { $top } matchpoeng, { $pct } %.
split-normal-pairs = Normalt spill etter { -infraction(form: "def") } ville ha gitt { $ns }: { $pct } %.
split-without-pairs = Uten { -infraction(form: "def") } ville resultatet ha blitt { $ns }: { $pct } %.
split-consequent-pairs = { CAP(-infraction(form: "def")) } påførte en skade på { $damage } prosentpoeng ({ -consequent-damage }); de øvrige { $subsequent } prosentpoeng tapte { -non-offending-side } ved en alvorlig feil den selv gjorde ({ -subsequent-damage }), og det tapet må den bære selv. Den får { $pct } %.
split-no-damage-pairs = Normalt spill etter { -infraction(form: "def") } ville ha gitt minst like godt resultat som uten { -infraction(form: "def") }: { -infraction(form: "def") } forårsaket ingen skade, og { -non-offending-side } beholder bordresultatet sitt på { $pct } %.
split-full-redress-pairs = { CAP(-non-offending-side) } gjorde ingen alvorlig feil selv: den får det beste av bordresultatet og resultatet uten { -infraction(form: "def") }, { $pct } %.
split-error-cost-nothing = Feilen { -non-offending-side } selv gjorde etter { -infraction(form: "def") }, kostet den ingenting i IMP: bordresultatet gir like mye som normalt spill ville ha gitt. Derfor får den det beste av bordresultatet og resultatet uten { -infraction(form: "def") }, { $imps } IMP.
split-error-cost-nothing-pairs = Feilen { -non-offending-side } selv gjorde etter { -infraction(form: "def") }, kostet den ingenting i matchpoeng: bordresultatet gir like mye som normalt spill ville ha gitt. Derfor får den det beste av bordresultatet og resultatet uten { -infraction(form: "def") }, { $pct } %.
split-offenders-pairs = { CAP(-offending-side) } { $side } får resultatet som om { -infraction(form: "def") } ikke hadde skjedd: { $pct } %.
split-not-damaged-pairs = Bordresultatet er minst like godt for den ikke-feilende side { $side } som resultatet uten regelbruddet: den ble ikke skadet (§ 12B1), så det tildeles ikke noe justert resultat, og begge sider beholder bordresultatet: { $pct } % til { $side }, { $offenders_pct } % til { $offenders }.
mp-scale = Matchpoeng (§ 78A): 2 for hvert Nord-Syd-resultat ved de andre bordene som slås, 1 for hvert som er likt, 0 for hvert som er bedre. Spillet ble spilt ved { $tables } bord, så hvert resultat sammenlignes med { $tables } − 1 andre, og toppen er { $top }; Øst-Vest får toppen minus Nord-Syds matchpoeng.
mp-table = Bord { $table }: { $ns } til Nord-Syd slår { $beaten } og er likt med { $tied } av de { $others } andre resultatene: { $matchpoints } av { $top } matchpoeng, { $pct } %; Øst-Vest får { $ew_matchpoints }, { $ew_pct } %.
weighted-outcome-pairs = Vekt { $weight }: { $ns } slår { $beaten } og er likt med { $tied } av de { $others } resultatene ved de andre bordene, { $matchpoints } av { $top } matchpoeng, { $pct } % til Nord-Syd; vektet { $part } %.
weighted-total-pairs = Det vektede resultatet er summen: { $exact } % ({ $rounded } %) til Nord-Syd, { $ew } % til Øst-Vest.
ui-alternatives-suggested = { $action } foreslås av den urettmessige informasjonen, men det gjør også alle logiske alternativer til den: bordresultatet { $ns } blir stående.
ui-used-extraneous = { $side } valgte { $chosen }, som den uvedkommende informasjonen påviselig foreslo, mens et logisk alternativ ikke var foreslått. Å motta informasjonen var intet regelbrudd; å bruke den er det (§ 73C).
ui-standards = § 12C1(e): den ikke-feilende side får det gunstigste resultatet som var sannsynlig om regelbruddet ikke hadde skjedd, den feilende side { $side } det ugunstigste resultatet som i det hele tatt var sannsynlig. Uten informasjonen måtte { $side } velge et logisk alternativ som den ikke foreslo; hvert av dem er en handling noen spillere på deres nivå ville velge, så resultatet av den var i det hele tatt sannsynlig.
ui-expected = Resultatet som er minst gunstig for { $side }, er resultatet av { $action }: { $ns } til Nord-Syd. Turneringslederen vurderer det også som sannsynlig, så det er resultatet begge sider kunne vente seg om regelbruddet ikke hadde skjedd.
ui-damaged = { $ns } er bedre for den ikke-feilende side { $victims } enn bordresultatet { $table }: regelbruddet skadet dem (§ 12B1), og { $law } krever et justert resultat.
ui-not-damaged = { $ns } er ikke bedre for den ikke-feilende side { $victims } enn bordresultatet { $table }: regelbruddet skadet dem ikke (§ 12B1). Etter { $law } justeres resultatet bare ved skade, så bordresultatet { $table } blir stående.
ui-weighted = § 12C1(c): turneringslederen vekter resultatene som kunne ha oppstått om { $side } ikke hadde brukt informasjonen, slik NBFs og DBVs turneringsledere gjør, i stedet for de to målestokkene i § 12C1(e) («sannsynlig» for den ikke-feilende side, «i det hele tatt sannsynlig» for den feilende side). Bare resultater som kunne ha blitt oppnådd om uregelmessigheten ikke hadde skjedd, teller med: utfallene av de logiske alternativene, aldri bordresultatet av den foreslåtte handlingen. Hvert resultat regnes om først, og så vektes de omregnede resultatene.
ui-weighted-outcome = { $action }, vekt { $weight }: { $ns } mot { $other } ved det andre bordet er en differanse på { $difference }, { $imps } IMP; vektet { $part }.
ui-weighted-outcome-pairs = { $action }, vekt { $weight }: { $ns } slår { $beaten } og er likt med { $tied } av de { $others } resultatene ved de andre bordene, { $matchpoints } av { $top } matchpoeng, { $pct } % til Nord-Syd; vektet { $part } %.
ui-weighted-result = Vekt { $weight }: { $ns } mot { $other } ved det andre bordet er en differanse på { $difference }, { $imps } IMP; vektet { $part }.
ui-weighted-result-pairs = Vekt { $weight }: { $ns } slår { $beaten } og er likt med { $tied } av de { $others } resultatene ved de andre bordene, { $matchpoints } av { $top } matchpoeng, { $pct } % til Nord-Syd; vektet { $part } %.
ui-table-teams = Bordresultatet { $ns } mot { $other } ved det andre bordet er en differanse på { $difference }, { $imps } IMP.
ui-table-pairs = Bordresultatet { $ns } slår { $beaten } og er likt med { $tied } av de { $others } resultatene ved de andre bordene: { $matchpoints } av { $top } matchpoeng, { $pct } % til Nord-Syd.
ui-damaged-weighted = Det vektede resultatet, { $weighted } { $unit ->
        [imp] IMP
       *[pct] %
    } til Nord-Syd, er bedre for den ikke-feilende side { $victims } enn bordets, { $table } { $unit ->
        [imp] IMP
       *[pct] %
    }: regelbruddet skadet dem (§ 12B1), og etter { $law } tildeles det vektede resultatet.
ui-not-damaged-weighted = Det vektede resultatet, { $weighted } { $unit ->
        [imp] IMP
       *[pct] %
    } til Nord-Syd, er ikke bedre for den ikke-feilende side { $victims } enn bordets, { $table } { $unit ->
        [imp] IMP
       *[pct] %
    }: regelbruddet skadet dem ikke (§ 12B1). Etter { $law } justeres resultatet bare ved skade, så bordresultatet { $ns } blir stående.
misread-86d-fixed-sum = Grensen ble brukt som en fast sum: etter DBV nr. 9 og 10 er den et tak, og det andre laget får differansen til grensen bare når de to resultatene etter nr. 4–7 til sammen overstiger den.
misread-split-adjusted-without-damage = Dette gir den feilende side resultatet som om regelbruddet ikke hadde skjedd, men den ikke-feilende side ble ikke skadet: uten skade blir det ikke noe justert resultat ({ $law }), og også den feilende side beholder bordresultatet.
misread-weighted-pairs-score-first = Resultatene ble vektet før de ble regnet om til matchpoeng: etter { $law } regnes hvert resultat om mot de andre bordene først, og så vektes prosentene.
misread-mp-ties-as-wins = Et likt resultat ble regnet som et resultat man slår: etter { $law } gir et likt resultat 1 matchpoeng, halvparten av de 2 for et resultat man slår.
misread-mp-ties-as-losses = Et likt resultat ble regnet som tapt: etter { $law } gir et likt resultat 1 matchpoeng.
misread-mp-top-counts-own-table = Toppen ble regnet over alle bordene, også dette: et resultat sammenlignes bare med resultatene ved de andre bordene ({ $law }), så toppen er 2 for hvert av de andre bordene.
misread-mp-other-direction = Dette er den andre retningens prosent: Nord-Syds og Øst-Vests matchpoeng i et spill blir til sammen toppen ({ $law }).
misread-ui-adjusted-without-damage = Dette justerer resultatet, men regelbruddet skadet ikke den ikke-feilende side: resultatet uten den er ikke bedre for dem enn bordresultatet ({ $law }), så bordresultatet blir stående.
misread-ui-adjusted-not-suggested = Dette justerer resultatet, men det var intet regelbrudd: handlingen som ble valgt, er ikke en informasjonen foreslår ({ $law }).
misread-ui-unweighted = Dette tildeler det ene resultatet som er minst gunstig for den feilende side: turneringslederen vektet de mulige resultatene etter { $law }.
part-ns_pct = Nord-Syds prosent
part-ew_pct = Øst-Vests prosent
part-damaged = skadet

# Law 61B: who may ask about a failure to follow suit.
inquiry-declarer = { $asker }, { -declarer(form: "def") }, spør { $asked }, en { -defender }: { -declarer(form: "def") } kan spørre en { -defender } som ikke har fulgt farge, om han har et kort i fargen som ble spilt ut (§ 61B1). Spørsmålet er tillatt.
inquiry-dummy-declarer = { $asker }, { -dummy }, spør { $asked }, { -declarer(form: "def") }: { -dummy } kan spørre { -declarer(form: "def") } (§ 61B2(a)) så lenge han ikke har mistet rettighetene sine. Spørsmålet er tillatt.
inquiry-dummy-lost-rights = { $asker }, { -dummy }, hadde mistet rettighetene sine ved å se på en spillers kort (§ 43B2(b)): fra da av kan han ikke spørre { -declarer(form: "def") } om manglende fargefølging (§ 61B2(a) viser til § 43B2(b)). Spørsmålet er ikke tillatt.
inquiry-dummy-defender = { $asker }, { -dummy }, spør { $asked }, en { -defender }: { -dummy } kan bare spørre { -declarer(form: "def") }, aldri en { -defender } (§ 61B2(b)). Spørsmålet er ikke tillatt.
inquiry-defender = { $asker }, en { -defender }, spør { $asked }: { -defender(form: "def-pl") } kan spørre { -declarer(form: "def") } og hverandre (§ 61B3). Spørsmålet er tillatt.
inquiry-asks-dummy = { $asked } er { -dummy }, og kortene hans ligger åpne på bordet: det er ingenting å spørre om, og § 61B gir ingen det spørsmålet.
inquiry-himself = { $asker } kan ikke spørre seg selv om sin egen manglende fargefølging.
part-may_ask = kan spørre
misread-61b-who-may-ask = { $law } sier hvem som kan spørre en spiller som ikke fulgte farge: { -declarer(form: "def") } en { -defender }; { -dummy } bare { -declarer(form: "def") }, og ikke etter å ha mistet rettighetene sine; { -defender(form: "def-pl") } { -declarer(form: "def") } og hverandre. Dette svaret leser listen feil for disse to spillerne.

# Law 62C: cards withdrawn after a corrected revoke; Law 16C: what they showed.
revoke-62c1-withdrawn = { $seat } trekker tilbake { $card }, spilt etter { -revoke(form: "def") }, og spiller et annet kort: en spiller på { -non-offending-side } kan gjøre det uten { -rectification } (§ 62C1).
revoke-62c2-penalty-card = Etter at { $changer } trakk tilbake kortet sitt, kan { $seat }, neste hånd på { -offending-side } etter tur, også trekke tilbake { $card } (§ 62C2); som en { -defender(form: "gen") } kort blir det et { -major-penalty-card }.
revoke-62c2-no-penalty = Etter at { $changer } trakk tilbake kortet sitt, kan { $seat }, neste hånd på { -offending-side } etter tur, også trekke tilbake { $card } (§ 62C2); det er ikke en { -defender(form: "gen") } kort, så det tas tilbake uten { -rectification }.
revoke-62c2-not-allowed = { $seat } kan ikke trekke tilbake { $card }: § 62C2 lar { -offending-side } trekke tilbake et kort bare etter at spilleren på { -non-offending-side } foran i turen ({ $changer }) har trukket tilbake sitt; { $card } blir stående som spilt.
revoke-withdrawn-information = Det de tilbaketrukne kortene viste, er autorisert informasjon for { -non-offending-side } { $side } og urettmessig for { -offending-side } { $offenders } (§ 16C).
misread-62c1-penalty-card = En spiller på { -non-offending-side } trekker tilbake kortet sitt uten { -rectification } ({ $law }); bare kort som { -offending-side } trekker tilbake, kan bli { -penalty-card }.
misread-62c2-no-penalty-card = Kortet tas tilbake, men det er ikke alt: en { -defender } på { -offending-side } som trekker tilbake kortet sitt etter { $law }, får det liggende på bordet som { -major-penalty-card }.
misread-62c2-penalty-card = Bare en { -defender(form: "gen") } kort blir { -penalty-card }: { -declarer(form: "gen") } eller { -dummy(form: "gen") } kort som trekkes tilbake etter { $law }, tas tilbake uten { -rectification }.
misread-62c2-withdrawn-anyway = Etter { $law } kan { -offending-side } trekke tilbake et kort bare etter at en spiller på { -non-offending-side } har trukket tilbake sitt; her gjorde ingen det, så kortet blir stående som spilt og er ikke noe { -penalty-card }.
part-withdrawal_allowed = kan trekke tilbake
part-withdrawn_penalty_card = tilbaketrukket kort blir { -penalty-card }
part-likely_clear = sannsynlig spilleføring klar (ingen gjetning)

# Issue 34 (helper C): the law part that establishes the revoke.
part-law_establishes = paragrafen som gjør { -revoke(form: "def") } { -established }
## Papirsvar rettet: `ruling exam grade` (gjennomgang av eksamen P7–P9)

grade-student = Kandidat { $number } ({ $code }): { $score } av { $questions } poeng
grade-verdict-correct = riktig
grade-verdict-misread = feiltolket
grade-verdict-wrong = feil
grade-verdict-unreadable = uleselig
grade-verdict-blank = blankt
grade-absent = Ingen svar fra { $count ->
        [one] kandidat
       *[other] kandidatene
    } { $list }: fraværende.
grade-replaced = { $name }.csv var rettet før: de tidligere resultatene erstattes av denne rettingen.
grade-written = Skrevet: { $file }
grade-summary = results.csv: { $students } { $students ->
        [one] kandidat
       *[other] kandidater
    } rettet fra { $files } { $files ->
        [one] svarfil
       *[other] svarfiler
    }, { $absent } fraværende.
grade-nothing-written = Ingenting ble rettet; ingen fil ble endret.
grade-col-number = Nr.
grade-col-code = Kandidatkode
grade-col-score = Poeng (av { $questions })
grade-col-question = Spørsmål { $number }
grade-col-question-alone = Spørsmål
grade-col-batch = Svarfil
grade-col-box = Rute
grade-col-part = Del av kjennelsen
grade-col-variant = Variantkode
grade-col-written = Skrevet svar
grade-col-verdict = Vurdering
grade-col-credit = Poeng
grade-col-law = Feiltolket paragraf
grade-col-explanation = Hva svaret feiltolker
grade-col-students = Kandidater
grade-absent-cell = fraværende
grade-stat-facility = Løsningsgrad (snittpoeng for de frammøtte, 0 til 1 per spørsmål)
grade-stat-answered = Besvart (kandidater som skrev et svar)
grade-stat-misreading = Vanligste feiltolkning (kandidater)
grade-error-columns = { $count } kolonner; en rad er kandidat, spørsmål, svar
grade-error-decimal-comma = et desimalkomma deler svaret i to: sett det i anførselstegn ("-10,67") eller skill kolonnene med ";"
grade-error-other-exam = «{ $field }» er en kandidat på eksamen { $other }, ikke på denne ({ $exam })
grade-error-student-range = kandidat { $number }: eksamenen har kandidatene 1 til { $students }
grade-error-not-student = «{ $field }» er ingen kandidat: skriv nummeret (1 til { $students }) eller koden ({ $example })
grade-error-question-range = spørsmål { $number }: eksamenen har spørsmålene 1 til { $questions }
grade-error-not-question = «{ $field }» er ikke et spørsmål: skriv nummeret, 1 til { $questions }
grade-error-parts-needed = spørsmål { $number } ber om en hel kjennelse i { $parts } deler: skriv { $first } til { $last }
grade-error-part-range = spørsmål { $number } har delene { $first } til { $last }, ikke { $given }
grade-error-no-parts = spørsmål { $number } har ett svar, ikke deler: skriv { $number }
grade-error-twice = kandidat { $student } svarer på { $box } to ganger (første gang på linje { $first })
grade-error-same-name = { $first } rettes i samme kjøring under samme navn ({ $name }): gi en av filene et annet navn
grade-error-two-files = kandidat { $student } har også svar i { $other }: en kandidats svar hører hjemme i én fil (en fil som rettes på nytt under samme navn, erstatter sin bunke)
grade-error-heading = en overskriftsrad har bare ord som elev, spørsmål, svar

# Issue 36 (helper C): svarark lest fra skanninger (`ruling exam scan`).
scan-error-no-code = fant ingen QR-kode fra et svarark
scan-error-no-corner = fant ikke hjørnemerke { $corner } av 4
scan-error-frame = hjørnemerkene danner ikke en side
scan-error-other-exam = en side fra eksamen { $other }, ikke fra { $exam }
scan-error-student = QR-koden gjelder kandidat { $student }, som ikke er med i denne eksamenen
scan-error-page = svararket til kandidat { $student } har ingen side { $page }
scan-error-image = ikke et bilde som kan leses: { $reason }
scan-not-read = { $place }: ikke lest ({ $reason }); utelatt
scan-error-blank = en blank side
scan-blank = { $count ->
    [one] { $count } blank side
   *[other] { $count } blanke sider
} utelatt (baksiden av et ark skrevet ut tosidig): { $pages }
scan-twice = kandidat { $student }, side { $page } er skannet to ganger: { $first } brukes, { $second } utelates
scan-missing = kandidat { $student }: { $count ->
    [one] side { $pages } er
   *[other] sidene { $pages } er
} ikke skannet
scan-unsure = kandidat { $student }, rute { $box }: { $reason }; rettes som uleselig til det er avklart (se { $crop })
scan-settled = kandidat { $student }, rute { $box }: avklart som { $answer } av rettelsesfilen
scan-doubt-double = to merker der ett skal fylles
scan-doubt-erased = et merke ved siden av et grått (visket ut?)
scan-doubt-faint = et merke for svakt til å telle
scan-doubt-gap = en tom kolonne inne i tallet eller paragrafen
scan-summary = { $pages } { $pages ->
    [one] side
   *[other] sider
} lest, { $unread } ikke lest, { $unsure } { $unsure ->
    [one] rute
   *[other] ruter
} å avklare; { $students } { $students ->
    [one] kandidat
   *[other] kandidater
} i results.csv
