#!/usr/bin/env bash
# Records one real run of each chapter's demo, for its page:
#
#   Chapters/images/chapterN-timeline.svg   the picture (`--timeline FILE.svg`)
#   Chapters/images/chapterN-trace.json     the same run as Chrome trace-event JSON
#                                           (`--trace-json FILE.json`), for Perfetto
#                                           (ui.perfetto.dev) or chrome://tracing
#   Chapters/images/chapterN-run.txt        everything the same run printed, as the demo prints
#                                           it when its output is not a terminal: the record
#                                           the page's samples and figures come from
#
# and then writes each chapter page's generated parts again from the new records, with the page
# tests' own rule (`PageRegeneration`, run as `WORKBOOK_WRITE_PAGES=1 swift test --filter
# PageRegenerationTests`): the `text` block after `<!-- timeline: images/chapterN-run.txt -->`
# becomes the new timeline; each block after `<!-- run: … -->`, the page's sample of the
# output, keeps its choice of lines, each taken again from the new run; each figure the prose
# cites from a record, such as [547.7 ms](images/chapter1-run.txt "hang") or the timeline
# letter [`k`](images/chapter1-run.txt "decode 2048×1536"), becomes what its title names in the
# new record. The prose around them is the author's: read it again against the new figures.
#
# Usage, from anywhere in the package:
#
#   Scripts/make-page-timelines.sh            # every chapter, Sources/Chapter*
#   Scripts/make-page-timelines.sh 1 7        # chapters 1 and 7 only
#
# What it needs: the Swift toolchain that builds the package, bash and sed. Nothing else: no
# network (the demos' network is simulated), no terminal. It takes a minute or two after the
# build.
#
# Last it runs `swift test --filter PagesTests`, which names anything the new runs no longer
# print (a sample line, a figure): the script leaves those as they were, for the author.
#
# The runs are fixed so that running the script again draws the same shape: the same
# arguments for each chapter (the RUNS table below), no input, plain output 80 columns wide.
# The times are real, so they differ from run to run, and more on a busy machine.
#
# The demos are debug builds, as `swift run` makes them, so the figures show what a reader of
# the page sees when running the chapter; a release build is several times faster.
set -euo pipefail
cd "$(dirname "$0")/.."

# The arguments of each chapter's run, after `--timeline FILE.svg --trace-json FILE.json`. No
# arguments means the bundled samples, as `swift run chapterN` opens them.
declare -A RUNS=(
  # Chapter 7: one tap, then each gallery at 100 fetches rather than 2,000: the full gallery
  # records some 20,000 events, a picture of several megabytes. A hundred still puts every
  # manager call of the class in the main actor's lane, and none of the actor's.
  [7]="--gallery small workbook://samples/small.ppm"
)

# Runs a page shows besides its main one, each kept as a record of its own,
# Chapters/images/chapterN-NAME-run.txt (what it printed, as for the main run; no picture):
# "N NAME arguments…". Chapter 8 shows two earlier stages of its app; chapter 9, scenes of
# moments beyond its tour; chapters 3, 4 and 7, what `--tasks` prints after the timeline.
EXTRA_RUNS=(
  "3 tasks --tasks"
  "4 tasks --tasks"
  "7 tasks --tasks --gallery small workbook://samples/small.ppm"
  "8 main-actor --stage main-actor"
  "8 concurrent --stage concurrent"
  "9 history --scene history"
  "9 scroll --scene scroll"
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
  trace="Chapters/images/$product-trace.json"
  record="Chapters/images/$product-run.txt"
  # shellcheck disable=SC2206  # the table's arguments are words
  arguments=(${RUNS[$number]:-})
  echo "Running $product --timeline $svg --trace-json $trace ${arguments[*]}"
  # The demo's status is 1 when an image could not be shown: keep going and say so, the
  # picture and the trace are still written.
  status=0
  NO_COLOR=1 COLUMNS=80 "$bin/$product" --force --timeline "$svg" --trace-json "$trace" \
    "${arguments[@]}" < /dev/null > "$output" || status=$?
  if [ "$status" -ne 0 ]; then
    echo "make-page-timelines: $product exited with status $status" >&2
  fi
  # The record, with this folder's path left out of what the demo printed ("Timeline written
  # to /home/…/Chapters/images/…"), so that it reads the same on every machine.
  sed "s|$PWD/||g" "$output" > "$record"
  if ! grep -q '^Main actor: ' "$output"; then
    echo "make-page-timelines: no timeline in the output of $product" >&2
    exit 1
  fi
  sed -n '/^Main actor: /,/^Timeline written to /p' "$output" | sed 's/^/  /'

  for extra in "${EXTRA_RUNS[@]}"; do
    # shellcheck disable=SC2206  # the table's arguments are words
    words=($extra)
    [ "${words[0]}" = "$number" ] || continue
    record="Chapters/images/$product-${words[1]}-run.txt"
    echo "Running $product ${words[*]:2}"
    status=0
    NO_COLOR=1 COLUMNS=80 "$bin/$product" "${words[@]:2}" < /dev/null > "$output" || status=$?
    if [ "$status" -ne 0 ]; then
      echo "make-page-timelines: $product ${words[*]:2} exited with status $status" >&2
    fi
    cp "$output" "$record"
    sed -n '/^Main actor: /,$p' "$output" | sed 's/^/  /'
  done
done
echo "Recorded: $(printf 'chapter%s ' "${numbers[@]}")"
echo "Writing the pages' timelines, samples and figures from the new records"
WORKBOOK_WRITE_PAGES=1 swift test --filter PageRegenerationTests > /dev/null || true
swift test --filter PagesTests
