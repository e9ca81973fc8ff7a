# English message catalogue of the law engine.
# Terms: the Laws of Duplicate Bridge 2017 (WBF).
# Arguments: seats, sides and suits arrive already in words; cards, contracts, calls,
# decimals and $law in the reader's notation (src/i18n/notation.rs); $band, fractions
# and selector keys as plain text.

## Glossary: one term per concept, named by every message and template (GLOSSARY.md).

-revoke = { $form ->
       *[sg] revoke
        [pl] revokes
    }
-revoke-trick = revoke trick
-established = established
-declarer = declarer
-dummy = dummy
-defender = { $form ->
       *[sg] defender
        [pl] defenders
    }
-director = Director
-offending-side = offending side
-non-offending-side = non-offending side
-offender = offending player
-claim = claim
-claimer = { $form ->
       *[person] claimer
        [side] claimer's side
        [gen] claimer's
    }
-concession = concession
-acquiescence = acquiescence
-penalty-card = penalty card
-major-penalty-card = major penalty card
-correction-period = correction period
-rectification = rectification
-adjusted-score = adjusted score
-artificial-adjusted-score = { $form ->
       *[sg] artificial adjusted score
        [pl] artificial adjusted scores
    }
-weighted-score = weighted score
-finesse = finesse
-unauthorized-information = unauthorized information
-logical-alternative = logical alternative
-infraction = infraction
-auction = auction
-call = call
-bid = bid
-pass = pass
-session = session
-round = round
-trick-score = trick score
-undertrick = { $form ->
       *[sg] undertrick
        [pl] undertricks
    }
-wild-or-gambling-action = a wild or gambling action
-consequent-damage = consequent damage
-subsequent-damage = subsequent damage
-vulnerable = vulnerable
-ruling = ruling

## Words

seat-N = North
seat-E = East
seat-S = South
seat-W = West
side-NS = North-South
side-EW = East-West
suit-S = spades
suit-H = hearts
suit-D = diamonds
suit-C = clubs
trumps-none = none (notrump)
vul-None = neither side
vul-NS = North-South
vul-EW = East-West
vul-All = both sides
fault =
    { $fault ->
        [innocent] in no way at fault
        [partly] partly at fault
       *[guilty] directly at fault
    }

## Scoring (Law 77) and IMPs (Law 78B)

score-passed-out = The board was passed out: neither side scores.
score-result = { $contract } by { $declarer }, { $vulnerable ->
        [yes] { -vulnerable }
       *[no] not { -vulnerable }
    }: { $tricks } tricks taken, { $needed } needed.
score-contract-points = { CAP(-trick-score) } for the tricks bid{ $doubling ->
        [doubled] , doubled
        [redoubled] , redoubled
       *[undoubled] {""}
    }: { $points }.
score-overtricks = { $count } { $count ->
        [one] overtrick
       *[other] overtricks
    } at { $each } each: { $points }.
score-game-bonus = Game bonus: { $points }.
score-partscore-bonus = Part-score bonus: { $points }.
score-small-slam-bonus = Small slam bonus: { $points }.
score-grand-slam-bonus = Grand slam bonus: { $points }.
score-insult = Bonus for making a { $points ->
        [50] doubled
       *[other] redoubled
    } contract: { $points }.
score-undertricks = { $count } { $count ->
        [one] { -undertrick }
       *[other] { -undertrick(form: "pl") }
    }{ $doubling ->
        [doubled] {" "}doubled
        [redoubled] {" "}redoubled
       *[undoubled] {""}
    }: { $sum } = { $points } to the { -defender(form: "pl") }.
score-total = { $side } score { $points }; from North-South's point of view { $ns }.
imps-band = A difference of { $difference } points lies in the band { $band } of the WBF IMP scale: { $imps } IMPs.

## Artificial adjusted scores (Law 12C2, 86A)

artificial-fault = No result could be obtained, and { $side } were { fault }.
artificial-teams = In teams an { -artificial-adjusted-score } is +3 IMPs for average plus, 0 for average and −3 for average minus: { $side } get { $imps } IMPs.
artificial-teams-fault = { $side } were { fault }: { -artificial-adjusted-score } { $imps } IMPs.
artificial-pairs = { $side } were { fault }: { $pct }%.
artificial-session = { $side } scored { $pct }% over the { -session }, { $fault ->
        [innocent] more than the 60% of average plus, so they keep their { -session } percentage
       *[other] less than the 40% of average minus, so they get their { -session } percentage
    }: { $pct }%.

## Weighted scores (Law 12C1(c))

weighted-outcome = Weight { $weight }: { $ns } against { $other } at the other table is a difference of { $difference }, { $imps } IMPs; weighted { $part }.
weighted-total = The { -weighted-score } is the sum: { $exact } IMPs ({ $rounded }).

## Consequent and subsequent damage (Law 12C1(b))

split-actual = The table result { $ns } against { $other } at the other table gives the { -non-offending-side } { $side } { $imps } IMPs.
split-normal = Normal play after the { -infraction } would have given { $ns }: { $imps } IMPs.
split-without = Without the { -infraction } the result would have been { $ns }: { $imps } IMPs.
split-consequent = The { -infraction } caused damage of { $damage } IMPs ({ -consequent-damage }); the other { $subsequent } IMPs the { -non-offending-side } lost by its own serious error ({ -subsequent-damage }) and keeps. Its score: { $imps } IMPs.
split-no-damage = Normal play after the { -infraction } would have done at least as well as without it: the { -infraction } caused no damage, and the { -non-offending-side } keeps its table result of { $imps } IMPs.
split-full-redress = The { -non-offending-side } made no serious error of its own: it gets the better of its table result and the result without the { -infraction }, { $imps } IMPs.
split-offenders = The { -offending-side } { $side } gets the score as if the { -infraction } had not occurred: { $imps } IMPs.

## Law 86D by the DBV procedure of 1 March 2013

