# Deutscher Meldungskatalog der Regel-Engine.
# Begriffe: Turnier-Bridge-Regeln (TBR) des DBV und die DBV-Verfahrensrichtlinie zu § 86 D.
# Argumente: Himmelsrichtungen, Seiten und Farben kommen schon übersetzt an (seat-N,
# side-NS, suit-S unten); Karten, Kontrakte, Ansagen, Dezimalzahlen und $law in der
# Schreibweise des DBV (src/i18n/notation.rs: ♥D, 3 SA, 4,67, § 64 A2); $band, Brüche
# und Auswahlschlüssel als reiner Text.

## Glossar: ein Begriff je Term, von allen Meldungen und Vorlagen benutzt (GLOSSARY.md).
## Formen: nom = Nominativ, obl = Genitiv/Dativ (schwache Beugung), gen = Genitiv, pl = Plural.

-revoke = { $form ->
       *[nom] Revoke
        [gen] Revokes
        [pl] Revokes
    }
-revoke-trick = Revokestich
-established = vollendet
-declarer = { $form ->
       *[nom] Alleinspieler
        [gen] Alleinspielers
    }
-dummy = { $form ->
       *[nom] Dummy
        [gen] Dummys
    }
-defender = { $form ->
       *[nom] Gegenspieler
        [pl] Gegenspieler
        [dat-pl] Gegenspielern
        [gen] Gegenspielers
    }
-director = { $form ->
       *[nom] Turnierleiter
        [gen] Turnierleiters
    }
-offending-side = { $form ->
       *[nom] schuldige Seite
        [obl] schuldigen Seite
    }
-non-offending-side = { $form ->
       *[nom] nicht-schuldige Seite
        [obl] nicht-schuldigen Seite
    }
-offender = { $form ->
       *[nom] schuldige Spieler
        [obl] schuldigen Spieler
        [gen] schuldigen Spielers
    }
-claim = { $form ->
       *[nom] Claim
        [gen] Claims
    }
-claimer = { $form ->
       *[nom] Claimende
        [obl] Claimenden
        [side] claimende Seite
        [side-obl] claimenden Seite
    }
-concession = Abgabe
-acquiescence = Zustimmung
-penalty-card = Strafkarte
-major-penalty-card = { $form ->
       *[nom] große Strafkarte
        [obl] großen Strafkarte
    }
-correction-period = Berichtigungsfrist
-rectification = Rektifikation
-adjusted-score = { $form ->
       *[nom] berichtigter Score
        [acc] berichtigten Score
    }
-artificial-adjusted-score = { $form ->
       *[nom] künstlicher berichtigter Score
        [acc] künstlichen berichtigten Score
        [def] künstliche berichtigte Score
        [pl] künstlichen berichtigten Scores
    }
-weighted-score = { $form ->
       *[nom] gewichteter Score
        [def] gewichtete Score
        [acc] gewichteten Score
    }
-finesse = Schnitt
-unauthorized-information = { $form ->
       *[nom] unerlaubte Information
        [obl] unerlaubten Information
    }
-logical-alternative = { $form ->
       *[nom] logische Alternative
        [obl] logischen Alternative
        [pl] logische Alternativen
    }
-infraction = { $form ->
       *[nom] Regelverstoß
        [gen] Regelverstoßes
    }
-auction = Reizung
-call = Ansage
-bid = Gebot
-pass = Pass
-session = { $form ->
       *[nom] Durchgang
        [gen] Durchgangs
    }
-round = Runde
-trick-score = Stichwert
-undertrick = { $form ->
       *[nom] Unterstich
        [pl] Unterstiche
    }
-wild-or-gambling-action = eine wilde oder spekulative Aktion
-consequent-damage = Folgeschaden des Regelverstoßes
-subsequent-damage = selbst verursachter Schaden
-vulnerable = in Gefahr
-ruling = Entscheidung

## Wörter

seat-N = Nord
seat-E = Ost
seat-S = Süd
seat-W = West
side-NS = Nord-Süd
side-EW = Ost-West
suit-S = Pik
suit-H = Coeur
suit-D = Karo
suit-C = Treff
trumps-none = keiner (Sans Atout)
vul-None = keiner
vul-NS = Nord-Süd
vul-EW = Ost-West
vul-All = alle
fault =
    { $fault ->
        [innocent] nicht-schuldig
        [partly] teilweise schuldig
       *[guilty] schuldig
    }

## Abrechnung (§ 77) und IMP (§ 78 B)

score-passed-out = Das Board wurde durchgepasst: keine Seite erhält Punkte.
score-result = { $contract } gespielt von { $declarer }, { $vulnerable ->
        [yes] { -vulnerable }
       *[no] nicht { -vulnerable }
    }: { $tricks } { $tricks ->
        [one] Stich
       *[other] Stiche
    } erzielt, { $needed } benötigt.
score-contract-points = { -trick-score } für die gebotenen Stiche{ $doubling ->
        [doubled] , kontriert
        [redoubled] , rekontriert
       *[undoubled] {""}
    }: { $points }.
score-overtricks = { $count } { $count ->
        [one] Überstich
       *[other] Überstiche
    } zu je { $each }: { $points }.
score-game-bonus = Vollspiel-Prämie: { $points }.
score-partscore-bonus = Teilkontrakt-Prämie: { $points }.
score-small-slam-bonus = Kleinschlemm-Prämie: { $points }.
score-grand-slam-bonus = Großschlemm-Prämie: { $points }.
score-insult = Prämie für einen erfüllten { $points ->
        [50] kontrierten
       *[other] rekontrierten
    } Kontrakt: { $points }.
score-undertricks = { $count } { $count ->
        [one] { -undertrick }
       *[other] { -undertrick(form: "pl") }
    }{ $doubling ->
        [doubled] {" "}kontriert
        [redoubled] {" "}rekontriert
       *[undoubled] {""}
    }: { $sum } = { $points } für die { -defender(form: "pl") }.
score-total = { $side } erhält { $points }; aus Sicht von Nord-Süd { $ns }.
imps-band = Eine Differenz von { $difference } Punkten liegt im Bereich { $band } der IMP-Tabelle der WBF: { $imps } IMP.

## Künstliche berichtigte Scores (§ 12 C2, § 86 A)

artificial-fault = Es konnte kein Ergebnis erzielt werden, und { $side } war { fault }.
artificial-teams = Im Teamkampf beträgt ein { -artificial-adjusted-score } +3 IMP für Plusdurchschnitt, 0 für Durchschnitt und −3 für Minusdurchschnitt: { $side } erhält { $imps } IMP.
artificial-teams-fault = { $side } war { fault }: { -artificial-adjusted-score } { $imps } IMP.
artificial-pairs = { $side } war { fault }: { $pct } %.
artificial-session = { $side } erzielte im { -session } { $pct } %, { $fault ->
        [innocent] mehr als die 60 % des Plusdurchschnitts, und behält daher sein Durchgangsergebnis
       *[other] weniger als die 40 % des Minusdurchschnitts, und erhält daher sein Durchgangsergebnis
    }: { $pct } %.

## Gewichtete Scores (§ 12 C1 (c))

weighted-outcome = Gewicht { $weight }: { $ns } gegen { $other } am anderen Tisch ergibt eine Differenz von { $difference }, { $imps } IMP; gewichtet { $part }.
weighted-total = Der { -weighted-score(form: "def") } ist die Summe: { $exact } IMP ({ $rounded }).

## Folgeschaden und selbst verursachter Schaden (§ 12 C1 (b))

split-actual = Das Tischergebnis { $ns } gegen { $other } am anderen Tisch bringt der { -non-offending-side(form: "obl") } { $side } { $imps } IMP.
split-normal = Normales Spiel nach dem { -infraction } hätte { $ns } ergeben: { $imps } IMP.
split-without = Ohne den { -infraction } wäre das Ergebnis { $ns } gewesen: { $imps } IMP.
split-consequent = Der { -infraction } hat einen Schaden von { $damage } IMP verursacht ({ -consequent-damage }); die übrigen { $subsequent } IMP hat die { -non-offending-side } durch einen eigenen schwerwiegenden Fehler verloren ({ -subsequent-damage }), und diesen Verlust trägt sie selbst. Ihr Score: { $imps } IMP.
split-no-damage = Normales Spiel nach dem { -infraction } hätte mindestens so gut abgeschnitten wie ohne ihn: der { -infraction } hat keinen Schaden verursacht, und die { -non-offending-side } behält ihr Tischergebnis von { $imps } IMP.
split-full-redress = Die { -non-offending-side } hat selbst keinen schwerwiegenden Fehler begangen: sie erhält das bessere aus ihrem Tischergebnis und dem Ergebnis ohne den { -infraction }, { $imps } IMP.
split-offenders = Die { -offending-side } { $side } erhält den Score, als ob der { -infraction } nicht geschehen wäre: { $imps } IMP.

## § 86 D nach der Verfahrensrichtlinie des DBV (Stand: 01.03.2013)

