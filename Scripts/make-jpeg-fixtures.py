#!/usr/bin/env python3
"""Draws small test pictures and encodes the JPEG fixtures the kit's tests decode.

    python3 Scripts/make-jpeg-fixtures.py Tests/DecoderTests/Fixtures/JPEG

Development time only: it needs Python 3 with numpy and libjpeg-turbo's command-line tools
(`apt-get install -y libjpeg-turbo-progs` gives cjpeg and djpeg). `swift test` never runs
it; the files it writes are committed.

For each NAME it writes NAME.jpg (encoded by cjpeg) and the reference pixels NAME.ppm or
NAME.pgm (decoded by `djpeg -nosmooth`, whose chroma upsampling replicates samples as the
kit's decoder does). The EXIF files get an APP1 segment written here, and their reference is
djpeg's output turned upright as the orientation says.
"""

import os
import struct
import subprocess
import sys
import tempfile

import numpy as np


def picture(width, height, seed):
    """Gradients, hard edges, fine text-like strokes and saturated colour."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width].astype(np.float64)
    r = 255 * x / max(width - 1, 1)
    g = 255 * y / max(height - 1, 1)
    b = 128 + 100 * np.sin(x / 5.0) * np.cos(y / 7.0)
    image = np.stack([r, g, b], axis=-1)
    # A disc with a hard edge.
    cx, cy, radius = width * 0.65, height * 0.45, min(width, height) * 0.3
    disc = (x - cx) ** 2 + (y - cy) ** 2 < radius**2
    image[disc] = [230, 40, 60]
    # A dark bar with light "text": one-pixel strokes at irregular places.
    top, bottom = int(height * 0.75), int(height * 0.9)
    image[top:bottom, 2 : width - 2] = [20, 20, 30]
    for column in range(4, width - 4, 3):
        length = rng.integers(1, bottom - top)
        image[top : top + length, column] = [240, 240, 200]
    # A checkerboard corner: the worst case for chroma subsampling.
    checks = ((x // 2 + y // 2) % 2 == 0) & (x < width * 0.25) & (y < height * 0.3)
    image[checks] = [0, 200, 0]
    image += rng.normal(0, 3, image.shape)
    return np.clip(np.round(image), 0, 255).astype(np.uint8)


def ppm(image):
    height, width = image.shape[:2]
    return b"P6\n%d %d\n255\n" % (width, height) + image.tobytes()


def read_pnm(data):
    """Reads djpeg's P5/P6 output into an array (height, width[, 3])."""
    fields, index = [], 0
    while len(fields) < 4:
        while data[index : index + 1].isspace():
            index += 1
        start = index
        while not data[index : index + 1].isspace():
            index += 1
        fields.append(data[start:index])
    index += 1
    width, height = int(fields[1]), int(fields[2])
    pixels = np.frombuffer(data[index:], dtype=np.uint8)
    if fields[0] == b"P6":
        return pixels.reshape(height, width, 3)
    return pixels.reshape(height, width)


def write_pnm(path, image):
    height, width = image.shape[:2]
    magic = b"P6" if image.ndim == 3 else b"P5"
    with open(path, "wb") as file:
        file.write(magic + b"\n%d %d\n255\n" % (width, height) + image.tobytes())


def exif_segment(orientation, big_endian):
    """An APP1 segment holding a TIFF header and IFD0 with one entry: the orientation."""
    order = ">" if big_endian else "<"
    tiff = (b"MM" if big_endian else b"II") + struct.pack(order + "HI", 42, 8)
    ifd = struct.pack(order + "H", 1)
    ifd += struct.pack(order + "HHIHH", 0x0112, 3, 1, orientation, 0)
    ifd += struct.pack(order + "I", 0)
    body = b"Exif\x00\x00" + tiff + ifd
    return b"\xff\xe1" + struct.pack(">H", len(body) + 2) + body


def stored(upright, orientation):
    """What a camera stores for a picture whose upright view is `upright`."""
    return {
        1: lambda a: a,
        2: lambda a: a[:, ::-1],
        3: lambda a: a[::-1, ::-1],
        4: lambda a: a[::-1],
        5: lambda a: a.transpose(1, 0, 2),
        6: lambda a: np.rot90(a, 1),  # upright = stored turned clockwise
        7: lambda a: a[::-1, ::-1].transpose(1, 0, 2),
        8: lambda a: np.rot90(a, -1),
    }[orientation](upright)