law86d-difference = At the table where the board was played the result was { $table }, the expected result { $expected }: a difference of { $difference }, { $imps } IMPs to the North-South team.
law86d-not-unusual = { $imps } IMPs is not more than 6 IMPs from the expected result, so the result is not unusual (DBV no. 3): each team gets its { -artificial-adjusted-score }.
law86d-unusual = { $imps } IMPs is more than 6 IMPs from the expected result: an unusual result (DBV no. 3), good for the { $good } team and bad for the { $bad } team.
law86d-precedence = Both teams are { fault }: the score of the { $side } team is worked out first (DBV no. 8).
law86d-weighted = The { $side } team is { fault } and has the unusual { $result ->
        [good] good
       *[bad] bad
    } result: { $rule ->
        [no4] it counts in full (DBV no. 4)
        [no5] it counts in full (DBV no. 5)
        [no6] it counts one third (DBV no. 6)
        [no7] it counts one third (DBV no. 7)
       *[partly] the procedure covers no team partly at fault, so it counts half
    }: { $weight } × { $imps } = { $exact }, rounded { $score } IMPs.
law86d-cap = The two teams together get at most the sum of their { -artificial-adjusted-score(form: "pl") } (DBV no. 9): { $ns_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } for the North-South team and { $ew_fault ->
        [innocent] +3
        [partly] 0
       *[guilty] −3
    } for the East-West team, { $cap } IMPs in all.
law86d-opponents = Together the two teams would get { $sum } IMPs, more than that cap: the { $side } team, scored second, gets the difference to the cap (DBV no. 10): { $cap } − ({ $first }) = { $score } IMPs.

## Unauthorized information (Law 16B)

ui-source-partner = The information came from partner (a remark, a hesitation, an alert or its absence): it is unauthorized to { $side }.
ui-source-withdrawn = The information came from a withdrawn { -call } or play: for the { -offending-side } { $side } it is unauthorized.
ui-source-extraneous = The information came from outside the legal procedures at the table (overheard, or a card seen). Receiving it is no infraction: the Director lets play go on and adjusts if it affected the result (Law 16D2(c)); { $side } may not use it.
ui-la = { $action }: { $selected } of { $total } polled players chose it, a share that reaches the threshold of { $threshold }: a { -logical-alternative }.
ui-not-la = { $action }: { $selected } of { $total } polled players chose it, a share below the threshold of { $threshold }: not a { -logical-alternative }.
ui-not-suggested = { $action } is not an action the { -unauthorized-information } suggests: the table result { $ns } stands.
ui-no-alternative = { $action } is suggested by the unauthorized information, but there is no logical alternative to it: the table result { $ns } stands.
ui-infraction = { $side } chose { $chosen }, demonstrably suggested by the { -unauthorized-information }, while a { -logical-alternative } was not suggested: an { -infraction } of { $law }.
ui-adjusted = The score is adjusted to the { -logical-alternative } least favourable to the offenders { $side }: { $action }, { $ns } to North-South.

## Revokes (Laws 61–64)

revoke-facts = { $offender } revoked: failed to follow suit while holding a card of the suit led.
revoke-none = Every player followed suit whenever able: there was no { -revoke }.
revoke-found = Trick { $trick }: { $offender } played { $card } while holding { $suit }, the suit led: a { -revoke }.
revoke-established-given = The { -revoke } was { -established }: except on trick 12 (Law 62D), it can no longer be corrected, and the { -revoke-trick } stands as played (Law 63B).
revoke-established-trick12 = The { -revoke } was { -established }; a { -revoke } on trick 12 is the exception: Law 63B ("except as provided in Law 62D") has it corrected, and the trick does not stand as played.
revoke-established-play = { $offender }'s side played to trick { $trick }, a later trick, which { -established } the { -revoke }.
revoke-established-named = { $namer }, of the { -offending-side }, named or designated a card to be played to the next trick (for example from { -dummy }), which { -established } the { -revoke }.
revoke-established-claim = { $claimer }, a member of the { -offending-side }, claimed or conceded, which { -established } the { -revoke }.
revoke-established-acquiesce = The { -offending-side } { $side } agreed to { $claimer }'s { -claim }, which { -established } the { -revoke }.
revoke-not-established = Attention was drawn before { $offender } or partner played to a later trick, and before any { -claim }: the { -revoke } was not { -established }.
revoke-62a = { $offender } must correct the { -revoke }: withdraw the card and play a legal card{ $suit_key ->
        [spades] {" "}(a spade)
        [hearts] {" "}(a heart)
        [diamonds] {" "}(a diamond)
        [clubs] {" "}(a club)
       *[other] {""}
    }.
revoke-62b1 = { $offender } is a { -defender } and the card came from an unfaced hand: it becomes a { -major-penalty-card }.
revoke-62b1-faced = { $offender } failed to play a faced card (a { -penalty-card }) that the law required: the card played instead came from the unfaced hand, so it is withdrawn and becomes a { -major-penalty-card } as well.
revoke-62b2 = The card came from { -declarer }'s or { -dummy }'s hand: it is withdrawn without further { -rectification }.
revoke-62b2-faced = The card was already faced: it is withdrawn without further { -rectification }.
revoke-62c1 = Each player of the { -non-offending-side } { $side } may withdraw a card played after the { -revoke } and play another.
revoke-play-continues = Play continues from the corrected trick; no trick is transferred.
revoke-trick12-corrected-facts = A { -revoke } on trick 12 must be corrected, even though { -established }, if discovered before all four hands are returned to the board.
revoke-trick12-corrected = The { -revoke } on trick 12 is corrected (Law 62D1): { $offender } plays a card of { $suit }, and the last two tricks are played again. The declaring side took { $before } of them as played and { $after } after the correction.
revoke-trick12-too-late = The { -revoke } by { $offender } on trick 12 was discovered only after all four hands had been returned to the board: it can no longer be corrected (Law 62D1) and stands as played.
revoke-62d2 = { $partner } played to trick 12 after the { -revoke } and may not choose a play the { -revoke } could have suggested: doubt goes against the { -offending-side }.
revoke-64a1-two = { $offender } won the { -revoke-trick }, and the { -offending-side } won a later trick: the { -revoke-trick } and one later trick are transferred, { $transferred } tricks.
revoke-64a1-one = { $offender } won the { -revoke-trick }, but the { -offending-side } won no later trick: only the { -revoke-trick } is transferred, { $transferred } trick.
revoke-64a2-partner = The { -revoke-trick } was won by { $winner }, not by { $offender }; as the { -offending-side } won it, one trick is transferred.
revoke-64a2-later = The { -revoke-trick } was won by { $winner }, not by { $offender }; as the { -offending-side } won a later trick, one trick is transferred.
revoke-dummy-not-declarer = The { -revoke-trick } was won in { -dummy } ({ $dummy }): a trick won by { -dummy } is not won by { -declarer } for Law 64A.
revoke-64b1 = The { -offending-side } won neither the { -revoke-trick } nor any later trick: no trick is transferred.
revoke-64a2-already-transferred = The { -revoke-trick } was won by { $winner }, not by { $offender }. The { -offending-side } did win { $count ->
        [one] a trick from the { -revoke-trick } on, trick { $tricks }, but it was
       *[other] tricks from the { -revoke-trick } on, tricks { $tricks }, but they were
    } already transferred for another { -revoke }, and no trick is transferred twice: Law 64A2 transfers 0 tricks for this one.