law86d-difference = An dem Tisch, an dem das Board gespielt wurde, lautete das Ergebnis { $table }, das erwartete Ergebnis ist { $expected }: eine Differenz von { $difference }, { $imps } IMP für das Nord-Süd-Team.
law86d-not-unusual = { $imps } IMP weichen nicht um mehr als 6 IMP vom erwarteten Ergebnis ab, das Ergebnis ist also nicht außergewöhnlich (Verfahrensrichtlinie Nr. 3): jedes Team erhält seinen { -artificial-adjusted-score(form: "acc") }.
law86d-unusual = { $imps } IMP weichen um mehr als 6 IMP vom erwarteten Ergebnis ab: ein außergewöhnliches Ergebnis (Verfahrensrichtlinie Nr. 3), gut für das { $good }-Team und schlecht für das { $bad }-Team.
law86d-precedence = Beide Teams sind { fault }: der Score des { $side }-Teams wird zuerst ermittelt (Verfahrensrichtlinie Nr. 8).
law86d-weighted = Das { $side }-Team ist { fault } und hat das außergewöhnlich { $result ->
        [good] gute
       *[bad] schlechte
    } Ergebnis: { $rule ->
        [no4] es zählt in vollem Umfang (Verfahrensrichtlinie Nr. 4)
        [no5] es zählt in vollem Umfang (Verfahrensrichtlinie Nr. 5)
        [no6] es zählt zu einem Drittel (Verfahrensrichtlinie Nr. 6)
        [no7] es zählt zu einem Drittel (Verfahrensrichtlinie Nr. 7)
       *[partly] die Verfahrensrichtlinie regelt kein teilweise schuldiges Team, daher zählt es zur Hälfte
    }: { $weight } × { $imps } = { $exact }, gerundet { $score } IMP.
law86d-cap = Die beiden Teams erhalten zusammen höchstens die Summe ihrer { -artificial-adjusted-score(form: "pl") } (Verfahrensrichtlinie Nr. 9): { $ns_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } für das Nord-Süd-Team und { $ew_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } für das Ost-West-Team, als Obergrenze { $cap } IMP insgesamt.
law86d-opponents = Zusammen erhielten die beiden Teams { $sum } IMP, mehr als diese Obergrenze: das { $side }-Team, dessen Score als zweiter ermittelt wird, erhält die Differenz zur Obergrenze (Verfahrensrichtlinie Nr. 10): { $cap } − ({ $first }) = { $score } IMP.

## Unerlaubte Information (§ 16 B)

ui-source-partner = Die Information kam vom Partner (eine Bemerkung, ein Zögern, ein Alert oder sein Fehlen): für { $side } ist sie unerlaubt.
ui-source-withdrawn = Die Information stammt aus einer zurückgenommenen { -call } oder Karte: für die { -offending-side } { $side } ist sie unerlaubt.
ui-source-extraneous = Die Information stammt nicht aus den regelgemäßen Abläufen am Tisch (mitgehört oder eine gesehene Karte). Sie zu erhalten ist kein Regelverstoß: der Turnierleiter lässt weiterspielen und berichtigt, wenn sie das Ergebnis beeinflusst hat (§ 16 D2 (c)); { $side } darf sie nicht verwenden.
ui-la = { $action }: { $selected } von { $total } befragten Spielern { $selected ->
        [one] wählte
       *[other] wählten
    } dies, ein Anteil, der die Schwelle von { $threshold } erreicht: eine { -logical-alternative }.
ui-not-la = { $action }: { $selected } von { $total } befragten Spielern { $selected ->
        [one] wählte
       *[other] wählten
    } dies, ein Anteil unter der Schwelle von { $threshold }: keine { -logical-alternative }.
ui-not-suggested = { $action } ist keine Handlung, die die { -unauthorized-information } nahelegt: das Tischergebnis { $ns } bleibt bestehen.
ui-no-alternative = { $action } wird durch die unerlaubte Information nahegelegt, aber es gibt dazu keine logische Alternative: das Tischergebnis { $ns } bleibt bestehen.
ui-infraction = { $side } wählte { $chosen }, was durch die { -unauthorized-information } nachweislich nahegelegt sein konnte, während eine { -logical-alternative } nicht nahegelegt war: ein Verstoß gegen { $law }.
ui-adjusted = Der Score wird auf die { -logical-alternative } berichtigt, die für die { -offending-side } { $side } am ungünstigsten ist: { $action }, { $ns } für Nord-Süd.

## Revoke (§§ 61–64)

revoke-facts = { $offender } hat ein { -revoke } begangen: nicht Farbe bekannt, obwohl eine Karte der ausgespielten Farbe in der Hand war.
revoke-none = Jeder Spieler hat Farbe bekannt, wann immer er konnte: es gab kein { -revoke }.
revoke-found = Stich { $trick }: { $offender } spielte { $card }, obwohl noch { $suit } in der Hand war, die ausgespielte Farbe: ein { -revoke }.
revoke-established-given = Das { -revoke } war { -established }: außer im zwölften Stich (§ 62 D) kann es nicht mehr berichtigt werden, und der { -revoke-trick } bleibt so bestehen, wie er gespielt wurde (§ 63 B).
revoke-established-trick12 = Das { -revoke } war { -established }; ein { -revoke } im zwölften Stich ist die Ausnahme: nach § 63 B („außer wie in § 62 D vorgesehen“) wird es berichtigt, und der Stich bleibt nicht so bestehen, wie er gespielt wurde.
revoke-established-play = Die Seite von { $offender } spielte zu Stich { $trick }, einem späteren Stich, und vollendete damit das { -revoke }.
revoke-established-named = { $namer }, ein Spieler der { -offending-side(form: "obl") }, hat eine Karte für den nächsten Stich benannt oder bezeichnet (etwa vom { -dummy }), und damit wurde das { -revoke } { -established }.
revoke-established-claim = { $claimer }, ein Spieler der { -offending-side(form: "obl") }, hat Stiche beansprucht oder abgegeben ({ -claim }), und damit wurde das { -revoke } { -established }.
revoke-established-acquiesce = Die { -offending-side } { $side } hat dem { -claim } von { $claimer } zugestimmt, und damit wurde das { -revoke } { -established }.
revoke-not-established = Auf das { -revoke } wurde aufmerksam gemacht, bevor { $offender } oder der Partner zu einem späteren Stich gespielt hatte und bevor ein { -claim } erfolgte: das { -revoke } war nicht { -established }.
revoke-62a = { $offender } muss das { -revoke } berichtigen: die Karte zurücknehmen und eine regelgerechte Karte spielen{ $suit_key ->
        [spades] {" "}(eine Pik-Karte)
        [hearts] {" "}(eine Coeur-Karte)
        [diamonds] {" "}(eine Karo-Karte)
        [clubs] {" "}(eine Treff-Karte)
       *[other] {""}
    }.
revoke-62b1 = { $offender } ist { -defender }, und die Karte kam aus einer verdeckten Hand: sie wird zur { -major-penalty-card(form: "obl") }.
revoke-62b1-faced = { $offender } hat eine offen liegende Karte (eine { -penalty-card }) nicht gespielt, obwohl die Regeln es verlangten: die stattdessen gespielte Karte kam aus der verdeckten Hand; sie wird zurückgenommen und wird ebenfalls zur { -major-penalty-card(form: "obl") }.
revoke-62b2 = Die Karte kam aus der Hand des { -declarer(form: "gen") } oder des { -dummy(form: "gen") }: sie wird ohne weitere { -rectification } zurückgenommen.
revoke-62b2-faced = Die Karte lag bereits offen: sie wird ohne weitere { -rectification } zurückgenommen.
revoke-62c1 = Jeder Spieler der { -non-offending-side(form: "obl") } { $side } darf eine nach dem { -revoke } gespielte Karte zurücknehmen und eine andere spielen.
revoke-play-continues = Das Spiel wird ab dem berichtigten Stich fortgesetzt; es wird kein Stich übertragen.
revoke-trick12-corrected-facts = Ein { -revoke } im zwölften Stich muss berichtigt werden, auch wenn es { -established } ist, sofern es entdeckt wird, bevor alle vier Hände ins Board zurückgesteckt worden sind.
revoke-trick12-corrected = Das { -revoke } im zwölften Stich wird berichtigt (§ 62 D1): { $offender } spielt eine Karte in { $suit }, und die letzten beiden Stiche werden neu gespielt. Die Seite des { -declarer(form: "gen") } bekam davon { $before } wie gespielt und { $after } nach der Berichtigung.
revoke-trick12-too-late = Das { -revoke } von { $offender } im zwölften Stich wurde erst entdeckt, nachdem alle vier Hände ins Board zurückgesteckt worden waren: es kann nicht mehr berichtigt werden (§ 62 D1) und bleibt, wie gespielt.
revoke-62d2 = { $partner } spielte nach dem { -revoke } zum zwölften Stich und darf kein Spiel wählen, das durch das { -revoke } nahegelegt sein könnte: Zweifel gehen zulasten der { -offending-side(form: "obl") }.
revoke-64a1-two = { $offender } hat den { -revoke-trick } gewonnen, und die { -offending-side } hat einen späteren Stich gewonnen: der { -revoke-trick } und ein späterer Stich werden übertragen, { $transferred } Stiche.
revoke-64a1-one = { $offender } hat den { -revoke-trick } gewonnen, aber die { -offending-side } hat keinen späteren Stich gewonnen: nur der { -revoke-trick } wird übertragen, { $transferred } Stich.
revoke-64a2-partner = Der { -revoke-trick } wurde von { $winner } gewonnen, nicht von { $offender }; da die { -offending-side } ihn gewonnen hat, wird ein Stich übertragen.
revoke-64a2-later = Der { -revoke-trick } wurde von { $winner } gewonnen, nicht von { $offender }; da die { -offending-side } einen späteren Stich gewonnen hat, wird ein Stich übertragen.
revoke-dummy-not-declarer = Der { -revoke-trick } wurde am Tisch ({ $dummy }) gewonnen: ein vom { -dummy } gewonnener Stich gilt für § 64 A nicht als vom { -declarer } gewonnen.
revoke-64b1 = Die { -offending-side } hat weder den { -revoke-trick } noch einen späteren Stich gewonnen: es wird kein Stich übertragen.
revoke-64a2-already-transferred = Der { -revoke-trick } wurde von { $winner } gewonnen, nicht von { $offender }. Die { -offending-side } hat zwar { $count ->
        [one] ab dem { -revoke-trick } einen Stich gewonnen, Stich { $tricks }, aber er wurde
       *[other] ab dem { -revoke-trick } Stiche gewonnen, die Stiche { $tricks }, aber sie wurden
    } bereits für ein anderes { -revoke } übertragen, und kein Stich wird zweimal übertragen: § 64 A2 überträgt für dieses 0 Stiche.
