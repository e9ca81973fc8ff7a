#!/usr/bin/env bash
# The README's pictures of a printed exam: the first question page of a booklet and the
# first student page of the key, rendered with pdftoppm (poppler-utils) from a small
# Norwegian exam that `ruling exam` sets. Run from anywhere; writes docs/*.png.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q --bin ruling
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
target/debug/ruling exam --templates revoke-play-64a2,claim-contested,ui-extraneous \
    --students 1 --seed 4 --lang nb -o "$tmp/exam" >/dev/null
pdftoppm -r 90 -png -f 2 -l 2 -singlefile "$tmp/exam/booklet-01.pdf" docs/booklet-page
pdftoppm -r 90 -png -f 2 -l 2 -singlefile "$tmp/exam/key.pdf" docs/key-page
ls -l docs/booklet-page.png docs/key-page.png
