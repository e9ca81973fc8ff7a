# Deutscher Meldungskatalog der Regel-Engine.
# Begriffe: Turnier-Bridge-Regeln (TBR) des DBV und die DBV-Verfahrensrichtlinie zu § 86 D.
# Argumente: Himmelsrichtungen, Seiten und Farben kommen schon übersetzt an (seat-N,
# side-NS, suit-S unten); Zahlen als Zahlen; $contract, $band, Brüche und
# Auswahlschlüssel als reiner Text.

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
        [yes] in Gefahr
       *[no] nicht in Gefahr
    }: { $tricks } { $tricks ->
        [one] Stich
       *[other] Stiche
    } erzielt, { $needed } benötigt.
score-contract-points = Stichwert für die gebotenen Stiche{ $doubling ->
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
        [one] Unterstich
       *[other] Unterstiche
    }{ $doubling ->
        [doubled] {" "}kontriert
        [redoubled] {" "}rekontriert
       *[undoubled] {""}
    }: { $sum } = { $points } für die Gegenspieler.
score-total = { $side } erhält { $points }; aus Sicht von Nord-Süd { $ns }.
imps-band = Eine Differenz von { $difference } Punkten liegt im Bereich { $band } der IMP-Tabelle der WBF: { $imps } IMP.

## Künstliche berichtigte Scores (§ 12 C2, § 86 A)

artificial-fault = Es konnte kein Ergebnis erzielt werden, und { $side } war { fault }.
artificial-teams = Im Teamkampf beträgt ein künstlicher berichtigter Score +3 IMP für Plusdurchschnitt, 0 für Durchschnitt und −3 für Minusdurchschnitt: { $side } erhält { $imps } IMP.
artificial-teams-fault = { $side } war { fault }: künstlicher berichtigter Score { $imps } IMP.
artificial-pairs = { $side } war { fault }: { $pct } %.
artificial-session = { $side } erzielte im Durchgang { $pct } %, { $fault ->
        [innocent] mehr als die 60 % des Plusdurchschnitts, und behält daher sein Durchgangsergebnis
       *[other] weniger als die 40 % des Minusdurchschnitts, und erhält daher sein Durchgangsergebnis
    }: { $pct } %.

## Gewichtete Scores (§ 12 C1 (c))

weighted-outcome = Gewicht { $weight }: { $ns } gegen { $other } am anderen Tisch ergibt eine Differenz von { $difference }, { $imps } IMP; gewichtet { $part }.
weighted-total = Der gewichtete Score ist die Summe: { $exact } IMP ({ $rounded }).

## Durch den Regelverstoß verursachter und selbst verursachter Schaden (§ 12 C1 (b))

split-actual = Das Tischergebnis { $ns } gegen { $other } am anderen Tisch bringt der nicht-schuldigen Seite { $side } { $imps } IMP.
split-normal = Normales Spiel nach dem Regelverstoß hätte { $ns } ergeben: { $imps } IMP.
split-without = Ohne den Regelverstoß wäre das Ergebnis { $ns } gewesen: { $imps } IMP.
split-consequent = Der Regelverstoß hat einen Schaden von { $damage } IMP verursacht (Folgeschaden des Regelverstoßes); die übrigen { $subsequent } IMP hat die nicht-schuldige Seite durch einen eigenen schwerwiegenden Fehler verloren (selbst verursachter Schaden), und diesen Verlust trägt sie selbst. Ihr Score: { $imps } IMP.
split-no-damage = Normales Spiel nach dem Regelverstoß hätte mindestens so gut abgeschnitten wie ohne ihn: der Regelverstoß hat keinen Schaden verursacht, und die nicht-schuldige Seite behält ihr Tischergebnis von { $imps } IMP.
split-full-redress = Die nicht-schuldige Seite hat selbst keinen schwerwiegenden Fehler begangen: sie erhält das bessere aus ihrem Tischergebnis und dem Ergebnis ohne den Regelverstoß, { $imps } IMP.
split-offenders = Die schuldige Seite { $side } erhält den Score, als ob der Regelverstoß nicht geschehen wäre: { $imps } IMP.

## § 86 D nach der Verfahrensrichtlinie des DBV (Stand: 01.03.2013)