revoke-64a1-one-already-transferred = { $offender } hat den { -revoke-trick } gewonnen; { $count ->
        [one] der spätere Stich der { -offending-side(form: "obl") }, { $tricks }, wurde
       *[other] die späteren Stiche der { -offending-side(form: "obl") }, { $tricks }, wurden
    } bereits für ein anderes { -revoke } übertragen: nur der { -revoke-trick } wird übertragen, { $transferred } Stich.
revoke-none-play-continues = Der gefragte Spieler hatte keine Karte der ausgespielten Farbe: es gibt nichts zu berichtigen, und das Spiel geht weiter.
revoke-62c3 = Beide Seiten haben im { $trick }. Stich ein { -revoke } begangen, und nur { $side } hat zum { $next }. Stich gespielt: beide { -revoke(form: "pl") } müssen berichtigt werden, auch das { -established }e (§ 62 C3; § 63 B lässt es zu). Die zum { $next }. Stich gespielten Karten werden ebenfalls zurückgenommen, und keines der beiden { -revoke(form: "pl") } wird nach § 64 rektifiziert.
revoke-62c3-revoke = { $offender } nimmt { $card } zurück und spielt eine Karte in { $suit }; { $penalty ->
        [yes] als Karte eines { -defender(form: "gen") } aus der verdeckten Hand wird { $card } zur { -major-penalty-card(form: "obl") }
       *[no] es ist nicht die Karte eines { -defender(form: "gen") } und geht ohne { -rectification } in die Hand zurück
    } (§ 62 C3).
revoke-62c3-next-penalty-card = { $seat } nimmt { $card } zurück, gespielt zum { $trick }. Stich: jede Karte, die die Gegenspielerseite zurücknimmt, wird zur { -penalty-card } (§ 62 C3), hier zur { -major-penalty-card(form: "obl") }.
revoke-62c3-next-withdrawn = { $seat } nimmt { $card } zurück, gespielt zum { $trick }. Stich: es ist nicht die Karte eines { -defender(form: "gen") } und geht ohne { -rectification } zurück (§ 62 C3).
revoke-62c3-information = Was die zurückgenommenen Karten einer Seite gezeigt haben, ist für diese Seite unerlaubte Information (§ 16 C2).
revoke-43b2b = { $dummy }, der { -dummy }, hatte seine Rechte verloren und hat als Erster { $declarer } nach dem { -revoke } gefragt: der { -declarer } muss eine regelgerechte Karte spielen, und die Strafbestimmungen des § 64 gelten, als ob das { -revoke } { -established } worden wäre (§ 43 B2 (b)).
revoke-43b2b-continues = Das Spiel wird ab dem berichtigten Stich fortgesetzt; am Ende des Spiels überträgt der { -director } Stiche nach § 64, mit dem { -revoke-trick } wie berichtigt und den späteren Stichen wie gespielt, als ob das { -revoke } { -established } worden wäre.
revoke-43b2b-replayed = { $declarer } hat im { $trick }. Stich stattdessen { $card } gespielt, und das Spiel ging weiter; § 64 wird nun auf den berichtigten Stich und die Stiche danach angewandt, als ob das { -revoke } { -established } worden wäre.
revoke-64b2 = Dies ist ein weiteres { -revoke } von { $offender } in derselben Farbe: dafür wird kein Stich übertragen (§ 64 C kann angewendet werden).
revoke-64b3 = Die Karte, die { $offender } nicht gespielt hat, lag offen auf dem Tisch: es wird kein Stich übertragen.
revoke-64b3-dummy = Das { -revoke } wurde aus der Hand des { -dummy(form: "gen") } ({ $offender }) begangen: es wird kein Stich übertragen.
revoke-64b4 = Auf das { -revoke } wurde erst aufmerksam gemacht, nachdem ein Spieler der { -non-offending-side(form: "obl") } im nächsten Board eine { -call } gemacht hatte: es wird kein Stich übertragen.
revoke-64b5 = Auf das { -revoke } wurde erst nach dem Ende der { -round } aufmerksam gemacht: es wird kein Stich übertragen.
revoke-64b6 = Das { -revoke } geschah im zwölften Stich: es wird kein Stich übertragen.
revoke-64b7 = Beide Seiten haben in diesem Board ein { -revoke } begangen: für das { -revoke } von { $offender } wird kein Stich übertragen.
revoke-transfer-result = { $transferred } { $transferred ->
        [one] Stich geht
       *[other] Stiche gehen
    } an { $side }: aus den { $table } Stichen des { -declarer(form: "gen") } werden { $after }.
revoke-64c-adjust = Ohne das { -revoke } hätte der { -declarer } { $without } { $without ->
        [one] Stich
       *[other] Stiche
    } erzielt; mit { $after } { $transferred ->
        [0] wie gespielt
       *[other] nach der Übertragung
    } ist { $side } nicht ausreichend entschädigt, daher berichtigt der { -director } auf { $without }.
revoke-64c-enough = Ohne das { -revoke } hätte der { -declarer } { $without } { $without ->
        [one] Stich
       *[other] Stiche
    } erzielt; mit { $after } { $transferred ->
        [0] wie gespielt
       *[other] nach der Übertragung
    } ist { $side } vollständig entschädigt.
revoke-64c2b = Beide Seiten haben ein { -revoke } begangen: der { -director } legt das Ergebnis so fest, als ob kein { -revoke } geschehen wäre, { $tricks } Stiche für den { -declarer }.
revoke-64c-needed = Der { -director } stellt nach § 64 C einen gerechten Ausgleich her, ausgehend von den Stichen, die der { -declarer } ohne das { -revoke } erzielt hätte.
revoke-64c-effect = Gemessen beim { -revoke }: Hätte { $offender } im { $trick }. Stich Farbe bedient (Ausspiel { $card }, die Karten vor dem { -revoke } wie gespielt), mit vernünftigem Spiel beider Seiten danach, hätte die Seite des { -declarer(form: "gen") } ab dem { $trick }. Stich { $without } Stiche erzielt, mit dem { -revoke } und vernünftigem Spiel danach { $with }.
revoke-64c-kept = Gemessen am tatsächlichen Spielverlauf: Hätte { $offender } im { $trick }. Stich mit { $card } bedient und { $revoke } dort gespielt, wo der Spielverlauf { $card } zeigt, jede andere Karte wie gespielt { $until ->
        [0] bis zum Ende des Spiels
       *[other] bis zum { $until }. Stich, wo dieser Spielverlauf nicht mehr derselbe sein konnte (eine Karte nicht mehr in der Hand oder nicht mehr regelgerecht, ein Stich von einem anderen Spieler gewonnen, oder eine Wahl der { -offending-side(form: "obl") }, die sie mehr kosten würde als am Tisch), und ab dort vernünftiges Spiel beider Seiten
    }, hätte die Seite des { -declarer(form: "gen") } ab dem { $trick }. Stich { $without } Stiche erzielt, gegenüber { $with } { $until ->
        [0] wie gespielt
       *[other] wie gespielt bis zum { $until }. Stich und mit vernünftigem Spiel ab dort
    }.
