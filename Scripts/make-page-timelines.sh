#!/usr/bin/env bash
# Regenerates the timeline pictures the chapter pages show: Chapters/images/chapterN-timeline.svg,
# one for each chapter module in Sources/Chapter*, from a real run of its demo with no
# arguments (the bundled images), as `swift run chapterN --timeline FILE.svg` makes it.
#
#   Scripts/make-page-timelines.sh            # every chapter
#   Scripts/make-page-timelines.sh 1 4        # chapters 1 and 4 only
#
# The demos are debug builds, as `swift run` makes them, so the pictures show what a reader
# of the page sees when running the chapter. Times differ from run to run; the shape does not.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$#" -gt 0 ]; then
  numbers=("$@")
else
  numbers=()
  for source in Sources/Chapter*; do
    [ -d "$source" ] && numbers+=("${source#Sources/Chapter}")
  done
fi
if [ "${#numbers[@]}" -eq 0 ]; then
  echo "make-page-timelines: no Sources/Chapter* folder" >&2
  exit 1
fi

bin=$(swift build --show-bin-path)
mkdir -p Chapters/images
for number in "${numbers[@]}"; do
  if [ "$number" = 7 ]; then
    # Chapter 7's gallery records some 20 000 events: a picture of several megabytes, which its
    # page does not show.
    echo "chapter7: skipped (its gallery makes a picture of several megabytes)"
    continue
  fi
  if [ ! -d "Sources/Chapter$number" ]; then
    echo "make-page-timelines: there is no Sources/Chapter$number" >&2
    exit 1
  fi
  product="chapter$number"
  echo "Building $product"
  swift build --product "$product" > /dev/null
  output="Chapters/images/$product-timeline.svg"
  echo "Running $product --timeline $output"
  "$bin/$product" --force --timeline "$output" < /dev/null > /dev/null
done
echo "Done: $(printf 'chapter%s ' "${numbers[@]}")"
