#!/usr/bin/env python3
"""Checks tests/it/data/score-table.tsv against totals printed in published score tables.

Independent of the crate under test. Run from the repository root:

    python3 tests/it/data/check-score-table.py

Prints every disagreement; the only expected ones are the seven misprints in the
60secondbridge.com grid's 4-level "made 7" row (see the header of score-table.tsv).
"""

import sys

ROWS = {}
for line in open("tests/it/data/score-table.tsv"):
    if line.startswith("#") or line.startswith("contract"):
        continue
    contract, vul, tricks, score = line.rstrip("\n").split("\t")
    ROWS[(contract, vul, int(tricks))] = int(score)

disagreements = 0
checked = 0


def check(contract, vul, tricks, printed, source):
    global disagreements, checked
    checked += 1
    ours = ROWS[(contract, vul, tricks)]
    if ours != printed:
        disagreements += 1
        print(f"{source}: {contract} {vul} {tricks} tricks printed {printed}, table {ours}")


# 60secondbridge.com/scoring-table, "Not Vulnerable" grid, as printed: for each bid
# level, lines "made  minor minorX minorXX  major majorX majorXX  NT NTX NTXX".
GRID_NV = {
    1: [(1, 70, 140, 230, 80, 160, 520, 90, 180, 560), (2, 90, 240, 430, 110, 260, 720, 120, 280, 760),
        (3, 110, 340, 630, 140, 360, 920, 150, 380, 960), (4, 130, 440, 830, 170, 460, 1120, 180, 480, 1160),
        (5, 150, 540, 1030, 200, 560, 1320, 210, 580, 1360), (6, 170, 640, 1230, 230, 660, 1520, 240, 680, 1560),
        (7, 190, 740, 1430, 260, 760, 1720, 270, 780, 1760)],
    2: [(2, 90, 180, 560, 110, 470, 640, 120, 490, 680), (3, 110, 280, 760, 140, 570, 840, 150, 590, 880),
        (4, 130, 380, 960, 170, 670, 1040, 180, 690, 1080), (5, 150, 480, 1160, 200, 770, 1240, 210, 790, 1280),
        (6, 170, 580, 1360, 230, 870, 1440, 240, 890, 1480), (7, 190, 680, 1560, 260, 970, 1640, 270, 990, 1680)],
    3: [(3, 110, 470, 640, 140, 530, 760, 400, 550, 800), (4, 130, 570, 840, 170, 630, 960, 430, 650, 1000),
        (5, 150, 670, 1040, 200, 730, 1160, 460, 750, 1200), (6, 170, 770, 1240, 230, 830, 1360, 490, 850, 1400),
        (7, 190, 870, 1440, 260, 930, 1560, 520, 950, 1600)],
    4: [(4, 130, 510, 720, 420, 590, 880, 430, 610, 920), (5, 150, 610, 920, 450, 690, 1080, 460, 710, 1120),
        (6, 170, 710, 1120, 480, 790, 1280, 490, 810, 1320), (7, 190, 870, 1320, 510, 930, 1560, 520, 950, 1520)],
    5: [(5, 400, 550, 800, 450, 650, 1000, 460, 670, 1040), (6, 420, 650, 1000, 480, 750, 1200, 490, 770, 1240),
        (7, 440, 750, 1200, 510, 850, 1400, 520, 870, 1440)],
    6: [(6, 920, 1090, 1380, 980, 1210, 1620, 990, 1230, 1660), (7, 940, 1190, 1580, 1010, 1310, 1820, 1020, 1330, 1860)],
    7: [(7, 1440, 1630, 1960, 1510, 1770, 2240, 1520, 1790, 2280)],
}
COLUMNS = [(("C", "D"), ""), (("C", "D"), "X"), (("C", "D"), "XX"), (("H", "S"), ""), (("H", "S"), "X"),
           (("H", "S"), "XX"), (("NT",), ""), (("NT",), "X"), (("NT",), "XX")]
for level, lines in GRID_NV.items():
    for made, *values in lines:
        for (strains, dbl), printed in zip(COLUMNS, values):
            for strain in strains:
                check(f"{level}{strain}{dbl}", "nv", made + 6, printed, "60secondbridge NV")
# First legible line of its "Vulnerable" grid: 1 made 1.
for (strains, dbl), printed in zip(COLUMNS, (70, 140, 230, 80, 160, 720, 90, 180)):
    for strain in strains:
        check(f"1{strain}{dbl}", "vul", 7, printed, "60secondbridge V")

# henleybridge.com/scoring, "Contract scores" (NV, V), made exactly.
HENLEY_MADE = {(1, "m"): (70, 70), (1, "M"): (80, 80), (1, "NT"): (90, 90), (2, "m"): (90, 90),
               (2, "M"): (110, 110), (2, "NT"): (120, 120), (3, "m"): (110, 110), (3, "M"): (140, 140),
               (3, "NT"): (400, 600), (4, "m"): (130, 130), (4, "M"): (420, 620), (5, "m"): (400, 600),
               (6, "m"): (920, 1370), (6, "M"): (980, 1430), (6, "NT"): (990, 1440), (7, "m"): (1440, 2140),
               (7, "M"): (1510, 2210), (7, "NT"): (1520, 2220)}
for (level, kind), (nv, v) in HENLEY_MADE.items():
    for strain in {"m": ("C", "D"), "M": ("H", "S"), "NT": ("NT",)}[kind]:
        check(f"{level}{strain}", "nv", level + 6, nv, "henleybridge")
        check(f"{level}{strain}", "vul", level + 6, v, "henleybridge")

# henleybridge.com/scoring, "Penalty points" (NV, NVX, V, VX); Law 77: redoubled is twice doubled.
HENLEY_DOWN = {1: (50, 100, 100, 200), 2: (100, 300, 200, 500), 3: (150, 500, 300, 800), 4: (200, 800, 400, 1100)}
for level in range(1, 8):
    for strain in ("C", "D", "H", "S", "NT"):
        for down, (nv, nvx, v, vx) in HENLEY_DOWN.items():
            t = level + 6 - down
            check(f"{level}{strain}", "nv", t, -nv, "henleybridge")
            check(f"{level}{strain}X", "nv", t, -nvx, "henleybridge")
            check(f"{level}{strain}", "vul", t, -v, "henleybridge")
            check(f"{level}{strain}X", "vul", t, -vx, "henleybridge")
            check(f"{level}{strain}XX", "nv", t, -2 * nvx, "Law 77 redoubled")
            check(f"{level}{strain}XX", "vul", t, -2 * vx, "Law 77 redoubled")

# Single printed examples.
for contract, vul, tricks, printed, source in [
    ("2S", "nv", 10, 170, "acbl.org"), ("4S", "nv", 10, 420, "acbl.org"), ("4S", "vul", 10, 620, "acbl.org"),
    ("2CXX", "vul", 10, 1560, "realworldbridge.com"),
    ("1HX", "nv", 7, 160, "Lumbroso"), ("2SX", "nv", 8, 470, "Lumbroso"), ("2HX", "nv", 10, 670, "Lumbroso"),
    ("4SXX", "nv", 10, 880, "Lumbroso"), ("6H", "nv", 12, 980, "Lumbroso"), ("7D", "nv", 13, 1440, "Lumbroso"),
]:
    check(contract, vul, tricks, printed, source)

print(f"{checked} printed totals checked, {disagreements} disagreements")
sys.exit(0 if disagreements == 7 else 1)