revoke-64a1-one-already-transferred = { $offender } won the { -revoke-trick }; the { -offending-side }'s { $count ->
        [one] later trick, { $tricks }, was
       *[other] later tricks, { $tricks }, were
    } already transferred for another { -revoke }: only the { -revoke-trick } is transferred, { $transferred } trick.
revoke-none-play-continues = The player asked had no card of the suit led: there is nothing to correct, and play continues.
revoke-62c3 = Both sides revoked on trick { $trick }, and only { $side } played to trick { $next }: both { -revoke(form: "pl") } must be corrected, the { -established } one too (Law 62C3; Law 63B allows it). The cards played to trick { $next } go back as well, and neither { -revoke } is rectified under Law 64.
revoke-62c3-revoke = { $offender } withdraws { $card } and plays a card of { $suit }; { $penalty ->
        [yes] as a { -defender }'s card from his unfaced hand, { $card } becomes a { -major-penalty-card }
       *[no] it is not a { -defender }'s card and goes back to the hand without { -rectification }
    } (Law 62C3).
revoke-62c3-next-penalty-card = { $seat } withdraws { $card }, played to trick { $trick }: every card the defending side withdraws becomes a { -penalty-card } (Law 62C3), here a { -major-penalty-card }.
revoke-62c3-next-withdrawn = { $seat } withdraws { $card }, played to trick { $trick }: it is not a { -defender }'s card and goes back without { -rectification } (Law 62C3).
revoke-62c3-information = What each side's withdrawn cards showed is unauthorised information for that side (Law 16C2).
revoke-43b2b = { $dummy }, { -dummy }, had lost his rights and was the first to ask { $declarer } about the { -revoke }: { -declarer } must substitute a correct card, and the penalty provisions of Law 64 apply as if the { -revoke } had been { -established } (Law 43B2(b)).
revoke-43b2b-continues = Play continues from the corrected trick; at the end of play the { -director } transfers tricks under Law 64, judging the { -revoke-trick } as corrected and the later tricks as played, as if the { -revoke } had been { -established }.
revoke-43b2b-replayed = { $declarer } played { $card } on trick { $trick } instead, and play went on; Law 64 is now applied to the corrected trick and the tricks after it, as if the { -revoke } had been { -established }.
revoke-64b2 = This is a later { -revoke } by { $offender } in the same suit: no trick is transferred for it (Law 64C may apply).
revoke-64b3 = The card { $offender } failed to play was faced on the table: no trick is transferred.
revoke-64b3-dummy = The { -revoke } was made from { -dummy }'s hand ({ $offender }): no trick is transferred.
revoke-64b4 = Attention was first drawn to the { -revoke } after a non-offender made a { -call } on the next board: no trick is transferred.
revoke-64b5 = Attention was first drawn to the { -revoke } after the { -round } ended: no trick is transferred.
revoke-64b6 = The { -revoke } was on trick 12: no trick is transferred.
revoke-64b7 = Both sides revoked on this board: no trick is transferred for { $offender }'s { -revoke }.
revoke-transfer-result = { $transferred } { $transferred ->
        [one] trick goes
       *[other] tricks go
    } to { $side }: { -declarer }'s { $table } tricks become { $after }.
revoke-64c-adjust = Without the { -revoke } { -declarer } would have taken { $without } { $without ->
        [one] trick
       *[other] tricks
    }; { $after } { $transferred ->
        [0] as played
       *[other] after the transfer
    } leaves { $side } short, so the { -director } adjusts to { $without }.
revoke-64c-enough = Without the { -revoke } { -declarer } would have taken { $without } { $without ->
        [one] trick
       *[other] tricks
    }; with { $after } { $transferred ->
        [0] as played
       *[other] after the transfer
    } { $side } is fully compensated.
revoke-64c2b = Both sides revoked: the { -director } assigns the result as if no { -revoke } had occurred, { $tricks } tricks to { -declarer }.
revoke-64c-needed = The { -director } restores equity under Law 64C from the tricks { -declarer } would have taken without the { -revoke }.
revoke-64c-effect = Measured at the { -revoke }: had { $offender } followed suit on trick { $trick } (led with { $card }, the cards before the { -revoke } as played), with sound play by both sides after it, { -declarer }'s side would have taken { $without } of the tricks from trick { $trick } on, against { $with } with the { -revoke } and sound play after it.
revoke-64c-kept = Measured in the play kept: had { $offender } followed with { $card } on trick { $trick } and played { $revoke } where the record has { $card }, every other card as played { $until ->
        [0] to the end of the play
       *[other] up to trick { $until }, where that play could no longer be the same (a card no longer held or no longer legal, a trick won by another player, or a choice of the { -offending-side } that would cost it more than at the table), and sound play by both sides from there
    }, { -declarer }'s side would have taken { $without } of the tricks from trick { $trick } on, against { $with } { $until ->
        [0] as played
       *[other] as played up to trick { $until } and sound play from there
    }.