revoke-64c-cost = Das { -revoke } hat { $side } { $cost ->
        [0] nichts
        [one] einen Stich
       *[other] { $cost } Stiche
    } gekostet{ $kept ->
        [larger] , nach dem größeren der beiden Maße: Spiel, zu dem das { -revoke } verleitet hat, zählt als sein Schaden, während ein Stich, der mit und ohne das { -revoke } verloren geht, der eigene der Seite ist, den § 64 C nicht ausgleicht
        [none] {" "}(nach beiden Maßen)
       *[no] {""}
    }.
revoke-64c-cost-each = Das { -revoke } im { $trick }. Stich hat { $side } { $cost ->
        [0] nichts
        [one] einen Stich
       *[other] { $cost } Stiche
    } gekostet{ $kept ->
        [larger] {" "}(das größere der beiden Maße)
        [none] {" "}(nach beiden Maßen)
       *[no] {""}
    }; dafür { $transferred ->
        [0] wird kein Stich
        [one] wird ein Stich
       *[other] werden { $transferred } Stiche
    } übertragen.
revoke-64c-each = Mehrere { -revoke(form: "pl") } einer Seite: jedes wird für sich bewertet, zu dem Zeitpunkt, an dem es geschah (WBF-Regelkommission, 2009), denn § 64 C1 gilt nach jedem vollendeten { -revoke }, und § 64 C2 (a) behält beim wiederholten { -revoke } das erste mit seiner Übertragung. Für jedes erhält { $side } die dafür übertragenen Stiche oder den Schaden, den es verursacht hat, je nachdem, was mehr ist, und das wird zusammengezählt: die Übertragung für ein { -revoke } bezahlt nicht den Schaden eines anderen. Aus den { $table } gespielten Stichen des { -declarer(form: "gen") } werden { $tricks }.
revoke-64c2b-each = Beide Seiten haben ein { -revoke } begangen: der { -director } legt das Ergebnis so fest, als ob kein { -revoke } geschehen wäre, und nimmt die Wirkung jedes { -revoke(form: "gen") } heraus, gemessen zu dem Zeitpunkt, an dem es geschah, nach dem Maß, das für die Seite ungünstiger ist, die es begangen hat: aus den { $table } gespielten Stichen des { -declarer(form: "gen") } werden { $tricks }.
revoke-final = Ergebnis: { $contract } gespielt von { $declarer } mit { $tricks } { $tricks ->
        [one] Stich
       *[other] Stichen
    }, { $ns } für Nord-Süd.

## Claims und Abgabe von Stichen (§§ 68–71)

claim-all = { $claimer } beansprucht alle { $remaining } restlichen Stiche ({ -claim }).
claim-part = { $claimer } beansprucht { $claimed } der { $remaining } restlichen Stiche ({ -claim }) und gibt damit { $conceded } ab.
claim-concede-all = { $claimer } gibt alle { $remaining } restlichen Stiche ab.
claim-68b2-void = { $partner } hat der { -concession } von Stichen durch den Partner sofort widersprochen: es ist keine { -concession } erfolgt, und das Spiel wird fortgesetzt (der Widerspruch ist für den anderen { -defender } { -unauthorized-information }).
claim-68b2-no-concession = { $partner } hat widersprochen, aber der Widerspruch eines { -defender(form: "gen") } hebt nur eine { -concession } von Stichen auf, keinen { -claim }: der { -claim } bleibt bestehen und ist zu entscheiden.
claim-68b2-dummy = { $partner }, der { -dummy }, hat widersprochen: nur die { -concession } von Stichen durch einen { -defender } wird durch den Widerspruch des Partners aufgehoben, daher bleibt der { -claim } des { -declarer(form: "gen") } bestehen und ist zu entscheiden.
claim-no-statement = Der { -claim } erfolgte ohne klare Erklärung: jede normale Reihenfolge des Abspiels kommt in Betracht.
claim-70c = Ein Gegner hält noch einen Trumpf, den der { -claimer } nicht erwähnt hat: gespielt wird wie von jemandem, der ihn übersehen hat, der also Seitenfarbengewinner in einen Schnapper spielt oder seinen eigenen höchsten Trumpf ausspielt, als wäre es der letzte; der Trumpf macht einen Stich, wenn irgendeine solche normale Spielweise das zulässt.
claim-70c-aware = Der { -claimer } hat den ausstehenden Trumpf nicht erwähnt, wusste aber offensichtlich von ihm (eine Trumpfrunde war gespielt, beide Gegner hatten bedient): gespielt wird nicht wie von jemandem, der ihn übersehen hat; er zieht ihn.
claim-normal-line = Spielt man die Karten auf jede normale Weise aus (auch nachlässig oder schlecht, aber nie irrational), so bringt die ungünstigste Spielweise der { -claimer(form: "side-obl") } { $tricks } { $tricks ->
        [one] Stich
       *[other] Stiche
    }: { $line }.
claim-better-not-credited = Bestes Spiel brächte { $dd }, aber eine Spielweise, die der { -claimer } nicht erklärt hat, wird nicht anerkannt: Zweifel gehen zulasten des { -claimer(form: "obl") }, und seine Seite erhält höchstens { $tricks }.
claim-70-stands = Der { -claim } auf { $claimed } { $claimed ->
        [one] Stich
       *[other] Stiche
    } hält jeder normalen Spielweise stand: er bleibt bestehen.
claim-70-fails = Der { -claim } auf { $claimed } { $claimed ->
        [one] Stich
       *[other] Stiche
    } scheitert bei einer normalen Spielweise: die { -claimer(form: "side") } erhält { $awarded }, und { $lost } { $lost ->
        [one] Stich geht
       *[other] Stiche gehen
    } an die Gegner.
claim-71-restored = { $restored } { $restored ->
        [one] abgegebener Stich wird
       *[other] abgegebene Stiche werden
    } zurückgegeben: die Seite hätte bei keiner normalen Spielweise weniger als { $tricks } { $tricks ->
        [one] Stich
       *[other] Stiche
    } erzielt (innerhalb der { -correction-period } nach § 79 C).
claim-71-line-loses = Spielt man die Karten auf normale Weise aus (auch nachlässig oder schlecht, aber nie irrational), so bringt eine dieser Spielweisen der { -claimer(form: "side-obl") } nur { $tricks } { $tricks ->
        [one] Stich
       *[other] Stiche
    }: { $line }.
claim-71-stands = Die { -concession } bleibt bestehen: bei einer normalen Spielweise gehen die abgegebenen Stiche verloren, daher wird keiner zurückgegeben.
claim-69a = { $side } hat dem { -claim } zugestimmt und damit { $conceded } { $conceded ->
        [one] Stich
       *[other] Stiche
    } erhalten.
claim-69b-likely-line = Wäre weitergespielt worden, ist die wahrscheinliche Spielweise vernünftiges Spiel: der { -claimer } spielt, was er erklärt hat; jede andere Karte seiner Seite ist die, die im Durchschnitt über die möglichen Verteilungen der Karten, die er nicht sieht, die meisten Stiche bringt (er sieht seine Hand, den Tisch und die gespielten Karten und rechnet mit den Längen, die die Endposition zeigt), so dass er nach den Chancen schneidet oder auf Fall spielt, nicht nach den Karten; die Gegenspieler spielen bestmöglich. Die { -claimer(form: "side") } erzielt dann { $tricks } { $tricks ->
        [one] Stich
       *[other] Stiche
    }: { $line }.
claim-69b-guess = { $card } von { $player } war geraten: keine Karte war am besten, wie auch immer die ungesehenen Karten sitzen. Die Spielweise nimmt die im Durchschnitt beste Karte, jede Verteilung einmal gezählt (nach freien Plätzen, ohne eingeschränkte Wahl); ein { -director }, der die Verteilungen anders gewichtet, kann hier eine andere Karte wählen.
claim-69b-restored = Bei vernünftigem Spiel beider Seiten hätte { $side } wahrscheinlich { $likely } erzielt: { $restored } { $restored ->
        [one] Stich wird
       *[other] Stiche werden
    } zurückgegeben (innerhalb der { -correction-period } nach § 79 C).
claim-69b-stands = Bei vernünftigem Spiel beider Seiten hätte { $side } wahrscheinlich nur { $likely } erzielt: es wird nichts zurückgegeben.
claim-result = { $side } erhält { $tricks } der restlichen Stiche: der { -declarer } ({ $declarer }) hat insgesamt { $total } { $total ->
        [one] Stich
       *[other] Stiche
    }.
claim-rest-conceded = { $conceded ->
        [one] Der nicht beanspruchte Stich ist
       *[other] Die { $conceded } nicht beanspruchten Stiche sind
    } abgegeben.
claim-70d2 = Der { -claim } kommt von einem { -defender }: auch die Entscheidungen, die dem Partner ({ $partner }) bleiben, werden nach der ungünstigsten normalen Spielweise beurteilt.

## Der Fragenkatalog: Bezeichnungen und die Wörter, als die Parameter gelesen werden

