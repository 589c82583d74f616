#!/bin/sh
# Times the kit's JPEG decoder on the 12-megapixel photo sample, release and debug builds,
# beside libjpeg-turbo's djpeg on the same file in the same run:
#
#   Scripts/jpeg-benchmark.sh [FILE]
#
# Development time only. djpeg (apt-get install -y libjpeg-turbo-progs) is optional: without
# it the comparison is skipped with a note. Run it from the package's folder. On a shared
# machine, read the CPU figures: a busy neighbour stretches wall times, not CPU times.
set -e
file=${1:-Sources/Workbook/Resources/Samples/photo.jpg}
swift build -c release --product jpegfuzz
.build/release/jpegfuzz bench "$file" --runs 7
swift build --product jpegfuzz
.build/debug/jpegfuzz bench "$file" --runs 3
