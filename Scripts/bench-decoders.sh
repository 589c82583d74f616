#!/usr/bin/env bash
# Times the kit's JPEG and PNG decoders on the 12-megapixel photo sample, beside libjpeg-turbo's
# djpeg and libpng's pngtopnm on the same files, in a release build:
#
#   Scripts/bench-decoders.sh
#
# Development time only. The JPEG row is `imagefuzz bench` on the sample; what this script adds
# is the PNG: the same photo, written as a 4000×3000 PNG by netpbm's pnmtopng (zlib level 6,
# adaptive filters) into a temporary folder, never committed. Needs libjpeg-turbo's and netpbm's
# tools (apt-get install -y libjpeg-turbo-progs netpbm). Read the CPU figures on a shared
# machine: a busy neighbour stretches wall times, not CPU times.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
photo=Sources/Workbook/Resources/Samples/photo.jpg
djpeg "$photo" | pnmtopng >"$work/photo.png" 2>/dev/null

swift build -c release --product imagefuzz >/dev/null
.build/release/imagefuzz bench "$photo" --runs 7
.build/release/imagefuzz bench "$work/photo.png" --runs 5
