#!/bin/bash
# Decodes many small JPEG files of awkward sizes (1×1, 2×3, 33×1, 129×67…) and every
# layout cjpeg writes (4:2:0, 4:4:4, 4:2:2, 4:1:1, mixed factors, greyscale with 2×2
# sampling, progressive, progressive with a restart every block) with the kit and with
# `djpeg -nosmooth` (`imagefuzz compare`), and reports any file whose pixels differ at all:
#
#   Scripts/jpeg-check-against-djpeg.sh
#
# Development time only: it needs Python 3 with numpy and libjpeg-turbo's tools
# (apt-get install -y libjpeg-turbo-progs). Run it from the package's folder.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import subprocess, sys
import numpy as np
folder = sys.argv[1]
rng = np.random.default_rng(9)
layouts = {
    "420": [], "444": ["-sample", "1x1"], "422": ["-sample", "2x1"], "411": ["-sample", "4x1"],
    "mixed": ["-sample", "2x2,1x2,2x1"], "grey": ["-grayscale"],
    "grey-2x2": ["-grayscale", "-sample", "2x2"], "progressive": ["-progressive"],
    "progressive-restart": ["-progressive", "-restart", "1B"],
}
for width, height in [(1, 1), (2, 3), (8, 8), (17, 9), (33, 1), (1, 40), (129, 67)]:
    pixels = rng.integers(0, 256, (height, width, 3), dtype=np.uint8)
    ppm = b"P6\n%d %d\n255\n" % (width, height) + pixels.tobytes()
    for name, options in layouts.items():
        jpeg = subprocess.run(["cjpeg", "-quality", "90", *options], input=ppm,
                              capture_output=True, check=True).stdout
        with open("%s/%dx%d-%s.jpg" % (folder, width, height, name), "wb") as file:
            file.write(jpeg)
PY
swift build --product imagefuzz >/dev/null
checked=0
different=0
for file in "$work"/*.jpg; do
  checked=$((checked + 1))
  .build/debug/imagefuzz compare "$file" >/dev/null || different=$((different + 1))
done
echo "$checked files, $different differ from djpeg -nosmooth"
[ "$different" -eq 0 ]