revoke-64c-cost = The { -revoke } cost { $side } { $cost ->
        [0] nothing
        [one] one trick
       *[other] { $cost } tricks
    }{ $kept ->
        [larger] , by the larger of the two measures: play the { -revoke } misled counts as its damage, while a trick lost both with and without it is the side's own, which Law 64C does not redress
        [none] {" "}by either measure
       *[no] {""}
    }.
revoke-64c-cost-each = The { -revoke } on trick { $trick } cost { $side } { $cost ->
        [0] nothing
        [one] one trick
       *[other] { $cost } tricks
    }{ $kept ->
        [larger] {" "}(the larger of the two measures)
        [none] {" "}by either measure
       *[no] {""}
    }; { $transferred ->
        [0] no trick is
        [one] one trick is
       *[other] { $transferred } tricks are
    } transferred for it.
revoke-64c-each = Several { -revoke(form: "pl") } of one side: each is assessed on its own, when it occurred (WBF Laws Committee, 2009), as Law 64C1 speaks of "any established { -revoke }" and Law 64C2(a) keeps the first of a repeated { -revoke } with its transfer. For each, { $side } gets the tricks transferred for it or what it cost them, whichever is more, and these add up: one { -revoke }'s transfer does not pay for another's damage. { CAP(-declarer) }'s { $table } tricks as played become { $tricks }.
revoke-64c2b-each = Both sides revoked: the { -director } assigns the result as if no { -revoke } had occurred, taking out each { -revoke }'s effect as measured when it occurred, by the measure less favourable to the side that committed it: { -declarer }'s { $table } tricks as played become { $tricks }.
revoke-final = Result: { $contract } by { $declarer } with { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }, { $ns } to North-South.

## Claims and concessions (Laws 68–71)

claim-all = { $claimer } claims all { $remaining } remaining tricks.
claim-part = { $claimer } claims { $claimed } of the { $remaining } remaining tricks and so concedes { $conceded }.
claim-concede-all = { $claimer } concedes all { $remaining } remaining tricks.
claim-68b2-void = { $partner } objected at once to partner's { -concession }: there is no { -concession }, and play continues (the objection is { -unauthorized-information } to the other { -defender }).
claim-68b2-no-concession = { $partner } objected, but a { -defender }'s objection voids only a { -concession } of tricks, not a { -claim }: the { -claim } stands to be ruled.
claim-68b2-dummy = { $partner }, { -dummy }, objected: only a { -defender }'s { -concession } is voided by partner's objection, so { -declarer }'s { -claim } stands to be ruled.
claim-no-statement = The { -claim } came without a clear statement: every normal order of play is open.
claim-70c = An opponent still holds a trump the { -claimer } did not mention: he is played as one unaware of it, who may cash side winners into a ruff or lead his own top trump as if it were the last, and the trump wins a trick if any such normal line lets it.
claim-70c-aware = The { -claimer } did not mention the outstanding trump, but he was plainly aware of it (a round of trumps had been drawn with both opponents following): he is not played as one unaware of it, and draws it.
claim-normal-line = Played out along every normal line (careless or inferior, never irrational), the worst gives the { -claimer(form: "side") } { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }: { $line }.
claim-better-not-credited = Best play would take { $dd }, but a line the { -claimer } did not state is not credited: doubt goes against the { -claimer }, who gets { $tricks }.
claim-70-stands = The { -claim } of { $claimed } { $claimed ->
        [one] trick
       *[other] tricks
    } is good on every normal line: it stands.
claim-70-fails = The { -claim } of { $claimed } { $claimed ->
        [one] trick
       *[other] tricks
    } fails on a normal line: the { -claimer(form: "side") } gets { $awarded }, and { $lost } { $lost ->
        [one] trick goes
       *[other] tricks go
    } to the opponents.
claim-71-restored = { $restored } conceded { $restored ->
        [one] trick is
       *[other] tricks are
    } restored: the side could not lose { $tricks } by any normal play (within the { -correction-period } of Law 79C).
claim-71-line-loses = Played out along normal lines (careless or inferior, never irrational), one gives the { -claimer(form: "side") } only { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }: { $line }.
claim-71-stands = The { -concession } stands: a normal line loses the tricks conceded, so none is restored.
claim-69a = { $side } acquiesced in the { -claim }, which gave them { $conceded } { $conceded ->
        [one] trick
       *[other] tricks
    }.
claim-69b-likely-line = Had play gone on, the likely line is sound play: the { -claimer } plays what he stated; every other card of his side is the one that takes the most tricks on average over the ways the cards he cannot see may lie (he sees his hand, dummy and the cards played, and counts the lengths the ending shows), so he finesses or plays for the drop by the odds, not by the cards; the opponents defend as well as possible. The { -claimer(form: "side") } then takes { $tricks } { $tricks ->
        [one] trick
       *[other] tricks
    }: { $line }.
claim-69b-guess = { $player }'s { $card } was a guess: no card was best whichever way the unseen cards lie. The line takes the card best on average, each layout counted once (by vacant places, without restricted choice); a { -director } who weighs the layouts otherwise may choose another card here.
claim-69b-restored = With sound play by both sides { $side } would likely have taken { $likely }: { $restored } { $restored ->
        [one] trick is
       *[other] tricks are
    } restored (within the { -correction-period } of Law 79C).
claim-69b-stands = With sound play by both sides { $side } would likely have taken only { $likely }: nothing is restored.
claim-result = { $side } get { $tricks } of the remaining tricks: { -declarer } ({ $declarer }) { $total } in all.
claim-rest-conceded = The { $conceded } { $conceded ->
        [one] trick
       *[other] tricks
    } not claimed { $conceded ->
        [one] is
       *[other] are
    } conceded.
claim-70d2 = The { -claimer } is a { -defender }: choices left to partner ({ $partner }) are also held to the worst normal play.

## The question bank: labels and the words parameters read as

