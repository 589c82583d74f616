#!/usr/bin/env bash
# Times the kit's PNG decoder on a photo-sized PNG (4000×3000, 12 megapixels) beside
# netpbm's pngtopnm (libpng) on the same file, in the same run:
#
#   Scripts/bench-decoders.sh [--debug]
#
# Development time only. Needs netpbm (apt-get install netpbm) to compress the picture and
# for the libpng row; without pnmtopng it compresses with python3's zlib instead, and without
# pngtopnm it skips the libpng row with a note. --debug adds a debug build's time (slow).
# The picture is drawn by `imagefuzz --draw-photo` into a temporary folder, never committed.
# Both rows give CPU time (user + system), which a machine busy with other work disturbs far
# less than the wall clock; imagefuzz also prints its wall time.
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=5

swift build -c release --product imagefuzz >/dev/null
.build/release/imagefuzz --draw-photo "$work/photo.ppm" 4000 3000

if command -v pnmtopng >/dev/null 2>&1; then
  pnmtopng "$work/photo.ppm" >"$work/photo.png" 2>/dev/null
  encoder="pnmtopng (zlib level 6, adaptive filters)"
else
  python3 - "$work/photo.ppm" "$work/photo.png" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
header, pixels = data.split(b"\n", 3)[:3], data.split(b"\n", 3)[3]
w, h = map(int, header[1].split())
rows = b"".join(b"\x01" + bytes((pixels[y*w*3+i] - (pixels[y*w*3+i-3] if i >= 3 else 0)) & 255
                                 for i in range(w * 3)) for y in range(h))
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
open(sys.argv[2], "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                              + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))
PY
  encoder="python3 zlib (level 6, Sub filter)"
fi
echo "photo.png: 4000×3000 RGB, $(wc -c <"$work/photo.png") bytes, written by $encoder"

.build/release/imagefuzz --bench "$work/photo.png" --runs $runs

if command -v pngtopnm >/dev/null 2>&1; then
  TIMEFORMAT="%U %S %R"
  best=""
  wall=""
  for _ in $(seq $runs); do
    read -r user system real < <({ time pngtopnm "$work/photo.png" >/dev/null 2>&1; } 2>&1)
    ms=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%d", (u + s) * 1000 }')
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; wall=$real; fi
  done
  echo "pngtopnm (libpng): $runs runs: CPU best $best ms (the whole process, writing the PPM" \
    "to /dev/null included); wall ${wall} s"
else
  echo "pngtopnm: not installed (apt-get install netpbm), so no libpng row"
fi

if [ "${1:-}" = "--debug" ]; then
  swift build --product imagefuzz >/dev/null
  .build/debug/imagefuzz --bench "$work/photo.png" --runs 1
fi