def upright(image, orientation):
    """Turns a stored picture upright as EXIF `orientation` says (the reference's job)."""
    return {
        1: lambda a: a,
        2: lambda a: a[:, ::-1],
        3: lambda a: a[::-1, ::-1],
        4: lambda a: a[::-1],
        5: lambda a: a.transpose(1, 0, 2),
        6: lambda a: np.rot90(a, -1),
        7: lambda a: a[::-1, ::-1].transpose(1, 0, 2),  # transverse
        8: lambda a: np.rot90(a, 1),
    }[orientation](image)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Tests/DecoderTests/Fixtures/JPEG"
    os.makedirs(folder, exist_ok=True)
    small = picture(67, 45, 1)
    wide = picture(97, 64, 2)

    # name: (picture, cjpeg options)
    fixtures = {
        "baseline-444-q95": (small, ["-quality", "95", "-sample", "1x1"]),
        "baseline-422-q50": (small, ["-quality", "50", "-sample", "2x1"]),
        "baseline-420-q75": (wide, ["-quality", "75", "-sample", "2x2"]),
        "baseline-440": (small, ["-quality", "85", "-sample", "1x2"]),
        "grey": (wide, ["-quality", "90", "-grayscale"]),
        "restart-420": (wide, ["-quality", "80", "-restart", "3B"]),
        "optimized-420": (small, ["-quality", "85", "-optimize"]),
        "progressive-420": (wide, ["-quality", "80", "-progressive"]),
        "progressive-444-q95": (small, ["-quality", "95", "-sample", "1x1", "-progressive"]),
        "progressive-grey": (small, ["-quality", "70", "-grayscale", "-progressive"]),
        "arithmetic": (small, ["-quality", "75", "-arithmetic"]),
        # Quality 5 needs quantization values above 255: 16-bit DQT tables, so cjpeg writes an
        # extended sequential (SOF1) frame. A comment (COM) and unknown APPn segments are
        # added below.
        "extended-q5": (small, ["-quality", "5"]),
        # Red, green and blue coded as they are, without YCbCr (component names R, G, B).
        "rgb": (small, ["-quality", "90", "-rgb"]),
        # Sequential, but one scan per component (not interleaved), with DHT between scans.
        "separate-scans-420": (wide, ["-quality", "80", "-scans", "SCANS"]),
    }
    scans = os.path.join(tempfile.mkdtemp(), "scans.txt")
    with open(scans, "w") as file:
        file.write("0;\n1;\n2;\n")
    for name, (image, options) in fixtures.items():
        options = [scans if option == "SCANS" else option for option in options]
        jpeg = subprocess.run(
            ["cjpeg", *options], input=ppm(image), capture_output=True, check=True
        ).stdout
        if name == "extended-q5":
            app0_end = 4 + struct.unpack(">H", jpeg[4:6])[0]
            extra = b"\xff\xe2\x00\x0aJUNK\x00\xff\xd9\x00" + b"\xff\xef\x00\x04\x01\x02"
            comment = b"drawn by make-jpeg-fixtures.py"
            extra += b"\xff\xfe" + struct.pack(">H", len(comment) + 2) + comment
            jpeg = jpeg[:app0_end] + extra + jpeg[app0_end:]
        with open(os.path.join(folder, name + ".jpg"), "wb") as file:
            file.write(jpeg)
        if name == "arithmetic":
            continue  # The kit refuses it; the test needs no reference.
        decoded = subprocess.run(
            ["djpeg", "-pnm", "-nosmooth"], input=jpeg, capture_output=True, check=True
        ).stdout
        extension = ".pgm" if decoded.startswith(b"P5") else ".ppm"
        with open(os.path.join(folder, name + extension), "wb") as file:
            file.write(decoded)

    # EXIF: a portrait photo stored on its side, in both byte orders, and the other turns.
    portrait = picture(45, 67, 3)
    for orientation in range(1, 9):
        assert np.array_equal(upright(stored(portrait, orientation), orientation), portrait)
    for orientation, big_endian in [(6, True), (8, False), (3, False), (5, True), (7, True)]:
        name = "exif-%d-%s" % (orientation, "mm" if big_endian else "ii")
        jpeg = subprocess.run(
            ["cjpeg", "-quality", "90"],
            input=ppm(np.ascontiguousarray(stored(portrait, orientation))),
            capture_output=True,
            check=True,
        ).stdout
        # After SOI and cjpeg's JFIF APP0 segment.
        app0_end = 4 + struct.unpack(">H", jpeg[4:6])[0]
        jpeg = jpeg[:app0_end] + exif_segment(orientation, big_endian) + jpeg[app0_end:]
        with open(os.path.join(folder, name + ".jpg"), "wb") as file:
            file.write(jpeg)
        decoded = subprocess.run(
            ["djpeg", "-pnm", "-nosmooth"], input=jpeg, capture_output=True, check=True
        ).stdout
        write_pnm(
            os.path.join(folder, name + ".ppm"),
            np.ascontiguousarray(upright(read_pnm(decoded), orientation)),
        )


if __name__ == "__main__":
    main()