label-question = Question
label-choices = Choices
label-answer = Answer
label-explanation = Explanation
label-misreadings = Answers that come from misreading a law
answer-yes = yes
answer-no = no
part-law = the law that rectifies the { -revoke } (transfer, no transfer or correction)
part-transferred = tricks transferred
part-declarer_tricks = { -declarer }'s tricks
part-ns = score to North-South
part-imps = IMPs
part-ns_team = North-South team (IMPs)
part-ew_team = East-West team (IMPs)
part-adjusted_ns = score to North-South
part-claimer_tricks = tricks to the { -claimer(form: "side") }
part-established = { -established }
part-penalty_card = { -penalty-card }
part-unusual = unusual result
part-infraction = { -infraction }
part-stands = stands
part-play_continues = play continues
part-equity_adjusted = adjusted under Law 64C
part-rectified_by = the paragraph that rectifies the { -revoke }
label-ruling = The whole { -ruling }
key-also-right = { $answer } ({ $also } is also right)
fault-innocent = in no way at fault
fault-partly = partly at fault
fault-guilty = directly at fault

## Grading: what a wrong answer misreads ($law is the paragraph, "Law 64A2")

misread-imps-band-below = This is one IMP too few, the next band down the scale of { $law }: check which band the difference falls in.
misread-imps-band-above = This is one IMP too many, the next band up the scale of { $law }: check which band the difference falls in.
misread-imps-other-side = This is the right number of IMPs for the other team: the difference is taken from the point of view of the team the question asks about ({ $law }).
misread-score-vulnerability = This is the score with the vulnerability the other way round ({ $law }).
misread-score-undoubled = This is the score as if the contract were neither doubled nor redoubled ({ $law }): doubled { -undertrick(form: "pl") } and overtricks, and the bonus for making a doubled contract, differ.
misread-score-other-side = This is the score from the other side's point of view: scores here are from North-South's.
misread-score-redoubled-as-doubled = This is the score as if the contract were only doubled ({ $law }): redoubled { -undertrick(form: "pl") } and overtricks count twice the doubled ones, and making a redoubled contract earns its own bonus.
misread-86d-artificial-only = This is the { -artificial-adjusted-score } alone: the result at the table where the board was played was unusual, so { $law } and the DBV procedure take it into account.
misread-86d-cap-ignored = Each team was scored on its own: under DBV nos. 9 and 10 the two together get at most the sum of their { -artificial-adjusted-score(form: "pl") }.
misread-86d-full-weight = The result counted in full for both teams: under DBV nos. 6 and 7 a good result for a team at fault, or a bad one for a team not at fault, counts one third.
misread-weighted-points-first = The points were weighted before they were turned into IMPs: { $law } weights the IMP results.
misread-weighted-rounded-early = Each weighted part was rounded: { $law } adds the exact parts and rounds only the total.
misread-weighted-likeliest-only = This assigns only the likeliest result, as Law 12C1(e) would: the { -director } awarded a { -weighted-score }, so under { $law } each result counts by its weight.
misread-split-full-redress = This redresses all the damage: under { $law } the damage the { -non-offending-side } caused itself by a serious error ({ -subsequent-damage }) is not redressed.
misread-split-no-redress = This leaves the table result: under { $law } the damage the { -infraction } caused is still redressed.
misread-split-points-first = This splits the damage in points and matchpoints the sum once; in pairs { $law } is applied in matchpoints: each result is matchpointed against the other tables first, and the percentage the { -infraction } cost is added to the table percentage.
misread-split-offenders-keep-table = The offenders kept their table result: under { $law } they get the score as if the { -infraction } had not occurred.
misread-artificial-fault-swapped = The two sides' faults were swapped ({ $law }).
misread-artificial-session-ignored = This is the plain 60% or 40% of Law 12C2(a): under { $law } a pair not at fault that scored more over the { -session } keeps its percentage, and a pair at fault that scored less gets its own.
misread-artificial-session-whatever-fault = This gives the pair its { -session } percentage whatever its fault: under { $law } only a pair not at fault keeps a percentage above 60%, and only a pair at fault gets one below 40%.
misread-revoke-64a1-for-64a2 = This applies Law 64A1, as if the { -offender } had won the { -revoke-trick }: he did not, so { $law } transfers one trick.
misread-revoke-64a2-for-64a1 = This applies Law 64A2: but the { -offender } won the { -revoke-trick }, so { $law } transfers it and one more trick the { -offending-side } won later.
misread-revoke-exception-overlooked = This transfers tricks as Law 64A does, but { $law } says there is no transfer here.
misread-revoke-64b1-overlooked = This transfers a trick, but the { -offending-side } won neither the { -revoke-trick } nor any later trick, so { $law } transfers none.
misread-revoke-wrong-direction = The tricks went the wrong way: they go to the { -non-offending-side } ({ $law }).
misread-62b1-no-penalty-card = The card is withdrawn, but that is not all: a { -defender }'s { -revoke } card from his unfaced hand becomes a { -major-penalty-card } ({ $law }).
misread-62b2-penalty-card = Only a { -defender }'s card becomes a { -penalty-card }: { -declarer }'s or { -dummy }'s card is withdrawn without further { -rectification } ({ $law }).
misread-revoke-table-result = This is the result as played: the { -revoke } was { -established }, so Law 64 transfers tricks (or the { -director } restores equity under Law 64C); the result does not simply stand ({ $law }).
misread-revoke-64c-overlooked = This is the transfer of Law 64A alone: the { -revoke } cost the { -non-offending-side } more than the transfer gives back, and { $law } restores what they would have had without it.
misread-revoke-62d1-too-late = This corrects the { -revoke } on trick 12 and replays the last two tricks, but { $law } allows that only before all four hands are returned to the board; found later, the { -revoke } stands as played, and only Law 64C can give the { -non-offending-side } anything.
misread-revoke-second-not-rectified = This rectifies only the first { -revoke }, but { $law } spares a later { -revoke } only when the same player fails to follow again in the same suit; every other established { -revoke } transfers tricks under Law 64A as well, from the tricks not already transferred.
misread-70-as-claimed = This grants the { -claim } as made: but a contested { -claim } is ruled on the { -claimer(form: "gen") } worst normal line, and any doubt goes against the { -claimer } ({ $law }).
misread-70-best-play = This credits the { -claimer } with the best play: { $law } gives him only what his worst normal line (careless or inferior, not irrational) takes.
misread-70e-finesse-credited = This credits a { -finesse } the { -claimer } did not state: { $law } does not credit it.
misread-70c-trump-forgotten = This overlooks the outstanding trump the { -claimer } did not mention: under { $law } it wins a trick if any normal line lets it.
misread-71-nothing-restored = This lets the { -concession } stand: under { $law } a conceded trick that no normal play could lose is restored, asked within the { -correction-period }.
misread-71-best-play = This restores what best play would take: { $law } restores only tricks that could not be lost by any normal play.
misread-69b-nothing-restored = This keeps the result agreed to: { -acquiescence } withdrawn within the { -correction-period } gives back a trick the side would likely have won ({ $law }).
misread-69b-normal-line = This judges the withdrawal by the { -claimer(form: "gen") } worst normal line, the test of Laws 70 and 71: { $law } restores only a trick the side would likely have won, judged neutrally.
misread-68b2-objection-ignored = This lets the { -defender }'s { -concession } stand: partner objected at once, so under { $law } no { -concession } has occurred.
misread-68b2-dummy-objects = This treats { -dummy }'s objection as if it voided { -declarer }'s { -claim }: { $law } gives that effect only to a { -defender }'s partner.
misread-ui-table-stands = This leaves the table result: there was an infraction ({ $law }) that damaged the non-offending side, and the score is adjusted.
misread-ui-best-for-offenders = This adjusts to the { -logical-alternative } best for the offenders: { $law } takes the one least favourable to them.
misread-ui-every-action-an-alternative = This counts an action as a { -logical-alternative } although too few of the polled players chose it ({ $law } and the regulation's threshold).
misread-ui-majority-only = This takes only an action most of the polled players chose for a { -logical-alternative }: under { $law } an action the regulation's share of them chose is one too.
misread-ui-adjusted-without-infraction = This adjusts the score, but there was no { -infraction }: no { -logical-alternative } that the information did not suggest was available ({ $law }).

## Damage, weighted rulings and matchpoints (Laws 12B1, 12C1, 16; DBV 86D nos. 9–10)

law86d-within-cap = Together the two teams get { $sum } IMPs ({ $first } and { $second }), within that cap: the cap is an upper limit, not a total to be reached, so each team keeps its score (DBV nos. 9 and 10).
split-not-damaged = The table result is at least as good for the non-offending side { $side } as the result without the infraction: it was not damaged (Law 12B1), so no adjusted score is assigned, and both sides keep the table result: { $imps } IMPs to { $side }, { $offenders_imps } IMPs to { $offenders }.
split-actual-pairs = The table result { $ns } against the other tables' { $others } scores gives the { -non-offending-side } { $side } { $matchpoints } of { $top } matchpoints, { $pct }%.
split-normal-pairs = Normal play after the { -infraction } would have given { $ns }: { $pct }%.
split-without-pairs = Without the { -infraction } the result would have been { $ns }: { $pct }%.
split-consequent-pairs = The { -infraction } caused damage of { $damage } percentage points ({ -consequent-damage }); the other { $subsequent } percentage points the { -non-offending-side } lost by its own serious error ({ -subsequent-damage }) and keeps. Its score: { $pct }%.
split-no-damage-pairs = Normal play after the { -infraction } would have done at least as well as without it: the { -infraction } caused no damage, and the { -non-offending-side } keeps its table result of { $pct }%.
split-full-redress-pairs = The { -non-offending-side } made no serious error of its own: it gets the better of its table result and the result without the { -infraction }, { $pct }%.
split-error-cost-nothing = The { -non-offending-side }'s own error after the { -infraction } cost it nothing in IMPs: its table result scores as well as normal play would have. So it gets the better of its table result and the result without the { -infraction }, { $imps } IMPs.
split-error-cost-nothing-pairs = The { -non-offending-side }'s own error after the { -infraction } cost it nothing in matchpoints: its table result scores as well as normal play would have. So it gets the better of its table result and the result without the { -infraction }, { $pct }%.
split-offenders-pairs = The { -offending-side } { $side } gets the score as if the { -infraction } had not occurred: { $pct }%.
split-not-damaged-pairs = The table result is at least as good for the non-offending side { $side } as the result without the infraction: it was not damaged (Law 12B1), so no adjusted score is assigned, and both pairs keep the table result: { $pct }% to { $side }, { $offenders_pct }% to { $offenders }.
mp-scale = Matchpoints (Law 78A): 2 for each other table's North-South score beaten, 1 for each tied, 0 for each lost. The board was played at { $tables } tables, so each score is compared with { $tables } − 1 others and the top is { $top }; East-West get the top less North-South's matchpoints.
mp-table = Table { $table }: { $ns } to North-South beats { $beaten } and ties { $tied } of the other { $others } scores: { $matchpoints } of { $top } matchpoints, { $pct }%; East-West get { $ew_matchpoints }, { $ew_pct }%.
weighted-outcome-pairs = Weight { $weight }: { $ns } beats { $beaten } and ties { $tied } of the other tables' { $others } scores, { $matchpoints } of { $top } matchpoints, { $pct }% to North-South; weighted { $part }%.
weighted-total-pairs = The weighted score is the sum: { $exact }% ({ $rounded }%) to North-South, { $ew }% to East-West.
ui-alternatives-suggested = { $action } is suggested by the unauthorized information, but so is every logical alternative to it: the table result { $ns } stands.
ui-used-extraneous = { $side } chose { $chosen }, demonstrably suggested by the extraneous information, while a logical alternative was not suggested. Receiving the information was no infraction; using it is one (Law 73C).
ui-standards = Law 12C1(e): the non-offending side gets the most favourable result that was likely had the infraction not occurred, the offending side { $side } the most unfavourable result that was at all probable. Without the information { $side } had to choose a logical alternative it did not suggest; each is an action some of their peers would select, so its result was at all probable.
ui-expected = The result least favourable to { $side } is that of { $action }: { $ns } to North-South. The Director judges it likely as well, so it is the result expected for both sides had the infraction not occurred.
ui-damaged = { $ns } is better for the non-offending side { $victims } than the table result { $table }: the infraction damaged them (Law 12B1), and { $law } requires an adjusted score.
ui-not-damaged = { $ns } is no better for the non-offending side { $victims } than the table result { $table }: the infraction did not damage them (Law 12B1). { $law } adjusts the score only for damage, so the table result { $table } stands.
ui-weighted = Law 12C1(c): the Director weights the results that could have occurred had { $side } not used the information, as NBF and DBV directors do, in place of the two standards of Law 12C1(e) ("likely" for the non-offending side, "at all probable" for the offending side). Only results that could have been obtained had the irregularity not occurred count: the outcomes of the logical alternatives, never the table result of the suggested action. Each result is scored first, and the scores are then weighted.
ui-weighted-outcome = { $action }, weight { $weight }: { $ns } against { $other } at the other table is a difference of { $difference }, { $imps } IMPs; weighted { $part }.
ui-weighted-outcome-pairs = { $action }, weight { $weight }: { $ns } beats { $beaten } and ties { $tied } of the other tables' { $others } scores, { $matchpoints } of { $top } matchpoints, { $pct }% to North-South; weighted { $part }%.
ui-weighted-result = Weight { $weight }: { $ns } against { $other } at the other table is a difference of { $difference }, { $imps } IMPs; weighted { $part }.
ui-weighted-result-pairs = Weight { $weight }: { $ns } beats { $beaten } and ties { $tied } of the other tables' { $others } scores, { $matchpoints } of { $top } matchpoints, { $pct }% to North-South; weighted { $part }%.
ui-table-teams = The table result { $ns } against { $other } at the other table is a difference of { $difference }, { $imps } IMPs.
ui-table-pairs = The table result { $ns } beats { $beaten } and ties { $tied } of the other tables' { $others } scores: { $matchpoints } of { $top } matchpoints, { $pct }% to North-South.
ui-damaged-weighted = The weighted score, { $weighted } { $unit ->
        [imp] IMPs
       *[pct] %
    } to North-South, is better for the non-offending side { $victims } than the table's, { $table } { $unit ->
        [imp] IMPs
       *[pct] %
    }: the infraction damaged them (Law 12B1), and under { $law } the weighted score is assigned.
