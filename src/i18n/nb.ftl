# Norsk (bokmål) meldingskatalog for lovmotoren.
# Terminologi: NBFs turneringslederkurs og lovboka (Lovene for turneringsbridge).
# Argumenter: seter, sider og farger kommer ferdig oversatt (seat-N, side-NS, suit-S
# nedenfor); tall som tall; $contract, $band, brøker og velgernøkler som ren tekst.

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
        [yes] i faresonen
       *[no] utenfor faresonen
    }: { $tricks } stikk tatt, { $needed } trengs.
score-contract-points = Trekkverdi for de meldte stikkene{ $doubling ->
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
        [one] bet
       *[other] beter
    }{ $doubling ->
        [doubled] {" "}doblet
        [redoubled] {" "}redoblet
       *[undoubled] {""}
    }: { $sum } = { $points } til motspillerne.
score-total = { $side } får { $points }; sett fra Nord-Syd blir det { $ns }.
imps-band = En differanse på { $difference } poeng ligger i intervallet { $band } på WBFs IMP-skala: { $imps } IMP.

## Kunstige justerte resultater (§ 12C2, § 86A)

artificial-fault = Det var ikke mulig å oppnå et resultat, og { $side } var { fault }.
artificial-teams = I lagkamp er et kunstig justert resultat +3 IMP for middels pluss, 0 for middels og −3 for middels minus: { $side } får { $imps } IMP.
artificial-teams-fault = { $side } var { fault }: kunstig justert resultat { $imps } IMP.
artificial-pairs = { $side } var { fault }: { $pct } %.
artificial-session = { $side } oppnådde { $pct } % i sesjonen, { $fault ->
        [innocent] mer enn de 60 % som middels pluss gir, og beholder derfor sin sesjonsprosent
       *[other] mindre enn de 40 % som middels minus gir, og får derfor sin sesjonsprosent
    }: { $pct } %.

## Vektede resultater (§ 12C1(c))

weighted-outcome = Vekt { $weight }: { $ns } mot { $other } ved det andre bordet gir en differanse på { $difference }, { $imps } IMP; vektet { $part }.
weighted-total = Det vektede resultatet er summen: { $exact } IMP ({ $rounded }).

## Skade som følge av regelbruddet og selvforskyldt skade (§ 12C1(b))

split-actual = Bordresultatet { $ns } mot { $other } ved det andre bordet gir den ikke-feilende side { $side } { $imps } IMP.
split-normal = Normalt spill etter regelbruddet ville ha gitt { $ns }: { $imps } IMP.
split-without = Uten regelbruddet ville resultatet ha blitt { $ns }: { $imps } IMP.
split-consequent = Regelbruddet påførte en skade på { $damage } IMP (skade som følge av regelbruddet); de øvrige { $subsequent } IMP tapte den ikke-feilende side ved en alvorlig feil den selv gjorde (selvforskyldt skade), og det tapet må den bære selv. Den får { $imps } IMP.
split-no-damage = Normalt spill etter regelbruddet ville ha gitt minst like godt resultat som uten regelbruddet: regelbruddet forårsaket ingen skade, og den ikke-feilende side beholder bordresultatet sitt på { $imps } IMP.
split-full-redress = Den ikke-feilende side gjorde ingen alvorlig feil selv: den får det beste av bordresultatet og resultatet uten regelbruddet, { $imps } IMP.
split-offenders = Den feilende side { $side } får resultatet som om regelbruddet ikke hadde skjedd: { $imps } IMP.

## § 86D etter DBVs retningslinje av 1. mars 2013