law86d-difference = An dem Tisch, an dem das Board gespielt wurde, lautete das Ergebnis { $table }, das erwartete Ergebnis ist { $expected }: eine Differenz von { $difference }, { $imps } IMP für das Nord-Süd-Team.
law86d-not-unusual = { $imps } IMP weichen nicht um mehr als 6 IMP vom erwarteten Ergebnis ab, das Ergebnis ist also nicht außergewöhnlich (Verfahrensrichtlinie Nr. 3): jedes Team erhält seinen künstlichen berichtigten Score.
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
law86d-cap = Die beiden Teams erhalten zusammen höchstens die Summe ihrer künstlichen berichtigten Scores (Verfahrensrichtlinie Nr. 9): { $ns_fault ->
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
ui-source-withdrawn = Die Information stammt aus einer zurückgenommenen Ansage oder Karte: für die schuldige Seite { $side } ist sie unerlaubt.
ui-source-extraneous = Die Information stammt nicht aus den regelgemäßen Abläufen am Tisch (mitgehört oder eine gesehene Karte). Sie zu erhalten ist kein Regelverstoß: der Turnierleiter lässt weiterspielen und berichtigt, wenn sie das Ergebnis beeinflusst hat (§ 16 D2 (c)); { $side } darf sie nicht verwenden.
ui-la = { $action }: { $selected } von { $total } befragten Spielern wählten dies, ein Anteil, der die Schwelle von { $threshold } erreicht: eine logische Alternative.
ui-not-la = { $action }: { $selected } von { $total } befragten Spielern wählten dies, ein Anteil unter der Schwelle von { $threshold }: keine logische Alternative.
ui-not-suggested = { $action } ist keine Handlung, die die unerlaubte Information nahelegt: das Tischergebnis { $ns } bleibt bestehen.
ui-no-alternative = { $action } wird durch die unerlaubte Information nahegelegt, aber es gibt dazu keine logische Alternative: das Tischergebnis { $ns } bleibt bestehen.
ui-infraction = { $side } wählte { $chosen }, was durch die unerlaubte Information nachweislich nahegelegt sein konnte, während eine logische Alternative nicht nahegelegt war: ein Verstoß gegen § { $law }.
ui-adjusted = Der Score wird auf die logische Alternative berichtigt, die für die schuldige Seite { $side } am ungünstigsten ist: { $action }, { $ns } für Nord-Süd.

## Revoke (§§ 61–64)

revoke-facts = { $offender } hat ein Revoke begangen: nicht Farbe bekannt, obwohl eine Karte der ausgespielten Farbe in der Hand war.
revoke-none = Jeder Spieler hat Farbe bekannt, wann immer er konnte: es gab kein Revoke.
revoke-found = Stich { $trick }: { $offender } spielte { $card }, obwohl noch { $suit } in der Hand war, die ausgespielte Farbe: ein Revoke.
revoke-established-given = Das Revoke war vollendet: es kann nicht mehr berichtigt werden, und der Revokestich bleibt so bestehen, wie er gespielt wurde (§ 63 B).
revoke-established-play = Die Seite von { $offender } spielte zu Stich { $trick }, einem späteren Stich, und vollendete damit das Revoke.
revoke-established-claim = { $claimer }, ein Spieler der schuldigen Seite, hat Stiche beansprucht oder abgegeben (Claim), und damit wurde das Revoke vollendet.
revoke-established-acquiesce = Die schuldige Seite { $side } hat dem Claim von { $claimer } zugestimmt, und damit wurde das Revoke vollendet.
revoke-not-established = Auf das Revoke wurde aufmerksam gemacht, bevor { $offender } oder der Partner zu einem späteren Stich gespielt hatte und bevor ein Claim erfolgte: das Revoke war nicht vollendet.
revoke-62a = { $offender } muss das Revoke berichtigen: die Karte zurücknehmen und eine regelgerechte Karte spielen{ $suit_key ->
        [spades] {" "}(eine Pik-Karte)
        [hearts] {" "}(eine Coeur-Karte)
        [diamonds] {" "}(eine Karo-Karte)
        [clubs] {" "}(eine Treff-Karte)
       *[other] {""}
    }.
revoke-62b1 = { $offender } ist Gegenspieler, und die Karte kam aus einer verdeckten Hand: sie wird zur großen Strafkarte.
revoke-62b2 = Die Karte kam aus der Hand des Alleinspielers oder des Dummys: sie wird ohne weitere Berichtigung zurückgenommen.
revoke-62b2-faced = Die Karte lag bereits offen: sie wird ohne weitere Berichtigung zurückgenommen.
revoke-62c1 = Jeder Spieler der nicht-schuldigen Seite { $side } darf eine nach dem Revoke gespielte Karte zurücknehmen und eine andere spielen.
revoke-play-continues = Das Spiel wird ab dem berichtigten Stich fortgesetzt; es wird kein Stich übertragen.
revoke-trick12-corrected-facts = Ein Revoke im zwölften Stich muss berichtigt werden, auch wenn es vollendet ist, sofern es entdeckt wird, bevor alle vier Hände ins Board zurückgesteckt worden sind.
revoke-trick12-corrected = Das Revoke im zwölften Stich wird berichtigt (§ 62 D1): { $offender } spielt eine Karte in { $suit }, und die letzten beiden Stiche werden neu gespielt. Die Seite des Alleinspielers bekam davon { $before } wie gespielt und { $after } nach der Berichtigung.
revoke-62d2 = { $partner } spielte nach dem Revoke zum zwölften Stich und darf kein Spiel wählen, das durch das Revoke nahegelegt sein könnte: Zweifel gehen zulasten der schuldigen Seite.
revoke-64a1-two = { $offender } hat den Revokestich gewonnen, und die schuldige Seite hat einen späteren Stich gewonnen: der Revokestich und ein späterer Stich werden übertragen, { $transferred } Stiche.
revoke-64a1-one = { $offender } hat den Revokestich gewonnen, aber die schuldige Seite hat keinen späteren Stich gewonnen: nur der Revokestich wird übertragen, { $transferred } Stich.
revoke-64a2-partner = Der Revokestich wurde von { $winner } gewonnen, nicht von { $offender }; da die schuldige Seite ihn gewonnen hat, wird ein Stich übertragen.
revoke-64a2-later = Der Revokestich wurde von { $winner } gewonnen, nicht von { $offender }; da die schuldige Seite einen späteren Stich gewonnen hat, wird ein Stich übertragen.
revoke-dummy-not-declarer = Der Revokestich wurde am Tisch ({ $dummy }) gewonnen: ein vom Dummy gewonnener Stich gilt für § 64 A nicht als vom Alleinspieler gewonnen.
revoke-64b1 = Die schuldige Seite hat weder den Revokestich noch einen späteren Stich gewonnen: es wird kein Stich übertragen.
revoke-64b2 = Dies ist ein weiteres Revoke von { $offender } in derselben Farbe: dafür wird kein Stich übertragen (§ 64 C kann angewendet werden).
revoke-64b3 = Die Karte, die { $offender } nicht gespielt hat, lag offen auf dem Tisch: es wird kein Stich übertragen.
revoke-64b3-dummy = Das Revoke wurde aus der Hand des Dummys ({ $offender }) begangen: es wird kein Stich übertragen.
revoke-64b4 = Auf das Revoke wurde erst aufmerksam gemacht, nachdem ein Spieler der nicht-schuldigen Seite im nächsten Board eine Ansage gemacht hatte: es wird kein Stich übertragen.
revoke-64b5 = Auf das Revoke wurde erst nach dem Ende der Runde aufmerksam gemacht: es wird kein Stich übertragen.
revoke-64b6 = Das Revoke geschah im zwölften Stich: es wird kein Stich übertragen.
revoke-64b7 = Beide Seiten haben in diesem Board ein Revoke begangen: für das Revoke von { $offender } wird kein Stich übertragen.
revoke-transfer-result = { $transferred } { $transferred ->
        [one] Stich geht
       *[other] Stiche gehen
    } an { $side }: aus den { $table } Stichen des Alleinspielers werden { $after }.
revoke-64c-adjust = Ohne das Revoke hätte der Alleinspieler { $without } Stiche erzielt; mit { $after } { $transferred ->
        [0] wie gespielt
       *[other] nach der Übertragung
    } ist { $side } nicht ausreichend entschädigt, daher berichtigt der Turnierleiter auf { $without }.
revoke-64c-enough = Ohne das Revoke hätte der Alleinspieler { $without } Stiche erzielt; mit { $after } { $transferred ->
        [0] wie gespielt
       *[other] nach der Übertragung
    } ist { $side } vollständig entschädigt.
revoke-64c2b = Beide Seiten haben ein Revoke begangen: der Turnierleiter legt das Ergebnis so fest, als ob kein Revoke geschehen wäre, { $tricks } Stiche für den Alleinspieler.
revoke-64c-computed = Ohne das Revoke hätte die Seite des Alleinspielers ab dem { $trick }. Stich { $without } Stiche erzielt (Ausspiel { $card }, bestes Spiel beider Seiten), mit dem Revoke { $with }: bei sonst unverändertem Spielverlauf hätte der Alleinspieler { $tricks } Stiche gehabt.
revoke-64c-needed = Der Turnierleiter stellt nach § 64 C einen gerechten Ausgleich her, ausgehend von den Stichen, die der Alleinspieler ohne das Revoke erzielt hätte.
revoke-final = Ergebnis: { $contract } gespielt von { $declarer } mit { $tricks } { $tricks ->
        [one] Stich
       *[other] Stichen
    }, { $ns } für Nord-Süd.

## Claims und Abgabe von Stichen (§§ 68–71)

claim-all = { $claimer } beansprucht alle { $remaining } restlichen Stiche (Claim).
claim-part = { $claimer } beansprucht { $claimed } der { $remaining } restlichen Stiche (Claim) und gibt damit { $conceded } ab.
claim-concede-all = { $claimer } gibt alle { $remaining } restlichen Stiche ab.
claim-68b2-void = { $partner } hat der Abgabe von Stichen durch den Partner sofort widersprochen: es ist keine Abgabe erfolgt, und das Spiel wird fortgesetzt (der Widerspruch ist für den anderen Gegenspieler unerlaubte Information).
claim-68b2-no-concession = { $partner } hat widersprochen, aber der Widerspruch eines Gegenspielers hebt nur eine Abgabe von Stichen auf, keinen Claim: der Claim bleibt bestehen und ist zu entscheiden.
claim-68b2-dummy = { $partner }, der Dummy, hat widersprochen: nur die Abgabe von Stichen durch einen Gegenspieler wird durch den Widerspruch des Partners aufgehoben, daher bleibt der Claim des Alleinspielers bestehen und ist zu entscheiden.
claim-no-statement = Der Claim erfolgte ohne klare Erklärung: jede normale Reihenfolge des Abspiels kommt in Betracht.
claim-70c = Ein Gegner hält noch einen Trumpf, den der claimende Spieler nicht erwähnt hat: der Trumpf macht einen Stich, wenn irgendeine normale Spielweise das zulässt.
claim-normal-line = Spielt man die Karten auf jede normale Weise aus (auch nachlässig oder schlecht, aber nie irrational), so bringt die ungünstigste Spielweise der claimenden Seite { $tricks } { $tricks ->
        [one] Stich
       *[other] Stiche
    }: { $line }.
claim-better-not-credited = Bestes Spiel brächte { $dd }, aber eine Spielweise, die der claimende Spieler nicht erklärt hat, wird nicht anerkannt: Zweifel gehen zulasten des claimenden Spielers, und seine Seite erhält höchstens { $tricks }.
claim-70-stands = Der Claim auf { $claimed } hält jeder normalen Spielweise stand: er bleibt bestehen.
claim-70-fails = Der Claim auf { $claimed } scheitert bei einer normalen Spielweise: die claimende Seite erhält { $awarded }, und { $lost } { $lost ->
        [one] Stich geht
       *[other] Stiche gehen
    } an die Gegner.
claim-71-restored = { $restored } { $restored ->
        [one] abgegebener Stich wird
       *[other] abgegebene Stiche werden
    } zurückgegeben: die Seite hätte bei keiner normalen Spielweise weniger als { $tricks } erzielt (innerhalb der Berichtigungsfrist nach § 79 C).
claim-71-stands = Die Abgabe bleibt bestehen: bei einer normalen Spielweise gehen die abgegebenen Stiche verloren, daher wird keiner zurückgegeben.
claim-69a = { $side } hat dem Claim zugestimmt und damit { $conceded } { $conceded ->
        [one] Stich
       *[other] Stiche
    } erhalten.
claim-69b-restored = Bei vernünftigem Spiel beider Seiten hätte { $side } wahrscheinlich { $likely } erzielt: { $restored } { $restored ->
        [one] Stich wird
       *[other] Stiche werden
    } zurückgegeben (innerhalb der Berichtigungsfrist nach § 79 C).
claim-69b-stands = Bei vernünftigem Spiel beider Seiten hätte { $side } wahrscheinlich nur { $likely } erzielt: es wird nichts zurückgegeben.
claim-result = { $side } erhält { $tricks } der restlichen Stiche: der Alleinspieler ({ $declarer }) hat insgesamt { $total }.
claim-rest-conceded = { $conceded ->
        [one] Der nicht beanspruchte Stich ist
       *[other] Die { $conceded } nicht beanspruchten Stiche sind
    } abgegeben.
claim-70d2 = Der Claim kommt von einem Gegenspieler: auch die Entscheidungen, die dem Partner ({ $partner }) bleiben, werden nach der ungünstigsten normalen Spielweise beurteilt.

## Der Fragenkatalog: Bezeichnungen und die Wörter, als die Parameter gelesen werden

label-question = Frage
label-choices = Auswahl
label-answer = Antwort
label-explanation = Erklärung
label-misreadings = Antworten, die auf einer Fehldeutung eines Paragraphen beruhen
answer-yes = ja
answer-no = nein
part-law = Paragraf
part-transferred = übertragene Stiche
part-declarer_tricks = Stiche des Alleinspielers
part-ns = Score für Nord-Süd
part-imps = IMPs
part-ns_team = Team Nord-Süd (IMPs)
part-ew_team = Team Ost-West (IMPs)
part-adjusted_ns = Score für Nord-Süd
part-claimer_tricks = Stiche der claimenden Seite
part-established = vollendet
part-penalty_card = Strafkarte
part-unusual = ungewöhnliches Ergebnis
part-infraction = Regelverstoß
part-stands = bleibt bestehen
part-play_continues = es wird weitergespielt
part-equity_adjusted = berichtigt nach § 64C
part-rectified_by = der Paragraf, der das Revoke berichtigt
label-ruling = Die ganze Entscheidung
fault-innocent = nicht-schuldig
fault-partly = teilweise schuldig
fault-guilty = schuldig

## Bewertung: was eine falsche Antwort missversteht ($law ist der Paragraph)

misread-imps-band-below = Das ist der nächstniedrigere Bereich der IMP-Tabelle nach § { $law }: entscheidend ist, in welchen Bereich die Differenz fällt.
misread-imps-band-above = Das ist der nächsthöhere Bereich der IMP-Tabelle nach § { $law }: entscheidend ist, in welchen Bereich die Differenz fällt.
misread-score-vulnerability = Das ist der Score bei umgekehrter Gefahrenlage (§ { $law }).
misread-score-undoubled = Das ist der Score, als wäre der Kontrakt nicht kontriert (§ { $law }): kontrierte Unter- und Überstiche sowie die Prämie für einen erfüllten kontrierten Kontrakt werden anders berechnet.
misread-score-other-side = Das ist der Score aus Sicht der anderen Seite: hier gelten alle Scores aus Sicht von Nord-Süd.
misread-86d-artificial-only = Das ist nur der künstliche berichtigte Score: das Ergebnis am anderen Tisch war außergewöhnlich, daher berücksichtigen § { $law } und die Verfahrensrichtlinie des DBV es.
misread-86d-cap-ignored = Jedes Team wurde für sich berechnet: nach Verfahrensrichtlinie Nr. 9 und 10 ist die Summe der künstlichen berichtigten Scores die Obergrenze für beide Teams zusammen.
misread-86d-full-weight = Das Ergebnis zählte für beide Teams in vollem Umfang: nach Verfahrensrichtlinie Nr. 6 und 7 zählt ein gutes Ergebnis für ein schuldiges Team oder ein schlechtes für ein nicht-schuldiges Team nur zu einem Drittel.
misread-weighted-points-first = Die Punkte wurden gewichtet, bevor sie in IMP umgerechnet wurden: § { $law } gewichtet die IMP-Ergebnisse.
misread-weighted-rounded-early = Jeder gewichtete Anteil wurde gerundet: nach § { $law } werden die genauen Anteile addiert, und erst die Summe wird gerundet.
misread-split-full-redress = Hier wird der gesamte Schaden ausgeglichen: nach § { $law } wird der Schaden, den die nicht-schuldige Seite durch einen eigenen schwerwiegenden Fehler selbst verursacht hat, nicht ausgeglichen.
misread-split-no-redress = Hier bleibt das Tischergebnis bestehen: nach § { $law } wird der durch den Regelverstoß verursachte Schaden trotzdem ausgeglichen.
misread-split-offenders-keep-table = Die schuldige Seite hat ihr Tischergebnis behalten: nach § { $law } erhält sie den Score, als ob der Regelverstoß nicht geschehen wäre.
misread-artificial-fault-swapped = Die Schuld der beiden Seiten wurde vertauscht (§ { $law }).
misread-revoke-64a1-for-64a2 = Hier wird § 64A1 angewendet, als hätte der Spieler, der das Revoke begangen hat, den Revokestich gewonnen: das hat er nicht, daher wird nach § { $law } ein Stich übertragen.
misread-revoke-64a2-for-64a1 = Hier wird § 64A2 angewendet: aber der Spieler, der das Revoke begangen hat, hat den Revokestich selbst gewonnen, daher werden nach § { $law } dieser Stich und ein weiterer Stich übertragen, den die schuldige Seite später gewonnen hat.
misread-revoke-exception-overlooked = Hier werden Stiche wie nach § 64A übertragen, aber nach § { $law } wird hier kein Stich übertragen.
misread-revoke-wrong-direction = Die Stiche gingen an die falsche Seite: sie gehen an die nicht-schuldige Seite (§ { $law }).
misread-62b1-no-penalty-card = Die Karte wird zurückgenommen, aber das ist nicht alles: die Revokekarte eines Gegenspielers aus seiner verdeckten Hand wird zur großen Strafkarte (§ { $law }).
misread-62b2-penalty-card = Nur die Karte eines Gegenspielers wird zur Strafkarte: die Karte des Alleinspielers oder des Dummys wird ohne weitere Berichtigung zurückgenommen (§ { $law }).
misread-revoke-table-result = Das ist das Ergebnis wie gespielt: das Revoke ist vollendet, also werden nach § 64 Stiche übertragen (oder § 64C stellt den Ausgleich her); das Ergebnis bleibt nicht einfach stehen (§ { $law }).
misread-revoke-64c-overlooked = Das ist nur die Übertragung nach § 64A: das Revoke hat die nicht-schuldige Seite mehr gekostet, als die Übertragung zurückgibt, und nach § { $law } erhält sie, was sie ohne das Revoke gehabt hätte.
misread-70-as-claimed = Hier wird der Claim wie gestellt anerkannt: ein bestrittener Claim wird aber nach der schlechtesten normalen Spielweise des Claimenden entschieden, und jeder Zweifel geht zu seinen Lasten (§ { $law }).
misread-70-best-play = Hier wird dem Claimenden das beste Spiel gutgeschrieben: nach § { $law } erhält er nur, was seine schlechteste normale Spielweise (sorglos oder unterlegen, nicht irrational) erzielt.
misread-70e-finesse-credited = Hier wird ein Schnitt gutgeschrieben, den der Claimende nicht angesagt hat: nach § { $law } darf er ihn nicht machen.
misread-70c-trump-forgotten = Hier wird der ausstehende Trumpf übersehen, den der Claimende nicht erwähnt hat: nach § { $law } macht er einen Stich, wenn eine normale Spielweise es zulässt.
misread-71-nothing-restored = Hier bleibt die Abgabe stehen: nach § { $law } wird ein abgegebener Stich, der bei keiner normalen Spielweise verloren gehen konnte, innerhalb der Berichtigungsfrist zurückgegeben.
misread-71-best-play = Hier wird zurückgegeben, was bestes Spiel erzielt hätte: nach § { $law } werden nur Stiche zurückgegeben, die bei keiner normalen Spielweise verloren gehen konnten.
misread-69b-nothing-restored = Hier bleibt das zugestimmte Ergebnis: eine innerhalb der Berichtigungsfrist zurückgenommene Zustimmung gibt einen Stich zurück, den die Seite wahrscheinlich gewonnen hätte (§ { $law }).
misread-69b-normal-line = Hier wird die Rücknahme nach der schlechtesten normalen Spielweise des Claimenden beurteilt, dem Maßstab der §§ 70 und 71: nach § { $law } wird nur ein Stich zurückgegeben, den die Seite wahrscheinlich gewonnen hätte, neutral beurteilt.
misread-68b2-objection-ignored = Hier bleibt die Abgabe des Gegenspielers stehen: sein Partner hat sofort widersprochen, also ist nach § { $law } keine Abgabe erfolgt.
misread-68b2-dummy-objects = Hier wird der Widerspruch des Dummys behandelt, als hebe er den Claim des Alleinspielers auf: diese Wirkung gibt § { $law } nur dem Partner eines Gegenspielers.
misread-ui-table-stands = Hier bleibt das Tischergebnis stehen: es lag ein Regelverstoß vor (§ { $law }), der die nicht-schuldige Seite geschädigt hat, und das Ergebnis wird berichtigt.
misread-ui-best-for-offenders = Hier wird auf die logische Alternative berichtigt, die für die schuldige Seite am besten ist: nach § { $law } gilt die für sie ungünstigste.
misread-ui-every-action-an-alternative = Hier gilt eine Handlung als logische Alternative, obwohl zu wenige der befragten Spieler sie gewählt haben (§ { $law } und die Grenze der Turnierordnung).
misread-ui-adjusted-without-infraction = Hier wird das Ergebnis berichtigt, aber es lag kein Regelverstoß vor: es gab keine logische Alternative, die die Information nicht nahelegte (§ { $law }).

## Schaden, gewichtete Entscheidungen und Matchpunkte (§ 12 B1, § 12 C1, § 16; Verfahrensrichtlinie § 86 D Nr. 9–10)

law86d-within-cap = Zusammen erhalten die beiden Teams { $sum } IMP ({ $first } und { $second }) und bleiben damit innerhalb der Obergrenze: sie ist eine Obergrenze, keine Summe, die erreicht werden muss, daher behält jedes Team seinen Score (Verfahrensrichtlinie Nr. 9 und 10).
split-not-damaged = Das Tischergebnis ist für die nicht-schuldige Seite { $side } mindestens so gut wie das Ergebnis ohne den Regelverstoß: sie wurde nicht geschädigt (§ 12 B1), also wird kein berichtigter Score zugewiesen, und beide Seiten behalten das Tischergebnis: { $imps } IMP für { $side }, { $offenders_imps } IMP für { $offenders }.
mp-scale = Matchpunkte (§ 78 A): 2 für jeden Nord-Süd-Score an den anderen Tischen, der übertroffen wird, 1 für jeden gleichen, 0 für jeden besseren. Das Board wurde an { $tables } Tischen gespielt, also wird jeder Score mit { $tables } − 1 anderen verglichen, und der Top ist { $top }; Ost-West erhalten den Top abzüglich der Matchpunkte von Nord-Süd.
mp-table = Tisch { $table }: { $ns } für Nord-Süd übertrifft { $beaten } und gleicht { $tied } der { $others } anderen Scores: { $matchpoints } von { $top } Matchpunkten, { $pct } %; Ost-West erhalten { $ew_matchpoints }, { $ew_pct } %.
weighted-outcome-pairs = Gewicht { $weight }: { $ns } übertrifft { $beaten } und gleicht { $tied } der { $others } Scores an den anderen Tischen, { $matchpoints } von { $top } Matchpunkten, { $pct } % für Nord-Süd; gewichtet { $part } %.
weighted-total-pairs = Der gewichtete Score ist die Summe: { $exact } % ({ $rounded } %) für Nord-Süd, { $ew } % für Ost-West.
ui-alternatives-suggested = { $action } wird durch die unerlaubte Information nahegelegt, aber ebenso jede logische Alternative dazu: das Tischergebnis { $ns } bleibt bestehen.
ui-used-extraneous = { $side } hat { $chosen } gewählt, was die fremde Information nachweislich nahelegte, während eine logische Alternative nicht nahegelegt war. Die Information zu erhalten war kein Regelverstoß; sie zu verwenden ist einer (§ 73 C).
ui-standards = § 12 C1 (e): die nicht-schuldige Seite erhält das günstigste Ergebnis, das ohne den Regelverstoß wahrscheinlich gewesen wäre, die schuldige Seite { $side } das ungünstigste Ergebnis, das überhaupt wahrscheinlich gewesen wäre. Ohne die Information hätte { $side } eine logische Alternative wählen müssen, die sie nicht nahelegte; jede davon ist eine Handlung, die einige Spieler ihrer Spielstärke wählen würden, also war ihr Ergebnis überhaupt wahrscheinlich.
ui-expected = Das für { $side } ungünstigste Ergebnis ist das von { $action }: { $ns } für Nord-Süd. Der Turnierleiter hält es auch für wahrscheinlich, also ist es das Ergebnis, das beide Seiten ohne den Regelverstoß erwarten konnten.
ui-damaged = { $ns } ist für die nicht-schuldige Seite { $victims } besser als das Tischergebnis { $table }: der Regelverstoß hat sie geschädigt (§ 12 B1), und § { $law } verlangt einen berichtigten Score.
ui-not-damaged = { $ns } ist für die nicht-schuldige Seite { $victims } nicht besser als das Tischergebnis { $table }: der Regelverstoß hat sie nicht geschädigt (§ 12 B1). Nach § { $law } wird nur bei Schaden berichtigt, also bleibt das Tischergebnis { $table } bestehen.
ui-weighted = § 12 C1 (c): der Turnierleiter gewichtet die Ergebnisse, die hätten eintreten können, wenn { $side } die Information nicht verwendet hätte, wie es Turnierleiter von NBF und DBV tun, anstelle der beiden Maßstäbe von § 12 C1 (e) („wahrscheinlich“ für die nicht-schuldige Seite, „überhaupt wahrscheinlich“ für die schuldige Seite). Jedes Ergebnis wird zuerst umgerechnet, dann werden die umgerechneten Scores gewichtet.
ui-weighted-outcome = { $action }, Gewicht { $weight }: { $ns } gegen { $other } am anderen Tisch ist eine Differenz von { $difference }, { $imps } IMP; gewichtet { $part }.
ui-weighted-outcome-pairs = { $action }, Gewicht { $weight }: { $ns } übertrifft { $beaten } und gleicht { $tied } der { $others } Scores an den anderen Tischen, { $matchpoints } von { $top } Matchpunkten, { $pct } % für Nord-Süd; gewichtet { $part } %.
ui-table-teams = Das Tischergebnis { $ns } gegen { $other } am anderen Tisch ist eine Differenz von { $difference }, { $imps } IMP.
ui-table-pairs = Das Tischergebnis { $ns } übertrifft { $beaten } und gleicht { $tied } der { $others } Scores an den anderen Tischen: { $matchpoints } von { $top } Matchpunkten, { $pct } % für Nord-Süd.
ui-damaged-weighted = Der gewichtete Score, { $weighted } { $unit ->
        [imps] IMP
       *[pct] %
    } für Nord-Süd, ist für die nicht-schuldige Seite { $victims } besser als der des Tischergebnisses, { $table } { $unit ->
        [imps] IMP
       *[pct] %
    }: der Regelverstoß hat sie geschädigt (§ 12 B1), und nach § { $law } wird der gewichtete Score zugewiesen.
ui-not-damaged-weighted = Der gewichtete Score, { $weighted } { $unit ->
        [imps] IMP
       *[pct] %
    } für Nord-Süd, ist für die nicht-schuldige Seite { $victims } nicht besser als der des Tischergebnisses, { $table } { $unit ->
        [imps] IMP
       *[pct] %
    }: der Regelverstoß hat sie nicht geschädigt (§ 12 B1). Nach § { $law } wird nur bei Schaden berichtigt, also bleibt das Tischergebnis { $ns } bestehen.
misread-86d-fixed-sum = Die Obergrenze wurde als feste Summe verwendet: nach Verfahrensrichtlinie Nr. 9 und 10 ist sie eine Obergrenze, und das zweite Team erhält die Differenz zu ihr nur, wenn die beiden Scores nach Nr. 4–7 zusammen sie überschreiten.
misread-split-adjusted-without-damage = Hier erhält die schuldige Seite den Score, als ob der Regelverstoß nicht geschehen wäre, aber die nicht-schuldige Seite wurde nicht geschädigt: ohne Schaden gibt es keinen berichtigten Score (§ { $law }), und auch die schuldige Seite behält das Tischergebnis.
misread-weighted-pairs-score-first = Die Scores wurden gewichtet, bevor sie in Matchpunkte umgerechnet wurden: nach § { $law } wird jedes Ergebnis zuerst gegen die anderen Tische in Matchpunkte umgerechnet, dann werden die Prozente gewichtet.
misread-mp-ties-as-wins = Ein gleicher Score wurde als übertroffen gezählt: nach § { $law } bringt ein gleicher Score 1 Matchpunkt, die Hälfte der 2 für einen übertroffenen.
misread-mp-ties-as-losses = Ein gleicher Score wurde als verloren gezählt: nach § { $law } bringt ein gleicher Score 1 Matchpunkt.
misread-mp-top-counts-own-table = Der Top wurde über alle Tische genommen, diesen eingeschlossen: ein Score wird nur mit den Scores der anderen Tische verglichen (§ { $law }), also ist der Top 2 für jeden anderen Tisch.
misread-mp-other-direction = Das ist der Prozentsatz der anderen Richtung: die Matchpunkte von Nord-Süd und Ost-West in einem Board ergeben zusammen den Top (§ { $law }).
misread-ui-adjusted-without-damage = Hier wird das Ergebnis berichtigt, aber der Regelverstoß hat die nicht-schuldige Seite nicht geschädigt: das Ergebnis ohne ihn ist für sie nicht besser als das Tischergebnis (§ { $law }), also bleibt das Tischergebnis bestehen.
misread-ui-adjusted-not-suggested = Hier wird das Ergebnis berichtigt, aber es lag kein Regelverstoß vor: die gewählte Handlung ist keine, die die Information nahelegt (§ { $law }).
misread-ui-unweighted = Hier wird das eine Ergebnis zugewiesen, das für die schuldige Seite am ungünstigsten ist: der Turnierleiter hat die möglichen Ergebnisse nach § { $law } gewichtet.
part-ns_pct = Prozent für Nord-Süd
part-ew_pct = Prozent für Ost-West
part-damaged = geschädigt