label-question = Frage
label-choices = Antwortmöglichkeiten
label-answer = Antwort
label-explanation = Erklärung
label-misreadings = Antworten, die auf einer Fehldeutung eines Paragrafen beruhen
answer-yes = ja
answer-no = nein
part-law = der Paragraf, der die { -rectification } des { -revoke(form: "gen") } regelt (Übertragung, keine Übertragung oder Berichtigung)
part-transferred = übertragene Stiche
part-declarer_tricks = Stiche des { -declarer(form: "gen") }
part-ns = Score für Nord-Süd
part-imps = IMP
part-ns_team = Team Nord-Süd (IMP)
part-ew_team = Team Ost-West (IMP)
part-adjusted_ns = Score für Nord-Süd
part-claimer_tricks = Stiche der { -claimer(form: "side-obl") }
part-established = { -established }
part-penalty_card = { -penalty-card }
part-unusual = außergewöhnliches Ergebnis
part-infraction = { -infraction }
part-stands = bleibt bestehen
part-play_continues = es wird weitergespielt
part-equity_adjusted = berichtigt nach § 64 C
part-rectified_by = der Paragraf, der die { -rectification } des { -revoke(form: "gen") } regelt
label-ruling = Die vollständige { -ruling }
key-also-right = { $answer } ({ $also } ist ebenfalls richtig)
fault-innocent = nicht-schuldig
fault-partly = teilweise schuldig
fault-guilty = schuldig

## Bewertung: was eine falsche Antwort missversteht ($law ist der Paragraf, „§ 64 A2“)

misread-imps-band-below = Das ist der nächstniedrigere Bereich der IMP-Tabelle nach { $law }: entscheidend ist, in welchen Bereich die Differenz fällt.
misread-imps-band-above = Das ist der nächsthöhere Bereich der IMP-Tabelle nach { $law }: entscheidend ist, in welchen Bereich die Differenz fällt.
misread-imps-other-side = Das ist die richtige IMP-Zahl für das andere Team: die Differenz wird aus Sicht des Teams gebildet, nach dem gefragt ist ({ $law }).
misread-score-vulnerability = Das ist der Score bei umgekehrter Gefahrenlage ({ $law }).
misread-score-undoubled = Das ist der Score, als wäre der Kontrakt nicht kontriert ({ $law }): kontrierte Unter- und Überstiche sowie die Prämie für einen erfüllten kontrierten Kontrakt werden anders berechnet.
misread-score-other-side = Das ist der Score aus Sicht der anderen Seite: hier gelten alle Scores aus Sicht von Nord-Süd.
misread-score-redoubled-as-doubled = Das ist der Score, als wäre der Kontrakt nur kontriert ({ $law }): rekontrierte Unter- und Überstiche zählen doppelt so viel wie kontrierte, und ein erfüllter rekontrierter Kontrakt erhält eine eigene Prämie.
misread-86d-artificial-only = Das ist nur der { -artificial-adjusted-score(form: "def") }: das Ergebnis an dem Tisch, an dem das Board gespielt wurde, war außergewöhnlich, daher berücksichtigen { $law } und die Verfahrensrichtlinie des DBV es.
misread-86d-cap-ignored = Jedes Team wurde für sich berechnet: nach Verfahrensrichtlinie Nr. 9 und 10 ist die Summe der { -artificial-adjusted-score(form: "pl") } die Obergrenze für beide Teams zusammen.
misread-86d-full-weight = Das Ergebnis zählte für beide Teams in vollem Umfang: nach Verfahrensrichtlinie Nr. 6 und 7 zählt ein gutes Ergebnis für ein schuldiges Team oder ein schlechtes für ein nicht-schuldiges Team nur zu einem Drittel.
misread-weighted-points-first = Die Punkte wurden gewichtet, bevor sie in IMP umgerechnet wurden: { $law } gewichtet die IMP-Ergebnisse.
misread-weighted-rounded-early = Jeder gewichtete Anteil wurde gerundet: nach { $law } werden die genauen Anteile addiert, und erst die Summe wird gerundet.
misread-weighted-likeliest-only = Hier wird nur das wahrscheinlichste Ergebnis zugewiesen, wie nach § 12 C1 (e): der { -director } hat einen { -weighted-score(form: "acc") } zugewiesen, daher zählt nach { $law } jedes Ergebnis mit seinem Gewicht.
misread-split-full-redress = Hier wird der gesamte Schaden ausgeglichen: nach { $law } wird der Schaden, den die { -non-offending-side } durch einen eigenen schwerwiegenden Fehler selbst verursacht hat, nicht ausgeglichen.
misread-split-no-redress = Hier bleibt das Tischergebnis bestehen: nach { $law } wird der durch den { -infraction } verursachte Schaden trotzdem ausgeglichen.
misread-split-points-first = Das teilt den Schaden in Punkten und wertet die Summe einmal in Matchpunkten; im Paarturnier wird { $law } in Matchpunkten angewandt: jedes Ergebnis wird zuerst gegen die anderen Tische gewertet, und der Prozentsatz, den der { -infraction } gekostet hat, wird zum Tischprozentsatz addiert.
misread-split-offenders-keep-table = Die { -offending-side } hat ihr Tischergebnis behalten: nach { $law } erhält sie den Score, als ob der { -infraction } nicht geschehen wäre.
misread-artificial-fault-swapped = Die Schuld der beiden Seiten wurde vertauscht ({ $law }).
misread-artificial-session-ignored = Das sind nur die 60 % oder 40 % nach § 12 C2 (a): nach { $law } behält ein nicht-schuldiges Paar, das im { -session } mehr erzielt hat, seinen Prozentsatz, und ein schuldiges Paar, das weniger erzielt hat, erhält seinen eigenen.
misread-artificial-session-whatever-fault = Hier erhält das Paar seinen Prozentsatz aus dem { -session } ohne Rücksicht auf die Schuld: nach { $law } behält nur ein nicht-schuldiges Paar mehr als 60 %, und nur ein schuldiges Paar erhält weniger als 40 %.
misread-revoke-64a1-for-64a2 = Hier wird § 64 A1 angewendet, als hätte der Spieler, der das { -revoke } begangen hat, den { -revoke-trick } gewonnen: das hat er nicht, daher wird nach { $law } ein Stich übertragen.
misread-revoke-64a2-for-64a1 = Hier wird § 64 A2 angewendet: aber der Spieler, der das { -revoke } begangen hat, hat den { -revoke-trick } selbst gewonnen, daher werden nach { $law } dieser Stich und ein weiterer Stich übertragen, den die { -offending-side } später gewonnen hat.
misread-revoke-exception-overlooked = Hier werden Stiche wie nach § 64 A übertragen, aber nach { $law } wird hier kein Stich übertragen.
misread-revoke-64b1-overlooked = Hier wird ein Stich übertragen, aber die { -offending-side } hat weder den { -revoke-trick } noch einen späteren Stich gewonnen, daher wird nach { $law } kein Stich übertragen.
misread-revoke-wrong-direction = Die Stiche gingen an die falsche Seite: sie gehen an die { -non-offending-side } ({ $law }).
misread-62b1-no-penalty-card = Die Karte wird zurückgenommen, aber das ist nicht alles: die Revokekarte eines { -defender(form: "gen") } aus seiner verdeckten Hand wird zur { -major-penalty-card(form: "obl") } ({ $law }).
misread-62b2-penalty-card = Nur die Karte eines { -defender(form: "gen") } wird zur { -penalty-card }: die Karte des { -declarer(form: "gen") } oder des { -dummy(form: "gen") } wird ohne weitere { -rectification } zurückgenommen ({ $law }).
misread-revoke-table-result = Das ist das Ergebnis wie gespielt: das { -revoke } ist { -established }, also werden nach § 64 Stiche übertragen (oder der { -director } stellt nach § 64 C einen gerechten Ausgleich her); das Ergebnis bleibt nicht einfach stehen ({ $law }).
misread-revoke-64c-overlooked = Das ist nur die Übertragung nach § 64 A: das { -revoke } hat die { -non-offending-side } mehr gekostet, als die Übertragung zurückgibt, und nach { $law } erhält sie, was sie ohne das { -revoke } gehabt hätte.
misread-revoke-62d1-too-late = Das berichtigt das { -revoke } im zwölften Stich und spielt die letzten beiden Stiche neu, aber { $law } erlaubt das nur, bevor alle vier Hände ins Board zurückgesteckt sind; später entdeckt, bleibt das { -revoke }, wie gespielt, und nur § 64 C kann der { -non-offending-side(form: "obl") } etwas geben.
misread-revoke-second-not-rectified = Das berichtigt nur das erste { -revoke }, aber { $law } verschont ein späteres { -revoke } nur, wenn derselbe Spieler dieselbe Farbe erneut nicht bedient; jedes andere vollendete { -revoke } überträgt ebenfalls Stiche nach § 64 A, aus den noch nicht übertragenen Stichen.
misread-70-as-claimed = Hier wird der { -claim } wie gestellt anerkannt: ein bestrittener { -claim } wird aber nach der schlechtesten normalen Spielweise des { -claimer(form: "obl") } entschieden, und jeder Zweifel geht zu seinen Lasten ({ $law }).
misread-70-best-play = Hier wird dem { -claimer(form: "obl") } das beste Spiel gutgeschrieben: nach { $law } erhält er nur, was seine schlechteste normale Spielweise (nachlässig oder schlecht, nicht irrational) erzielt.
misread-70e-finesse-credited = Hier wird ein { -finesse } gutgeschrieben, den der { -claimer } nicht erwähnt hat: nach { $law } wird er ihm nicht zugestanden.
misread-70c-trump-forgotten = Hier wird der ausstehende Trumpf übersehen, den der { -claimer } nicht erwähnt hat: nach { $law } macht er einen Stich, wenn eine normale Spielweise es zulässt.
misread-71-nothing-restored = Hier bleibt die { -concession } stehen: nach { $law } wird ein abgegebener Stich, der bei keiner normalen Spielweise verloren gehen konnte, innerhalb der { -correction-period } zurückgegeben.
misread-71-best-play = Hier wird zurückgegeben, was bestes Spiel erzielt hätte: nach { $law } werden nur Stiche zurückgegeben, die bei keiner normalen Spielweise verloren gehen konnten.
misread-69b-nothing-restored = Hier bleibt das zugestimmte Ergebnis: eine innerhalb der { -correction-period } zurückgenommene { -acquiescence } gibt einen Stich zurück, den die Seite wahrscheinlich gewonnen hätte ({ $law }).
misread-69b-normal-line = Hier wird die Rücknahme nach der schlechtesten normalen Spielweise des { -claimer(form: "obl") } beurteilt, dem Maßstab der §§ 70 und 71: nach { $law } wird nur ein Stich zurückgegeben, den die Seite wahrscheinlich gewonnen hätte, neutral beurteilt.
misread-68b2-objection-ignored = Hier bleibt die { -concession } des { -defender(form: "gen") } stehen: sein Partner hat sofort widersprochen, also ist nach { $law } keine { -concession } erfolgt.
misread-68b2-dummy-objects = Hier wird der Widerspruch des { -dummy(form: "gen") } behandelt, als hebe er den { -claim } des { -declarer(form: "gen") } auf: diese Wirkung gibt { $law } nur dem Partner eines { -defender(form: "gen") }.
misread-ui-table-stands = Hier bleibt das Tischergebnis stehen: es lag ein Regelverstoß vor ({ $law }), der die nicht-schuldige Seite geschädigt hat, und das Ergebnis wird berichtigt.
misread-ui-best-for-offenders = Hier wird auf die { -logical-alternative } berichtigt, die für die { -offending-side } am besten ist: nach { $law } gilt die für sie ungünstigste.
misread-ui-every-action-an-alternative = Hier gilt eine Handlung als { -logical-alternative }, obwohl zu wenige der befragten Spieler sie gewählt haben ({ $law } und die Grenze der Turnierordnung).
misread-ui-majority-only = Hier gilt nur eine Handlung, die die Mehrheit der befragten Spieler gewählt hat, als { -logical-alternative }: nach { $law } ist es auch eine Handlung, die der in der Turnierordnung festgelegte Anteil von ihnen gewählt hat.
misread-ui-adjusted-without-infraction = Hier wird das Ergebnis berichtigt, aber es lag kein { -infraction } vor: es gab keine { -logical-alternative }, die die Information nicht nahelegte ({ $law }).