ui-not-damaged-weighted = The weighted score, { $weighted } { $unit ->
        [imp] IMPs
       *[pct] %
    } to North-South, is no better for the non-offending side { $victims } than the table's, { $table } { $unit ->
        [imp] IMPs
       *[pct] %
    }: the infraction did not damage them (Law 12B1). { $law } adjusts the score only for damage, so the table result { $ns } stands.
misread-86d-fixed-sum = The cap was used as a fixed total: under DBV nos. 9 and 10 it is an upper limit, and the second team gets the difference to it only where the two scores of nos. 4–7 together exceed it.
misread-split-adjusted-without-damage = This gives the offenders the score as if the infraction had not occurred, but the non-offending side was not damaged: with no damage there is no adjusted score ({ $law }), and the offenders keep the table result too.
misread-weighted-pairs-score-first = The scores were weighted before they were turned into matchpoints: { $law } matchpoints each result against the other tables first and weights the percentages.
misread-mp-ties-as-wins = A tie was counted as a score beaten: under { $law } a tie earns 1 matchpoint, half of the 2 for a score beaten.
misread-mp-ties-as-losses = A tie was counted as a score lost: under { $law } a tie earns 1 matchpoint.
misread-mp-top-counts-own-table = The top was taken over every table, this one included: a score is compared only with the other tables' scores ({ $law }), so the top is 2 for each other table.
misread-mp-other-direction = This is the other direction's percentage: North-South's and East-West's matchpoints on a board add up to the top ({ $law }).
misread-ui-adjusted-without-damage = This adjusts the score, but the infraction did not damage the non-offending side: the result without it is no better for them than the table result ({ $law }), so the table result stands.
misread-ui-adjusted-not-suggested = This adjusts the score, but there was no infraction: the action chosen is not one the information suggests ({ $law }).
misread-ui-unweighted = This assigns the single result least favourable to the offenders: the Director weighted the possible results under { $law }.
part-ns_pct = North-South's percentage
part-ew_pct = East-West's percentage
part-damaged = damaged

