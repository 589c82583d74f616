#!/usr/bin/env bash
# Regenerates the timelines the chapter pages show, from one real run of each chapter's demo:
#
#   Chapters/images/chapterN-timeline.svg   the picture (`--timeline FILE.svg`)
#   Chapters/images/chapterN-timeline.txt   the plain-text timeline of the same run, as the
#                                           demo prints it when its output is not a terminal
#
# Usage, from anywhere in the package:
#
#   Scripts/make-page-timelines.sh            # every chapter, Sources/Chapter*
#   Scripts/make-page-timelines.sh 1 7        # chapters 1 and 7 only
#
# What it needs: the Swift toolchain that builds the package, and bash. Nothing else: no
# network (the demos' network is simulated), no terminal. It takes a minute or two after the
# build.
#
# Each page then shows the two files: the SVG as an image, and the .txt pasted into the page's
# timeline block (PagesTests checks that the page's block comes from the .txt, and that the
# SVG exists). After running the script, paste each .txt into its page again and check that
# the prose around it (hang durations, which letters are which event) still holds.
#
# The runs are fixed so that running the script again draws the same shape: the same
# arguments for each chapter (the RUNS table below), no input, plain output 80 columns wide.
# The times are real, so they differ from run to run, and more on a busy machine.
#
# The demos are debug builds, as `swift run` makes them, so the figures show what a reader of
# the page sees when running the chapter; a release build is several times faster.
set -euo pipefail
cd "$(dirname "$0")/.."

# The arguments of each chapter's run, after `--timeline FILE.svg`. No arguments means the
# bundled samples, as `swift run chapterN` opens them.
declare -A RUNS=(
  # Chapter 7: one tap, then each gallery at 100 fetches rather than 2,000: the full gallery
  # records some 20,000 events, a picture of several megabytes. A hundred still puts every
  # manager call of the class in the main actor's lane, and none of the actor's.
  [7]="--gallery small workbook://samples/small.ppm"
)

if [ "$#" -gt 0 ]; then
  numbers=("$@")
else
  numbers=()
  for source in Sources/Chapter*; do
    [ -d "$source" ] && numbers+=("${source#Sources/Chapter}")
  done
  mapfile -t numbers < <(printf '%s\n' "${numbers[@]}" | sort -n)
fi
if [ "${#numbers[@]}" -eq 0 ]; then
  echo "make-page-timelines: no Sources/Chapter* folder" >&2
  exit 1
fi
for number in "${numbers[@]}"; do
  if [ ! -d "Sources/Chapter$number" ]; then
    echo "make-page-timelines: there is no Sources/Chapter$number" >&2
    exit 1
  fi
done

echo "Building the chapters (debug)"
for number in "${numbers[@]}"; do
  swift build --product "chapter$number" > /dev/null
done
bin=$(swift build --show-bin-path)
mkdir -p Chapters/images
output=$(mktemp)
trap 'rm -f "$output"' EXIT

for number in "${numbers[@]}"; do
  product="chapter$number"
  svg="Chapters/images/$product-timeline.svg"
  text="Chapters/images/$product-timeline.txt"
  # shellcheck disable=SC2206  # the table's arguments are words
  arguments=(${RUNS[$number]:-})
  echo "Running $product --timeline $svg ${arguments[*]}"
  # The demo's status is 1 when an image could not be shown: keep going and say so, the
  # picture is still written.
  status=0
  NO_COLOR=1 COLUMNS=80 "$bin/$product" --force --timeline "$svg" "${arguments[@]}" \
    < /dev/null > "$output" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "make-page-timelines: $product exited with status $status" >&2
  fi
  # The timeline is the end of the output: from its title, a line of its own (the first line
  # of the output carries the talk as well), to the line before "Timeline written to".
  title=$(sed -n 's/^\(Chapter [0-9]*: [^(]*\) (.*)$/\1/p' "$output" | head -n 1)
  awk -v title="$title" '
    $0 == title { found = 1; text = "" }
    /^Timeline written to / { found = 0 }
    found { text = text $0 "\n" }
    END { printf "%s", text }
  ' "$output" > "$text"
  if [ ! -s "$text" ]; then
    echo "make-page-timelines: no timeline in the output of $product" >&2
    exit 1
  fi
  sed -n '/^Main actor: /,$p' "$text" | sed 's/^/  /'
done
echo "Done: $(printf 'chapter%s ' "${numbers[@]}")"
echo "Paste each Chapters/images/chapterN-timeline.txt into its page's timeline block."