## Schaden, gewichtete Entscheidungen und Matchpunkte (§ 12 B1, § 12 C1, § 16; Verfahrensrichtlinie § 86 D Nr. 9–10)

law86d-within-cap = Zusammen erhalten die beiden Teams { $sum } IMP ({ $first } und { $second }) und bleiben damit innerhalb der Obergrenze: sie ist eine Obergrenze, keine Summe, die erreicht werden muss, daher behält jedes Team seinen Score (Verfahrensrichtlinie Nr. 9 und 10).
split-not-damaged = Das Tischergebnis ist für die nicht-schuldige Seite { $side } mindestens so gut wie das Ergebnis ohne den Regelverstoß: sie wurde nicht geschädigt (§ 12 B1), also wird kein berichtigter Score zugewiesen, und beide Seiten behalten das Tischergebnis: { $imps } IMP für { $side }, { $offenders_imps } IMP für { $offenders }.
split-actual-pairs = Das Tischergebnis { $ns } gegen die { $others } Scores an den anderen Tischen bringt der { -non-offending-side(form: "obl") } { $side } { $matchpoints } von { $top } Matchpunkten, { $pct } %.
split-normal-pairs = Normales Spiel nach dem { -infraction } hätte { $ns } ergeben: { $pct } %.
split-without-pairs = Ohne den { -infraction } wäre das Ergebnis { $ns } gewesen: { $pct } %.
split-consequent-pairs = Der { -infraction } hat einen Schaden von { $damage } Prozentpunkten verursacht ({ -consequent-damage }); die übrigen { $subsequent } Prozentpunkte hat die { -non-offending-side } durch einen eigenen schwerwiegenden Fehler verloren ({ -subsequent-damage }), und diesen Verlust trägt sie selbst. Ihr Score: { $pct } %.
split-no-damage-pairs = Normales Spiel nach dem { -infraction } hätte mindestens so gut abgeschnitten wie ohne ihn: der { -infraction } hat keinen Schaden verursacht, und die { -non-offending-side } behält ihr Tischergebnis von { $pct } %.
split-full-redress-pairs = Die { -non-offending-side } hat selbst keinen schwerwiegenden Fehler begangen: sie erhält das bessere aus ihrem Tischergebnis und dem Ergebnis ohne den { -infraction }, { $pct } %.
split-error-cost-nothing = Der eigene Fehler der { -non-offending-side(form: "obl") } nach dem { -infraction } hat sie in IMP nichts gekostet: ihr Tischergebnis zählt so viel, wie normales Spiel erbracht hätte. Also erhält sie das bessere aus ihrem Tischergebnis und dem Ergebnis ohne den { -infraction }, { $imps } IMP.
split-error-cost-nothing-pairs = Der eigene Fehler der { -non-offending-side(form: "obl") } nach dem { -infraction } hat sie in Matchpunkten nichts gekostet: ihr Tischergebnis zählt so viel, wie normales Spiel erbracht hätte. Also erhält sie das bessere aus ihrem Tischergebnis und dem Ergebnis ohne den { -infraction }, { $pct } %.
split-offenders-pairs = Die { -offending-side } { $side } erhält den Score, als ob der { -infraction } nicht geschehen wäre: { $pct } %.
split-not-damaged-pairs = Das Tischergebnis ist für die nicht-schuldige Seite { $side } mindestens so gut wie das Ergebnis ohne den Regelverstoß: sie wurde nicht geschädigt (§ 12 B1), also wird kein berichtigter Score zugewiesen, und beide Seiten behalten das Tischergebnis: { $pct } % für { $side }, { $offenders_pct } % für { $offenders }.
mp-scale = Matchpunkte (§ 78 A): 2 für jeden Nord-Süd-Score an den anderen Tischen, der übertroffen wird, 1 für jeden gleichen, 0 für jeden besseren. Das Board wurde an { $tables } Tischen gespielt, also wird jeder Score mit { $tables } − 1 anderen verglichen, und der Top ist { $top }; Ost-West erhalten den Top abzüglich der Matchpunkte von Nord-Süd.
mp-table = Tisch { $table }: { $ns } für Nord-Süd übertrifft { $beaten } und gleicht { $tied } der { $others } anderen Scores: { $matchpoints } von { $top } Matchpunkten, { $pct } %; Ost-West erhalten { $ew_matchpoints }, { $ew_pct } %.
weighted-outcome-pairs = Gewicht { $weight }: { $ns } übertrifft { $beaten } und gleicht { $tied } der { $others } Scores an den anderen Tischen, { $matchpoints } von { $top } Matchpunkten, { $pct } % für Nord-Süd; gewichtet { $part } %.
weighted-total-pairs = Der gewichtete Score ist die Summe: { $exact } % ({ $rounded } %) für Nord-Süd, { $ew } % für Ost-West.
ui-alternatives-suggested = { $action } wird durch die unerlaubte Information nahegelegt, aber ebenso jede logische Alternative dazu: das Tischergebnis { $ns } bleibt bestehen.
ui-used-extraneous = { $side } hat { $chosen } gewählt, was die fremde Information nachweislich nahelegte, während eine logische Alternative nicht nahegelegt war. Die Information zu erhalten war kein Regelverstoß; sie zu verwenden ist einer (§ 73 C).
ui-standards = § 12 C1 (e): die nicht-schuldige Seite erhält das günstigste Ergebnis, das ohne den Regelverstoß wahrscheinlich gewesen wäre, die schuldige Seite { $side } das ungünstigste Ergebnis, das überhaupt wahrscheinlich gewesen wäre. Ohne die Information hätte { $side } eine logische Alternative wählen müssen, die sie nicht nahelegte; jede davon ist eine Handlung, die einige Spieler ihrer Spielstärke wählen würden, also war ihr Ergebnis überhaupt wahrscheinlich.
ui-expected = Das für { $side } ungünstigste Ergebnis ist das von { $action }: { $ns } für Nord-Süd. Der Turnierleiter hält es auch für wahrscheinlich, also ist es das Ergebnis, das beide Seiten ohne den Regelverstoß erwarten konnten.
ui-damaged = { $ns } ist für die nicht-schuldige Seite { $victims } besser als das Tischergebnis { $table }: der Regelverstoß hat sie geschädigt (§ 12 B1), und { $law } verlangt einen berichtigten Score.
ui-not-damaged = { $ns } ist für die nicht-schuldige Seite { $victims } nicht besser als das Tischergebnis { $table }: der Regelverstoß hat sie nicht geschädigt (§ 12 B1). Nach { $law } wird nur bei Schaden berichtigt, also bleibt das Tischergebnis { $table } bestehen.
ui-weighted = § 12 C1 (c): der Turnierleiter gewichtet die Ergebnisse, die hätten eintreten können, wenn { $side } die Information nicht verwendet hätte, wie es Turnierleiter von NBF und DBV tun, anstelle der beiden Maßstäbe von § 12 C1 (e) („wahrscheinlich“ für die nicht-schuldige Seite, „überhaupt wahrscheinlich“ für die schuldige Seite). Es zählen nur Ergebnisse, die ohne die Regelwidrigkeit hätten erzielt werden können: die Ergebnisse der logischen Alternativen, nie das Tischergebnis der nahegelegten Handlung. Jedes Ergebnis wird zuerst umgerechnet, dann werden die umgerechneten Scores gewichtet.
ui-weighted-outcome = { $action }, Gewicht { $weight }: { $ns } gegen { $other } am anderen Tisch ist eine Differenz von { $difference }, { $imps } IMP; gewichtet { $part }.
ui-weighted-outcome-pairs = { $action }, Gewicht { $weight }: { $ns } übertrifft { $beaten } und gleicht { $tied } der { $others } Scores an den anderen Tischen, { $matchpoints } von { $top } Matchpunkten, { $pct } % für Nord-Süd; gewichtet { $part } %.
ui-weighted-result = Gewicht { $weight }: { $ns } gegen { $other } am anderen Tisch ist eine Differenz von { $difference }, { $imps } IMP; gewichtet { $part }.
ui-weighted-result-pairs = Gewicht { $weight }: { $ns } übertrifft { $beaten } und gleicht { $tied } der { $others } Scores an den anderen Tischen, { $matchpoints } von { $top } Matchpunkten, { $pct } % für Nord-Süd; gewichtet { $part } %.
ui-table-teams = Das Tischergebnis { $ns } gegen { $other } am anderen Tisch ist eine Differenz von { $difference }, { $imps } IMP.
ui-table-pairs = Das Tischergebnis { $ns } übertrifft { $beaten } und gleicht { $tied } der { $others } Scores an den anderen Tischen: { $matchpoints } von { $top } Matchpunkten, { $pct } % für Nord-Süd.
ui-damaged-weighted = Der gewichtete Score, { $weighted } { $unit ->
        [imp] IMP
       *[pct] %
    } für Nord-Süd, ist für die nicht-schuldige Seite { $victims } besser als der des Tischergebnisses, { $table } { $unit ->
        [imp] IMP
       *[pct] %
    }: der Regelverstoß hat sie geschädigt (§ 12 B1), und nach { $law } wird der gewichtete Score zugewiesen.
