#!/usr/bin/env python3
"""Draws a 12-megapixel photo-like picture and encodes it as the chapters' JPEG sample.

    python3 Scripts/make-photo-sample.py Sources/Workbook/Resources/Samples/photo.jpg

Development time only: it needs Python 3 with numpy and libjpeg-turbo's `cjpeg`
(`apt-get install -y libjpeg-turbo-progs`). The result is committed; nothing at build or
test time runs this.

The picture is 4000×3000, what a phone camera takes: a sky that darkens upwards, a low sun
with a glow, layered hills, a lake with a reflection, a flower in front, and film-like grain
everywhere, so that it looks like a photograph and compresses like one (baseline, 4:2:0,
quality 85: `cjpeg -quality 85`).
"""

import subprocess
import sys

import numpy as np

WIDTH, HEIGHT = 4000, 3000


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else "photo.jpg"
    rng = np.random.default_rng(85)
    y, x = np.mgrid[0:HEIGHT, 0:WIDTH].astype(np.float32)
    u, v = x / WIDTH, y / HEIGHT

    # Sky: deep blue at the top to warm haze at the horizon.
    top = np.array([40, 80, 160], np.float32)
    horizon = np.array([250, 190, 140], np.float32)
    t = np.clip(v / 0.55, 0, 1)[..., None]
    image = top * (1 - t) + horizon * t

    # The sun and its glow.
    distance = np.hypot(x - 0.7 * WIDTH, y - 0.42 * HEIGHT)
    glow = np.exp(-((distance / 500) ** 2))[..., None]
    image = image * (1 - 0.6 * glow) + np.array([255, 230, 180], np.float32) * 0.6 * glow
    image[distance < 120] = [255, 248, 225]

    # Hills: three layers, each a sum of sines, darker and greener towards the viewer.
    for depth, (colour, base, amplitude) in enumerate(
        [([120, 120, 150], 0.50, 0.05), ([70, 100, 80], 0.58, 0.06), ([40, 75, 45], 0.66, 0.05)]
    ):
        ridge = base - amplitude * (
            np.sin(u * (5 + 3 * depth) + depth) + 0.5 * np.sin(u * (17 + depth) + 2 * depth)
        )
        land = v > ridge
        shade = np.clip(1.1 - (v - ridge) * 2.5, 0.55, 1.1)[..., None]
        image = np.where(land[..., None], np.array(colour, np.float32) * shade, image)

    # A lake at the bottom reflecting the sky, with ripples.
    lake = v > 0.78
    ripple = 0.85 + 0.1 * np.sin(y / 6 + 3 * np.sin(x / 150))
    mirrored = image[np.clip((2 * 0.78 * HEIGHT - y).astype(int), 0, HEIGHT - 1), x.astype(int)]
    image = np.where(lake[..., None], mirrored * ripple[..., None] * 0.8, image)

    # A flower in front: petals, centre and stem, clear of the border.
    cx, cy = 0.3 * WIDTH, 0.62 * HEIGHT
    angle = np.arctan2(y - cy, x - cx)
    radius = np.hypot(x - cx, y - cy)
    petals = radius < 330 * (0.6 + 0.4 * np.abs(np.cos(3 * angle)))
    stem = (np.abs(x - cx - 40 * np.sin((y - cy) / 300)) < 18) & (y > cy) & (v < 0.97)
    image[stem] = [50, 120, 40]
    petal_shade = (0.75 + 0.25 * np.cos(radius / 40))[..., None]
    image = np.where(petals[..., None], np.array([230, 90, 150], np.float32) * petal_shade, image)
    image[radius < 90] = [250, 200, 40]

    # Grain: fine noise, a little stronger in the shadows, as a sensor's is.
    luminance = image.mean(axis=-1, keepdims=True)
    strength = 3.0 + 3.0 * (1 - luminance / 255)
    image += rng.normal(0, 1, image.shape).astype(np.float32) * strength

    pixels = np.clip(np.round(image), 0, 255).astype(np.uint8)
    ppm = b"P6\n%d %d\n255\n" % (WIDTH, HEIGHT) + pixels.tobytes()
    jpeg = subprocess.run(
        ["cjpeg", "-quality", "85"], input=ppm, capture_output=True, check=True
    ).stdout
    with open(output, "wb") as file:
        file.write(jpeg)
    print("%s: %d bytes" % (output, len(jpeg)))


if __name__ == "__main__":
    main()