# Law 61B: who may ask about a failure to follow suit.
inquiry-declarer = { $asker }, { -declarer }, asks { $asked }, a { -defender }: { -declarer } may ask a { -defender } who has failed to follow suit whether he has a card of the suit led (Law 61B1). The question is allowed.
inquiry-dummy-declarer = { $asker }, { -dummy }, asks { $asked }, { -declarer }: { -dummy } may ask { -declarer } (Law 61B2(a)) as long as he has not lost his rights. The question is allowed.
inquiry-dummy-lost-rights = { $asker }, { -dummy }, had lost his rights by looking at a player's cards (Law 43B2(b)): from then on he may not ask { -declarer } about a failure to follow (Law 61B2(a) refers to 43B2(b)). The question is not allowed.
inquiry-dummy-defender = { $asker }, { -dummy }, asks { $asked }, a { -defender }: { -dummy } may ask { -declarer } only, never a { -defender } (Law 61B2(b)). The question is not allowed.
inquiry-defender = { $asker }, a { -defender }, asks { $asked }: the { -defender(form: "pl") } may ask { -declarer } and each other (Law 61B3). The question is allowed.
inquiry-asks-dummy = { $asked } is { -dummy }, whose cards lie face up on the table: there is nothing to ask, and Law 61B gives no one that question.
inquiry-himself = { $asker } cannot ask himself about his own failure to follow suit.
part-may_ask = may ask
misread-61b-who-may-ask = { $law } says who may ask a player who failed to follow suit: { -declarer } a { -defender }; { -dummy } { -declarer } only, and not after losing his rights; the { -defender(form: "pl") } { -declarer } and each other. This answer reads that list the wrong way for these two players.