ui-not-damaged-weighted = Der gewichtete Score, { $weighted } { $unit ->
        [imp] IMP
       *[pct] %
    } für Nord-Süd, ist für die nicht-schuldige Seite { $victims } nicht besser als der des Tischergebnisses, { $table } { $unit ->
        [imp] IMP
       *[pct] %
    }: der Regelverstoß hat sie nicht geschädigt (§ 12 B1). Nach { $law } wird nur bei Schaden berichtigt, also bleibt das Tischergebnis { $ns } bestehen.
misread-86d-fixed-sum = Die Obergrenze wurde als feste Summe verwendet: nach Verfahrensrichtlinie Nr. 9 und 10 ist sie eine Obergrenze, und das zweite Team erhält die Differenz zu ihr nur, wenn die beiden Scores nach Nr. 4–7 zusammen sie überschreiten.
misread-split-adjusted-without-damage = Hier erhält die schuldige Seite den Score, als ob der Regelverstoß nicht geschehen wäre, aber die nicht-schuldige Seite wurde nicht geschädigt: ohne Schaden gibt es keinen berichtigten Score ({ $law }), und auch die schuldige Seite behält das Tischergebnis.
misread-weighted-pairs-score-first = Die Scores wurden gewichtet, bevor sie in Matchpunkte umgerechnet wurden: nach { $law } wird jedes Ergebnis zuerst gegen die anderen Tische in Matchpunkte umgerechnet, dann werden die Prozente gewichtet.
misread-mp-ties-as-wins = Ein gleicher Score wurde als übertroffen gezählt: nach { $law } bringt ein gleicher Score 1 Matchpunkt, die Hälfte der 2 für einen übertroffenen.
misread-mp-ties-as-losses = Ein gleicher Score wurde als verloren gezählt: nach { $law } bringt ein gleicher Score 1 Matchpunkt.
misread-mp-top-counts-own-table = Der Top wurde über alle Tische genommen, diesen eingeschlossen: ein Score wird nur mit den Scores der anderen Tische verglichen ({ $law }), also ist der Top 2 für jeden anderen Tisch.
misread-mp-other-direction = Das ist der Prozentsatz der anderen Richtung: die Matchpunkte von Nord-Süd und Ost-West in einem Board ergeben zusammen den Top ({ $law }).
misread-ui-adjusted-without-damage = Hier wird das Ergebnis berichtigt, aber der Regelverstoß hat die nicht-schuldige Seite nicht geschädigt: das Ergebnis ohne ihn ist für sie nicht besser als das Tischergebnis ({ $law }), also bleibt das Tischergebnis bestehen.
misread-ui-adjusted-not-suggested = Hier wird das Ergebnis berichtigt, aber es lag kein Regelverstoß vor: die gewählte Handlung ist keine, die die Information nahelegt ({ $law }).
misread-ui-unweighted = Hier wird das eine Ergebnis zugewiesen, das für die schuldige Seite am ungünstigsten ist: der Turnierleiter hat die möglichen Ergebnisse nach { $law } gewichtet.
part-ns_pct = Prozent für Nord-Süd
part-ew_pct = Prozent für Ost-West
part-damaged = geschädigt

# Law 61B: who may ask about a failure to follow suit.
inquiry-declarer = { $asker }, der { -declarer }, fragt { $asked }, einen { -defender }: der { -declarer } darf einen { -defender }, der nicht bedient hat, fragen, ob er eine Karte der ausgespielten Farbe hat (§ 61 B1). Die Frage ist erlaubt.
inquiry-dummy-declarer = { $asker }, der { -dummy }, fragt { $asked }, den { -declarer }: der { -dummy } darf den { -declarer } fragen (§ 61 B2 (a)), solange er seine Rechte nicht verloren hat. Die Frage ist erlaubt.
inquiry-dummy-lost-rights = { $asker }, der { -dummy }, hatte seine Rechte verloren, weil er die Karten eines Spielers angesehen hat (§ 43 B2 (b)): von da an darf er den { -declarer } nicht mehr nach dem Nichtbedienen fragen (§ 61 B2 (a) verweist auf § 43 B2 (b)). Die Frage ist nicht erlaubt.
inquiry-dummy-defender = { $asker }, der { -dummy }, fragt { $asked }, einen { -defender }: der { -dummy } darf nur den { -declarer } fragen, nie einen { -defender } (§ 61 B2 (b)). Die Frage ist nicht erlaubt.
inquiry-defender = { $asker }, ein { -defender }, fragt { $asked }: die { -defender(form: "pl") } dürfen den { -declarer } und einander fragen (§ 61 B3). Die Frage ist erlaubt.
inquiry-asks-dummy = { $asked } ist der { -dummy }, dessen Karten offen auf dem Tisch liegen: es gibt nichts zu fragen, und § 61 B gibt niemandem diese Frage.
inquiry-himself = { $asker } kann sich nicht selbst nach seinem eigenen Nichtbedienen fragen.
part-may_ask = darf fragen
misread-61b-who-may-ask = { $law } sagt, wer einen Spieler fragen darf, der nicht bedient hat: der { -declarer } einen { -defender }; der { -dummy } nur den { -declarer }, und nicht mehr, nachdem er seine Rechte verloren hat; die { -defender(form: "pl") } den { -declarer } und einander. Diese Antwort liest die Liste für diese beiden Spieler falsch.