law86d-difference = Ved bordet der spillet ble spilt, ble resultatet { $table }, og det forventede resultatet er { $expected }: en differanse på { $difference }, { $imps } IMP til Nord-Syd-laget.
law86d-not-unusual = { $imps } IMP avviker ikke mer enn 6 IMP fra det forventede resultatet, så resultatet er ikke uvanlig (DBV nr. 3): hvert lag får sitt kunstige justerte resultat.
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
law86d-cap = De to lagene får til sammen høyst summen av sine kunstige justerte resultater (DBV nr. 9): { $ns_fault ->
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
ui-source-withdrawn = Informasjonen kom fra en melding eller et spill som er trukket tilbake: for den feilende side { $side } er den urettmessig.
ui-source-extraneous = Informasjonen kom utenfra bordets lovlige prosedyrer (overhørt, eller et kort som ble sett). Å motta den er ingen overtredelse: turneringslederen lar spillet fortsette og justerer hvis den påvirket resultatet (§ 16D2(c)); { $side } kan ikke bruke den.
ui-la = { $action }: { $selected } av { $total } spurte spillere valgte dette, en andel som når terskelen på { $threshold }: et logisk alternativ.
ui-not-la = { $action }: { $selected } av { $total } spurte spillere valgte dette, en andel under terskelen på { $threshold }: ikke et logisk alternativ.
ui-not-suggested = { $action } er ikke en handling som den urettmessige informasjonen (UI) foreslår: bordresultatet { $ns } blir stående.
ui-no-alternative = { $action } foreslås av den urettmessige informasjonen, men det finnes ikke noe logisk alternativ til den: bordresultatet { $ns } blir stående.
ui-infraction = { $side } valgte { $chosen }, som påviselig kunne være foreslått av den urettmessige informasjonen (UI), mens et logisk alternativ ikke var foreslått: et brudd på § { $law }.
ui-adjusted = Resultatet justeres til det logiske alternativet som er minst gunstig for den feilende side { $side }: { $action }, { $ns } til Nord-Syd.

## Revoke (§ 61–64)

revoke-facts = { $offender } revokerte: fulgte ikke farge, selv om spilleren hadde et kort i fargen som ble spilt ut.
revoke-none = Alle spillerne fulgte farge hver gang de kunne: det var ingen revoke.
revoke-found = Stikk { $trick }: { $offender } spilte { $card }, men hadde { $suit }, som var utspilt farge: en revoke.
revoke-established-given = Revoken var etablert: den kan ikke lenger korrigeres, og revokestikket blir stående slik det ble spilt (§ 63B).
revoke-established-play = { $offender }s side spilte til stikk { $trick }, et påfølgende stikk, og dermed ble revoken etablert.
revoke-established-claim = { $claimer }, en spiller på den feilende side, fremsatte et krav eller en avståelse, og dermed ble revoken etablert.
revoke-established-acquiesce = Den feilende side { $side } godtok kravet fra { $claimer }, og dermed ble revoken etablert.
revoke-not-established = Revoken ble påpekt før { $offender } eller makker spilte til et påfølgende stikk, og før noe krav: revoken var ikke etablert.
revoke-62a = { $offender } må korrigere revoken: trekke tilbake kortet og spille et lovlig kort{ $suit_key ->
        [spades] {" "}(en spar)
        [hearts] {" "}(en hjerter)
        [diamonds] {" "}(en ruter)
        [clubs] {" "}(en kløver)
       *[other] {""}
    }.
revoke-62b1 = { $offender } er motspiller, og kortet kom fra en skjult hånd: det blir et stort straffekort.
revoke-62b2 = Kortet kom fra spilleførers eller blindemanns hånd: det trekkes tilbake uten annen korrigering.
revoke-62b2-faced = Kortet lå allerede med fremsiden opp: det trekkes tilbake uten annen korrigering.
revoke-62c1 = Hver spiller på den ikke-feilende side { $side } kan trekke tilbake et kort spilt etter revoken og spille et annet.
revoke-play-continues = Spillet fortsetter fra det korrigerte stikket; ingen stikk overføres.
revoke-trick12-corrected-facts = En revoke i tolvte stikk må korrigeres, selv om den er etablert, hvis den oppdages før alle fire hendene er lagt tilbake i mappen.
revoke-trick12-corrected = Revoken i tolvte stikk korrigeres (§ 62D1): { $offender } spiller et kort i { $suit }, og de to siste stikkene spilles på nytt. Spilleførers side tok { $before } av dem slik de ble spilt, og { $after } etter korrigeringen.
revoke-62d2 = { $partner } spilte til tolvte stikk etter revoken og kan ikke velge et spill som revoken kan ha foreslått: tvil går ut over den feilende side.
revoke-64a1-two = { $offender } vant revokestikket, og den feilende side vant et senere stikk: revokestikket og ett senere stikk overføres, { $transferred } stikk.
revoke-64a1-one = { $offender } vant revokestikket, men den feilende side vant ikke noe senere stikk: bare revokestikket overføres, { $transferred } stikk.
revoke-64a2-partner = Revokestikket ble vunnet av { $winner }, ikke av { $offender }; siden den feilende side vant det, overføres ett stikk.
revoke-64a2-later = Revokestikket ble vunnet av { $winner }, ikke av { $offender }; siden den feilende side vant et senere stikk, overføres ett stikk.
revoke-dummy-not-declarer = Revokestikket ble vunnet av blindemann ({ $dummy }): et stikk vunnet av blindemann er ikke vunnet av spillefører ved bruken av § 64A.
revoke-64b1 = Den feilende side vant verken revokestikket eller noe senere stikk: ingen korrigering, ingen stikk overføres.
revoke-64b2 = Dette er en etterfølgende revoke av { $offender } i samme farge: det overføres ikke stikk for den (§ 64C kan bli brukt).
revoke-64b3 = Kortet som { $offender } unnlot å spille, lå med fremsiden opp på bordet: ingen stikk overføres.
revoke-64b3-dummy = Revoken ble begått fra blindemanns hånd ({ $offender }): ingen stikk overføres.
revoke-64b4 = Revoken ble først påpekt etter at en spiller på den ikke-feilende side hadde avgitt en melding i neste spill: ingen stikk overføres.
revoke-64b5 = Revoken ble først påpekt etter at runden var avsluttet: ingen stikk overføres.
revoke-64b6 = Revoken skjedde i tolvte stikk: ingen stikk overføres.
revoke-64b7 = Begge sider revokerte i dette spillet: ingen stikk overføres for revoken til { $offender }.
revoke-transfer-result = { $transferred } { $transferred ->
        [one] stikk overføres
       *[other] stikk overføres
    } til { $side }: spilleførers { $table } stikk blir { $after }.
revoke-64c-adjust = Uten revoken ville spillefører ha tatt { $without } stikk; med { $after } { $transferred ->
        [0] slik det ble spilt
       *[other] etter overføringen
    } har { $side } ikke fått tilstrekkelig erstatning, så TL justerer til { $without }.
revoke-64c-enough = Uten revoken ville spillefører ha tatt { $without } stikk; med { $after } { $transferred ->
        [0] slik det ble spilt
       *[other] etter overføringen
    } har { $side } fått full erstatning.
revoke-64c2b = Begge sider revokerte: TL tildeler resultatet som om ingen revoke hadde skjedd, { $tricks } stikk til spillefører.
revoke-64c-computed = Uten revoken ville spilleførers side tatt { $without } av stikkene fra stikk { $trick } (utspill { $card }, korrekt spill fra begge sider), mot { $with } med revoken: med resten av spillet uendret ville spilleføreren fått { $tricks } stikk.
revoke-64c-needed = TL sørger etter § 64C for et rettferdig resultat, ut fra hvor mange stikk spillefører ville ha tatt uten revoken.
revoke-final = Resultat: { $contract } spilt av { $declarer } med { $tricks } stikk, { $ns } til Nord-Syd.

## Krav og avståelse (§ 68–71)

claim-all = { $claimer } krever alle de { $remaining } gjenværende stikkene.
claim-part = { $claimer } krever { $claimed } av de { $remaining } gjenværende stikkene og avstår dermed { $conceded }.
claim-concede-all = { $claimer } avstår alle de { $remaining } gjenværende stikkene.
claim-68b2-void = { $partner } protesterte umiddelbart mot makkers avståelse: ingen avståelse har funnet sted, og spillet fortsetter (protesten er urettmessig informasjon for den andre motspilleren).
claim-68b2-no-concession = { $partner } protesterte, men en motspillers protest opphever bare en avståelse av stikk, ikke et krav: kravet står ved lag og må avgjøres.
claim-68b2-dummy = { $partner }, blindemann, protesterte: bare en motspillers avståelse oppheves av makkers protest, så spilleførers krav står ved lag og må avgjøres.
claim-no-statement = Kravet ble fremsatt uten en klar redegjørelse: enhver normal rekkefølge for spillet av kortene kommer i betraktning.
claim-70c = En motstander har fortsatt en trumf som den som fremsatte kravet, ikke nevnte: trumfen vinner et stikk hvis noe normalt spill gir den mulighet til det.
claim-normal-line = Når kortene spilles ut på enhver normal måte (også skjødesløst eller dårlig, men aldri irrasjonelt), får siden som fremsatte kravet, { $tricks } { $tricks ->
        [one] stikk
       *[other] stikk
    } på den dårligste: { $line }.
claim-better-not-credited = Beste spill ville gi { $dd }, men en spillemåte som ikke inngikk i redegjørelsen, godskrives ikke: tvil går ut over den som fremsatte kravet, og siden godskrives høyst { $tricks }.
claim-70-stands = Kravet på { $claimed } stikk holder ved ethvert normalt spill: det står ved lag.
claim-70-fails = Kravet på { $claimed } stikk holder ikke ved normalt spill: siden som fremsatte kravet, får { $awarded }, og { $lost } { $lost ->
        [one] stikk går
       *[other] stikk går
    } til motstanderne.
claim-71-restored = Avståelsen av { $restored } { $restored ->
        [one] stikk
       *[other] stikk
    } annulleres: siden kunne ikke ha fått færre enn { $tricks } stikk ved noe normalt spill (innenfor rettelsesfristen i § 79C).
claim-71-stands = Avståelsen står ved lag: ved normalt spill tapes de avståtte stikkene, så ingen av dem gis tilbake.
claim-69a = { $side } godtok kravet og fikk dermed { $conceded } { $conceded ->
        [one] stikk
       *[other] stikk
    }.
claim-69b-restored = Med fornuftig spill fra begge sider ville { $side } sannsynligvis ha tatt { $likely }: { $restored } { $restored ->
        [one] stikk gis
       *[other] stikk gis
    } tilbake (innenfor rettelsesfristen i § 79C).
claim-69b-stands = Med fornuftig spill fra begge sider ville { $side } sannsynligvis bare ha tatt { $likely }: ingen stikk gis tilbake.
claim-result = { $side } får { $tricks } av de gjenværende stikkene: spillefører ({ $declarer }) får { $total } stikk i alt.
claim-rest-conceded = { $conceded ->
        [one] Stikket
       *[other] De { $conceded } stikkene
    } som ikke kreves, er avstått.
claim-70d2 = Kravet kommer fra en motspiller: valg som er overlatt til makker ({ $partner }), dømmes også etter det dårligste normale spillet.

## Oppgavebanken: etiketter og ordene parameterne leses som

label-question = Spørsmål
label-choices = Svaralternativer
label-answer = Svar
label-explanation = Forklaring
label-misreadings = Svar som kommer av at en paragraf er lest feil
answer-yes = ja
answer-no = nei
part-law = paragraf
part-transferred = overførte stikk
part-declarer_tricks = spilleførers stikk
part-ns = resultat til Nord-Syd
part-imps = IMP
part-ns_team = Nord-Syd-laget (IMP)
part-ew_team = Øst-Vest-laget (IMP)
part-adjusted_ns = resultat til Nord-Syd
part-claimer_tricks = stikk til kreverens side
part-established = etablert
part-penalty_card = straffekort
part-unusual = uvanlig resultat
part-infraction = overtredelse
part-stands = står ved lag
part-play_continues = spillet fortsetter
part-equity_adjusted = justert etter § 64C
part-rectified_by = paragrafen som retter opp revoken
label-ruling = Hele kjennelsen
fault-innocent = helt uten skyld
fault-partly = delvis skyldig
fault-guilty = direkte skyldig

## Retting: hva et feil svar leser feil ($law er paragrafen)

misread-imps-band-below = Dette er intervallet under på IMP-skalaen i § { $law }: sjekk hvilket intervall differansen ligger i.
misread-imps-band-above = Dette er intervallet over på IMP-skalaen i § { $law }: sjekk hvilket intervall differansen ligger i.
misread-score-vulnerability = Dette er resultatet med faresonene byttet om (§ { $law }).
misread-score-undoubled = Dette er resultatet som om kontrakten ikke var doblet (§ { $law }): doblede beter og overstikk, og bonusen for vunnet doblet kontrakt, gir andre poeng.
misread-score-other-side = Dette er resultatet sett fra den andre siden: resultatene her er sett fra Nord-Syd.
misread-86d-artificial-only = Dette er bare det kunstige justerte resultatet: resultatet ved det andre bordet var uvanlig, så § { $law } og DBVs retningslinje tar hensyn til det.
misread-86d-cap-ignored = Hvert lag ble beregnet for seg: etter DBV nr. 9 og 10 får de to lagene til sammen høyst summen av sine kunstige justerte resultater.
misread-86d-full-weight = Resultatet telte fullt ut for begge lagene: etter DBV nr. 6 og 7 teller et godt resultat for et skyldig lag, eller et dårlig resultat for et lag uten skyld, bare en tredjedel.
misread-weighted-points-first = Poengene ble vektet før de ble regnet om til IMP: § { $law } vekter IMP-resultatene.
misread-weighted-rounded-early = Hver vektet del ble avrundet: etter § { $law } legges de eksakte delene sammen, og bare summen avrundes.
misread-split-full-redress = Her erstattes hele skaden: etter § { $law } erstattes ikke den selvforskyldte skaden, som den ikke-feilende side påførte seg selv ved en alvorlig feil.
misread-split-no-redress = Her blir bordresultatet stående: etter § { $law } erstattes likevel skaden som regelbruddet påførte.
misread-split-offenders-keep-table = Den feilende side beholdt bordresultatet sitt: etter § { $law } får den resultatet som om regelbruddet ikke hadde skjedd.
misread-artificial-fault-swapped = Skylden til de to sidene ble byttet om (§ { $law }).
misread-revoke-64a1-for-64a2 = Dette bruker § 64A1, som om spilleren som revokerte, hadde vunnet revokestikket: det gjorde spilleren ikke, så etter § { $law } overføres ett stikk.
misread-revoke-64a2-for-64a1 = Dette bruker § 64A2: men spilleren som revokerte, vant selv revokestikket, så etter § { $law } overføres det og ett senere stikk som den feilende side vant.
misread-revoke-exception-overlooked = Her overføres stikk slik § 64A sier, men etter § { $law } overføres ingen stikk her.
misread-revoke-wrong-direction = Stikkene gikk feil vei: de går til den ikke-feilende side (§ { $law }).
misread-62b1-no-penalty-card = Kortet tas tilbake, men det er ikke alt: en motspillers revokekort fra en skjult hånd blir et stort straffekort (§ { $law }).
misread-62b2-penalty-card = Bare en motspillers kort blir straffekort: spilleførers eller blindemanns kort tas tilbake uten videre rettelse (§ { $law }).
misread-revoke-table-result = Dette er resultatet slik det ble spilt: revoken ble etablert, så etter § 64 overføres stikk (eller § 64C gjenoppretter likevekten); resultatet blir ikke bare stående (§ { $law }).
misread-revoke-64c-overlooked = Dette er bare overføringen etter § 64A: revoken kostet den ikke-feilende side mer enn overføringen gir tilbake, og etter § { $law } får de det de ville hatt uten revoken.
misread-70-as-claimed = Dette godtar kravet slik det ble fremsatt: men et omstridt krav avgjøres etter kreverens dårligste normale spilleføring, og all tvil går imot kreveren (§ { $law }).
misread-70-best-play = Dette gir kreveren det beste spillet: etter § { $law } får han bare det hans dårligste normale spilleføring (skjødesløs eller dårligere, ikke irrasjonell) gir.
misread-70e-finesse-credited = Dette godskriver en maske kreveren ikke nevnte: etter § { $law } kan han ikke ta den.
misread-70c-trump-forgotten = Dette overser den gjenværende trumfen kreveren ikke nevnte: etter § { $law } tar den et stikk hvis en normal spilleføring gir den et.
misread-71-nothing-restored = Dette lar avståelsen bli stående: etter § { $law } blir et avstått stikk som ikke kunne tapes ved noe normalt spill, gitt tilbake når det kreves innen rettelsesfristen.
misread-71-best-play = Dette gir tilbake det beste spill ville gitt: etter § { $law } gis bare stikk tilbake som ikke kunne tapes ved noe normalt spill.
misread-69b-nothing-restored = Dette beholder resultatet som ble godtatt: en godkjenning som trekkes tilbake innen rettelsesfristen, gir tilbake et stikk siden sannsynligvis ville ha vunnet (§ { $law }).
misread-69b-normal-line = Dette bedømmer tilbaketrekningen etter kreverens dårligste normale spilleføring, testen i § 70 og § 71: etter § { $law } gis bare et stikk tilbake som siden sannsynligvis ville ha vunnet, vurdert nøytralt.
misread-68b2-objection-ignored = Dette lar motspillerens avståelse bli stående: makkeren protesterte straks, så etter § { $law } har ingen avståelse funnet sted.
misread-68b2-dummy-objects = Dette behandler bordets protest som om den opphevet spilleførerens krav: etter § { $law } har bare en motspillers makker den virkningen.
misread-ui-table-stands = Dette lar bordresultatet stå: det var en overtredelse (§ { $law }) som skadet den ikke-feilende side, og resultatet justeres.
misread-ui-best-for-offenders = Dette justerer til det logiske alternativet som er best for den feilende side: etter § { $law } brukes det som er minst gunstig for dem.
misread-ui-every-action-an-alternative = Dette regner en handling som et logisk alternativ selv om for få av de spurte spillerne valgte den (§ { $law } og reglementets grense).
misread-ui-adjusted-without-infraction = Dette justerer resultatet, men det var ingen overtredelse: det fantes ikke noe logisk alternativ som informasjonen ikke foreslo (§ { $law }).

## Skade, vektede kjennelser og matchpoeng (§ 12B1, § 12C1, § 16; DBV § 86D nr. 9–10)

law86d-within-cap = Til sammen får de to lagene { $sum } IMP ({ $first } og { $second }), innenfor grensen: grensen er et tak, ikke en sum som skal nås, så hvert lag beholder sitt resultat (DBV nr. 9 og 10).
split-not-damaged = Bordresultatet er minst like godt for den ikke-feilende side { $side } som resultatet uten regelbruddet: den ble ikke skadet (§ 12B1), så det tildeles ikke noe justert resultat, og begge sider beholder bordresultatet: { $imps } IMP til { $side }, { $offenders_imps } IMP til { $offenders }.
mp-scale = Matchpoeng (§ 78A): 2 for hvert Nord-Syd-resultat ved de andre bordene som slås, 1 for hvert som er likt, 0 for hvert som er bedre. Spillet ble spilt ved { $tables } bord, så hvert resultat sammenlignes med { $tables } − 1 andre, og toppen er { $top }; Øst-Vest får toppen minus Nord-Syds matchpoeng.
mp-table = Bord { $table }: { $ns } til Nord-Syd slår { $beaten } og er likt med { $tied } av de { $others } andre resultatene: { $matchpoints } av { $top } matchpoeng, { $pct } %; Øst-Vest får { $ew_matchpoints }, { $ew_pct } %.
weighted-outcome-pairs = Vekt { $weight }: { $ns } slår { $beaten } og er likt med { $tied } av de { $others } resultatene ved de andre bordene, { $matchpoints } av { $top } matchpoeng, { $pct } % til Nord-Syd; vektet { $part } %.
weighted-total-pairs = Det vektede resultatet er summen: { $exact } % ({ $rounded } %) til Nord-Syd, { $ew } % til Øst-Vest.
ui-alternatives-suggested = { $action } foreslås av den urettmessige informasjonen, men det gjør også alle logiske alternativer til den: bordresultatet { $ns } blir stående.
ui-used-extraneous = { $side } valgte { $chosen }, som den uvedkommende informasjonen påviselig foreslo, mens et logisk alternativ ikke var foreslått. Å motta informasjonen var ingen overtredelse; å bruke den er det (§ 73C).
ui-standards = § 12C1(e): den ikke-feilende side får det gunstigste resultatet som var sannsynlig om overtredelsen ikke hadde skjedd, den feilende side { $side } det ugunstigste resultatet som i det hele tatt var sannsynlig. Uten informasjonen måtte { $side } velge et logisk alternativ som den ikke foreslo; hvert av dem er en handling noen spillere på deres nivå ville velge, så resultatet av den var i det hele tatt sannsynlig.
ui-expected = Resultatet som er minst gunstig for { $side }, er resultatet av { $action }: { $ns } til Nord-Syd. Turneringslederen vurderer det også som sannsynlig, så det er resultatet begge sider kunne vente seg om overtredelsen ikke hadde skjedd.
ui-damaged = { $ns } er bedre for den ikke-feilende side { $victims } enn bordresultatet { $table }: overtredelsen skadet dem (§ 12B1), og § { $law } krever et justert resultat.
ui-not-damaged = { $ns } er ikke bedre for den ikke-feilende side { $victims } enn bordresultatet { $table }: overtredelsen skadet dem ikke (§ 12B1). Etter § { $law } justeres resultatet bare ved skade, så bordresultatet { $table } blir stående.
ui-weighted = § 12C1(c): turneringslederen vekter resultatene som kunne ha oppstått om { $side } ikke hadde brukt informasjonen, slik NBFs og DBVs turneringsledere gjør, i stedet for de to målestokkene i § 12C1(e) («sannsynlig» for den ikke-feilende side, «i det hele tatt sannsynlig» for den feilende side). Hvert resultat regnes om først, og så vektes de omregnede resultatene.
ui-weighted-outcome = { $action }, vekt { $weight }: { $ns } mot { $other } ved det andre bordet er en differanse på { $difference }, { $imps } IMP; vektet { $part }.
ui-weighted-outcome-pairs = { $action }, vekt { $weight }: { $ns } slår { $beaten } og er likt med { $tied } av de { $others } resultatene ved de andre bordene, { $matchpoints } av { $top } matchpoeng, { $pct } % til Nord-Syd; vektet { $part } %.
ui-table-teams = Bordresultatet { $ns } mot { $other } ved det andre bordet er en differanse på { $difference }, { $imps } IMP.
ui-table-pairs = Bordresultatet { $ns } slår { $beaten } og er likt med { $tied } av de { $others } resultatene ved de andre bordene: { $matchpoints } av { $top } matchpoeng, { $pct } % til Nord-Syd.
ui-damaged-weighted = Det vektede resultatet, { $weighted } { $unit ->
        [imps] IMP
       *[pct] %
    } til Nord-Syd, er bedre for den ikke-feilende side { $victims } enn bordets, { $table } { $unit ->
        [imps] IMP
       *[pct] %
    }: overtredelsen skadet dem (§ 12B1), og etter § { $law } tildeles det vektede resultatet.
ui-not-damaged-weighted = Det vektede resultatet, { $weighted } { $unit ->
        [imps] IMP
       *[pct] %
    } til Nord-Syd, er ikke bedre for den ikke-feilende side { $victims } enn bordets, { $table } { $unit ->
        [imps] IMP
       *[pct] %
    }: overtredelsen skadet dem ikke (§ 12B1). Etter § { $law } justeres resultatet bare ved skade, så bordresultatet { $ns } blir stående.
misread-86d-fixed-sum = Grensen ble brukt som en fast sum: etter DBV nr. 9 og 10 er den et tak, og det andre laget får differansen til grensen bare når de to resultatene etter nr. 4–7 til sammen overstiger den.
misread-split-adjusted-without-damage = Dette gir den feilende side resultatet som om regelbruddet ikke hadde skjedd, men den ikke-feilende side ble ikke skadet: uten skade blir det ikke noe justert resultat (§ { $law }), og også den feilende side beholder bordresultatet.
misread-weighted-pairs-score-first = Resultatene ble vektet før de ble regnet om til matchpoeng: etter § { $law } regnes hvert resultat om mot de andre bordene først, og så vektes prosentene.
misread-mp-ties-as-wins = Et likt resultat ble regnet som et resultat man slår: etter § { $law } gir et likt resultat 1 matchpoeng, halvparten av de 2 for et resultat man slår.
misread-mp-ties-as-losses = Et likt resultat ble regnet som tapt: etter § { $law } gir et likt resultat 1 matchpoeng.
misread-mp-top-counts-own-table = Toppen ble regnet over alle bordene, også dette: et resultat sammenlignes bare med resultatene ved de andre bordene (§ { $law }), så toppen er 2 for hvert av de andre bordene.
misread-mp-other-direction = Dette er den andre retningens prosent: Nord-Syds og Øst-Vests matchpoeng i et spill blir til sammen toppen (§ { $law }).
misread-ui-adjusted-without-damage = Dette justerer resultatet, men overtredelsen skadet ikke den ikke-feilende side: resultatet uten den er ikke bedre for dem enn bordresultatet (§ { $law }), så bordresultatet blir stående.
misread-ui-adjusted-not-suggested = Dette justerer resultatet, men det var ingen overtredelse: handlingen som ble valgt, er ikke en informasjonen foreslår (§ { $law }).
misread-ui-unweighted = Dette tildeler det ene resultatet som er minst gunstig for den feilende side: turneringslederen vektet de mulige resultatene etter § { $law }.
part-ns_pct = Nord-Syds prosent
part-ew_pct = Øst-Vests prosent
part-damaged = skadet