# Law 62C: cards withdrawn after a corrected revoke; Law 16C: what they showed.
revoke-62c1-withdrawn = { $seat } withdraws { $card }, played after the { -revoke }, and plays another card: a player of the { -non-offending-side } may do so without rectification (Law 62C1).
revoke-62c2-penalty-card = After { $changer } withdrew his card, { $seat }, the { -offending-side }'s next hand in rotation, may withdraw { $card } too (Law 62C2); as a { -defender }'s card it becomes a { -major-penalty-card }.
revoke-62c2-no-penalty = After { $changer } withdrew his card, { $seat }, the { -offending-side }'s next hand in rotation, may withdraw { $card } too (Law 62C2); it is not a { -defender }'s card, so it goes back without rectification.
revoke-62c2-not-allowed = { $seat } may not withdraw { $card }: Law 62C2 lets the { -offending-side } withdraw a card only after the player of the { -non-offending-side } before it in rotation ({ $changer }) has withdrawn his; { $card } stays played.
revoke-withdrawn-information = What the withdrawn cards showed is authorised information for the { -non-offending-side } { $side } and unauthorised for the { -offending-side } { $offenders } (Law 16C).
misread-62c1-penalty-card = A player of the { -non-offending-side } withdraws his card without rectification ({ $law }); only the { -offending-side }'s withdrawn card can become a { -penalty-card }.
misread-62c2-no-penalty-card = The card goes back, but that is not all: a { -defender } of the { -offending-side } who withdraws his card under { $law } leaves it on the table as a { -major-penalty-card }.
misread-62c2-penalty-card = Only a { -defender }'s card becomes a { -penalty-card }: { -declarer }'s or { -dummy }'s card withdrawn under { $law } goes back without rectification.
misread-62c2-withdrawn-anyway = Under { $law } the { -offending-side } may withdraw a card only after a player of the { -non-offending-side } has withdrawn his; here nobody did, so the card stays played and is no { -penalty-card }.
part-withdrawal_allowed = may withdraw
part-withdrawn_penalty_card = withdrawn card a { -penalty-card }
part-likely_clear = likely line clear (no guess)

# Issue 34 (helper C): the law part that establishes the revoke.
part-law_establishes = the law that establishes the { -revoke }
## Paper answers marked: `ruling exam grade` (review exams P7–P9)

grade-student = Student { $number } ({ $code }): { $score } of { $questions }
grade-verdict-correct = correct
grade-verdict-misread = misread
grade-verdict-wrong = wrong
grade-verdict-unreadable = unreadable
grade-verdict-blank = blank
grade-absent = No answers for { $count ->
        [one] student
       *[other] students
    } { $list }: absent.
grade-replaced = { $name }.csv was graded before: its earlier results are replaced by this run's.
grade-written = Written: { $file }
grade-summary = results.csv: { $students } { $students ->
        [one] student
       *[other] students
    } marked from { $files } answers { $files ->
        [one] file
       *[other] files
    }, { $absent } absent.
grade-nothing-written = Nothing was marked; no file was changed.
grade-col-number = No.
grade-col-code = Student code
grade-col-score = Score (of { $questions })
grade-col-question = Question { $number }
grade-col-question-alone = Question
grade-col-batch = Answers file
grade-col-box = Box
grade-col-part = Part of the ruling
grade-col-variant = Variant code
grade-col-written = Answer written
grade-col-verdict = Verdict
grade-col-credit = Points
grade-col-law = Law misread
grade-col-explanation = What the answer misreads
grade-col-students = Students
grade-absent-cell = absent
grade-stat-facility = Facility (mean points of those present, 0 to 1 a question)
grade-stat-answered = Answered (students who wrote an answer)
grade-stat-misreading = Most common misreading (students)
grade-error-columns = { $count } columns; a row is student, question, answer
grade-error-decimal-comma = a decimal comma splits the answer: quote it ("-10,67") or separate the columns with ";"
grade-error-other-exam = `{ $field }` is a student of exam { $other }, not of this exam ({ $exam })
grade-error-student-range = student { $number }: the exam has students 1 to { $students }
grade-error-not-student = `{ $field }` is not a student: write his number (1 to { $students }) or his code ({ $example })
grade-error-question-range = question { $number }: the exam has questions 1 to { $questions }
grade-error-not-question = `{ $field }` is not a question: write its number, 1 to { $questions }
grade-error-parts-needed = question { $number } asks a whole ruling in { $parts } parts: write { $first } to { $last }
grade-error-part-range = question { $number } has parts { $first } to { $last }, not { $given }
grade-error-no-parts = question { $number } has one answer, not parts: write { $number }
grade-error-twice = student { $student } answers { $box } twice (first on line { $first })
grade-error-same-name = { $first } is graded in the same run under the same name ({ $name }): rename one
grade-error-two-files = student { $student } has answers in { $other } too: a student's answers belong in one file (a file graded again under its name replaces its batch)
grade-error-heading = a heading holds only words such as student, question, answer

# Issue 36 (helper C): answer sheets read from scans (`ruling exam scan`).
scan-error-no-code = no answer sheet's QR code found
scan-error-no-corner = corner square { $corner } of 4 not found
scan-error-frame = the corner squares do not make a page
scan-error-other-exam = a page of exam { $other }, not of { $exam }
scan-error-student = the QR code names student { $student }, who is not in this exam
scan-error-page = student { $student }'s answer sheet has no page { $page }
scan-error-image = not an image that can be read: { $reason }
scan-not-read = { $place }: not read ({ $reason }); left out
scan-error-blank = a blank page
scan-blank = { $count ->
    [one] { $count } blank page
   *[other] { $count } blank pages
} left out (the back of a sheet printed on both sides): { $pages }
scan-twice = student { $student }, page { $page } was scanned twice: { $first } is used, { $second } left out
scan-missing = student { $student }: { $count ->
    [one] page { $pages } was
   *[other] pages { $pages } were
} not scanned
scan-unsure = student { $student }, box { $box }: { $reason }; graded unreadable until settled (see { $crop })
scan-settled = student { $student }, box { $box }: settled as { $answer } by the corrections file
scan-doubt-double = two marks where one is asked
scan-doubt-erased = a mark beside a grey one (erased?)
scan-doubt-faint = a mark too faint to count
scan-doubt-gap = a column left empty inside the number or paragraph
scan-summary = { $pages } { $pages ->
    [one] page
   *[other] pages
} read, { $unread } not read, { $unsure } { $unsure ->
    [one] box
   *[other] boxes
} to settle; { $students } { $students ->
    [one] student
   *[other] students
} in results.csv