# Law 62C: cards withdrawn after a corrected revoke; Law 16C: what they showed.
revoke-62c1-withdrawn = { $seat } nimmt { $card }, nach dem { -revoke } gespielt, zurück und spielt eine andere Karte: ein Spieler der { -non-offending-side(form: "obl") } darf das ohne { -rectification } tun (§ 62 C1).
revoke-62c2-penalty-card = Nachdem { $changer } seine Karte zurückgenommen hat, darf { $seat }, die nächste Hand der { -offending-side(form: "obl") } in der Reihenfolge, { $card } ebenfalls zurücknehmen (§ 62 C2); als Karte eines { -defender(form: "gen") } wird sie zur { -major-penalty-card(form: "obl") }.
revoke-62c2-no-penalty = Nachdem { $changer } seine Karte zurückgenommen hat, darf { $seat }, die nächste Hand der { -offending-side(form: "obl") } in der Reihenfolge, { $card } ebenfalls zurücknehmen (§ 62 C2); es ist nicht die Karte eines { -defender(form: "gen") }, also wird sie ohne { -rectification } zurückgenommen.
revoke-62c2-not-allowed = { $seat } darf { $card } nicht zurücknehmen: § 62 C2 erlaubt der { -offending-side(form: "obl") } das Zurücknehmen erst, nachdem der Spieler der { -non-offending-side(form: "obl") } davor ({ $changer }) seine Karte zurückgenommen hat; { $card } bleibt gespielt.
revoke-withdrawn-information = Was die zurückgenommenen Karten gezeigt haben, ist für die { -non-offending-side } { $side } erlaubte und für die { -offending-side } { $offenders } unerlaubte Information (§ 16 C).
misread-62c1-penalty-card = Ein Spieler der { -non-offending-side(form: "obl") } nimmt seine Karte ohne { -rectification } zurück ({ $law }); nur eine von der { -offending-side(form: "obl") } zurückgenommene Karte kann zur { -penalty-card } werden.
misread-62c2-no-penalty-card = Die Karte wird zurückgenommen, aber das ist nicht alles: ein { -defender } der { -offending-side(form: "obl") }, der seine Karte nach { $law } zurücknimmt, lässt sie als { -major-penalty-card } auf dem Tisch.
misread-62c2-penalty-card = Nur die Karte eines { -defender(form: "gen") } wird zur { -penalty-card }: die nach { $law } zurückgenommene Karte des { -declarer(form: "gen") } oder des { -dummy(form: "gen") } geht ohne { -rectification } zurück.
misread-62c2-withdrawn-anyway = Nach { $law } darf die { -offending-side } eine Karte erst zurücknehmen, nachdem ein Spieler der { -non-offending-side(form: "obl") } seine zurückgenommen hat; hier tat das niemand, also bleibt die Karte gespielt und ist keine { -penalty-card }.
part-withdrawal_allowed = darf zurücknehmen
part-withdrawn_penalty_card = zurückgenommene Karte wird { -penalty-card }
part-likely_clear = wahrscheinliche Spielweise eindeutig (nichts geraten)

# Issue 34 (helper C): the law part that establishes the revoke.
part-law_establishes = der Paragraf, nach dem der { -revoke } { -established } ist
## Papierantworten korrigiert: `ruling exam grade` (Prüfungsreview P7–P9)

grade-student = Teilnehmer { $number } ({ $code }): { $score } von { $questions } Punkten
grade-verdict-correct = richtig
grade-verdict-misread = falsch gelesen
grade-verdict-wrong = falsch
grade-verdict-unreadable = unleserlich
grade-verdict-blank = leer
grade-absent = Keine Antworten von { $count ->
        [one] Teilnehmer
       *[other] den Teilnehmern
    } { $list }: abwesend.
grade-replaced = { $name }.csv war schon korrigiert: die früheren Ergebnisse werden durch diese ersetzt.
grade-written = Geschrieben: { $file }
grade-summary = results.csv: { $students } Teilnehmer aus { $files } { $files ->
        [one] Antwortdatei
       *[other] Antwortdateien
    } korrigiert, { $absent } abwesend.
grade-nothing-written = Nichts wurde korrigiert; keine Datei wurde geändert.
grade-col-number = Nr.
grade-col-code = Teilnehmercode
grade-col-score = Punkte (von { $questions })
grade-col-question = Frage { $number }
grade-col-question-alone = Frage
grade-col-batch = Antwortdatei
grade-col-box = Feld
grade-col-part = Teil der Entscheidung
grade-col-variant = Variantencode
grade-col-written = Geschriebene Antwort
grade-col-verdict = Bewertung
grade-col-credit = Punkte
grade-col-law = Falsch gelesener Paragraf
grade-col-explanation = Was die Antwort falsch liest
grade-col-students = Teilnehmer
grade-absent-cell = abwesend
grade-stat-facility = Lösungsquote (mittlere Punkte der Anwesenden, 0 bis 1 je Frage)
grade-stat-answered = Beantwortet (Teilnehmer mit einer Antwort)
grade-stat-misreading = Häufigste falsche Lesart (Teilnehmer)
grade-error-columns = { $count } Spalten; eine Zeile ist Teilnehmer, Frage, Antwort
grade-error-decimal-comma = ein Dezimalkomma teilt die Antwort: setzen Sie sie in Anführungszeichen ("-10,67") oder trennen Sie die Spalten mit ";"
grade-error-other-exam = „{ $field }“ ist Teilnehmer der Prüfung { $other }, nicht dieser ({ $exam })
grade-error-student-range = Teilnehmer { $number }: die Prüfung hat die Teilnehmer 1 bis { $students }
grade-error-not-student = „{ $field }“ ist kein Teilnehmer: schreiben Sie seine Nummer (1 bis { $students }) oder seinen Code ({ $example })
grade-error-question-range = Frage { $number }: die Prüfung hat die Fragen 1 bis { $questions }
grade-error-not-question = „{ $field }“ ist keine Frage: schreiben Sie ihre Nummer, 1 bis { $questions }
grade-error-parts-needed = Frage { $number } verlangt eine ganze Entscheidung in { $parts } Teilen: schreiben Sie { $first } bis { $last }
grade-error-part-range = Frage { $number } hat die Teile { $first } bis { $last }, nicht { $given }
grade-error-no-parts = Frage { $number } hat eine Antwort, keine Teile: schreiben Sie { $number }
grade-error-twice = Teilnehmer { $student } beantwortet { $box } zweimal (zuerst in Zeile { $first })
grade-error-same-name = { $first } wird im selben Lauf unter demselben Namen ({ $name }) korrigiert: benennen Sie eine der Dateien um
grade-error-two-files = Teilnehmer { $student } hat auch Antworten in { $other }: die Antworten eines Teilnehmers gehören in eine Datei (eine unter ihrem Namen erneut korrigierte Datei ersetzt ihren Stapel)
grade-error-heading = eine Kopfzeile enthält nur Wörter wie Teilnehmer, Frage, Antwort

# Issue 36 (helper C): Antwortbögen aus Scans gelesen (`ruling exam scan`).
scan-error-no-code = kein QR-Code eines Antwortbogens gefunden
scan-error-no-corner = Eckmarke { $corner } von 4 nicht gefunden
scan-error-frame = die Eckmarken ergeben keine Seite
scan-error-other-exam = eine Seite der Prüfung { $other }, nicht von { $exam }
scan-error-student = der QR-Code nennt Teilnehmer { $student }, der nicht zu dieser Prüfung gehört
scan-error-page = der Antwortbogen von Teilnehmer { $student } hat keine Seite { $page }
scan-error-image = kein lesbares Bild: { $reason }
scan-not-read = { $place }: nicht gelesen ({ $reason }); ausgelassen
scan-error-blank = eine leere Seite
scan-blank = { $count ->
    [one] { $count } leere Seite
   *[other] { $count } leere Seiten
} ausgelassen (die Rückseite eines beidseitig gedruckten Blattes): { $pages }
scan-twice = Teilnehmer { $student }, Seite { $page } wurde zweimal gescannt: { $first } wird verwendet, { $second } ausgelassen
scan-missing = Teilnehmer { $student }: { $count ->
    [one] Seite { $pages } wurde
   *[other] Seiten { $pages } wurden
} nicht gescannt
scan-unsure = Teilnehmer { $student }, Feld { $box }: { $reason }; als unleserlich bewertet, bis es geklärt ist (siehe { $crop })
scan-settled = Teilnehmer { $student }, Feld { $box }: durch die Korrekturdatei als { $answer } geklärt
scan-doubt-double = zwei Markierungen, wo eine verlangt ist
scan-doubt-erased = eine Markierung neben einer grauen (radiert?)
scan-doubt-faint = eine Markierung, zu schwach, um zu zählen
scan-doubt-gap = eine leere Spalte innerhalb der Zahl oder des Paragrafen
scan-summary = { $pages } { $pages ->
    [one] Seite
   *[other] Seiten
} gelesen, { $unread } nicht gelesen, { $unsure } { $unsure ->
    [one] Feld
   *[other] Felder
} zu klären; { $students } Teilnehmer in results.csv
