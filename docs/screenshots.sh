#!/usr/bin/env bash
# Takes the README's screenshots of the web quiz (docs/question.png, docs/result.png,
# docs/progress.png) in headless Chromium: the browser test, run with RULING_SCREENSHOTS,
# saves the question page and the result page of a whole-ruling question as it answers.
# Needs Debian's chromium and chromium-driver (`apt-get install chromium chromium-driver`).
set -euo pipefail
cd "$(dirname "$0")/.."
driver=$(command -v chromedriver || true)
if [ -z "$driver" ]; then
    echo "chromedriver not found: apt-get install chromium chromium-driver" >&2
    exit 1
fi
RULING_TEST_CHROMEDRIVER="$driver" RULING_SCREENSHOTS="$PWD/docs" \
    cargo test --test it -- --exact web::browser::a_student_in_chromium
ls -l docs/*.png
