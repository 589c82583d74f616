#!/usr/bin/env python3
"""Writes the PNG decoder's conformance fixtures: Tests/DecoderTests/Fixtures/PNG.

Development time only: `swift test` reads the committed files and needs none of this.
Needs: python3, pip (to fetch pypng's *source* distribution, which embeds 28 PngSuite images
in code/pngsuite.py; MIT licence, PngSuite's author grants free use) and netpbm
(`apt-get install netpbm`: pnmtopng encodes, pngtopam cross-checks the reference pixels).

    python3 Scripts/make-png-fixtures.py            # fetches pypng into a temporary folder
    python3 Scripts/make-png-fixtures.py PYPNG_DIR  # or uses an unpacked sdist

What it writes, into suite/ and encoders/ (and bad/zip-bomb.png, see the end):
- NAME.png, the file to decode;
- NAME.pam, the expected RGBA pixels (PAM, TUPLTYPE RGB_ALPHA, 8 bits), produced by pypng's
  reader, which shares no code with the decoder under test, and checked against netpbm's pngtopam.
  16-bit samples keep their high byte (as libpng's strip-16 does, and as the decoder does);
  1-, 2- and 4-bit samples are scaled exactly (v * 255 / (2^d - 1)).
- expected.txt: one line per PNG, `png-file pam-file`, so interlaced and plain files made from
  the same picture share one reference.
The encoder files are drawn from the kit's own sample picture (small.ppm), cropped.
"""
import glob, io, os, subprocess, sys, tarfile, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests/DecoderTests/Fixtures/PNG")


def fetch_pypng():
    if len(sys.argv) > 1:
        return sys.argv[1]
    folder = tempfile.mkdtemp()
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-binary", ":all:",
                    "--no-deps", "--dest", folder, "pypng"], check=True,
                   stdout=subprocess.DEVNULL)
    archive = glob.glob(os.path.join(folder, "pypng-*.tar.gz"))[0]
    with tarfile.open(archive) as tar:
        tar.extractall(folder)
    return glob.glob(os.path.join(folder, "pypng-*/"))[0]


sys.path.insert(0, os.path.join(fetch_pypng(), "code"))
import png  # noqa: E402  (pypng, from its sdist)
import pngsuite  # noqa: E402


def to8(value, depth):
    if depth == 16:
        return value >> 8
    if depth < 8:
        return value * 255 // ((1 << depth) - 1)
    return value


def rgba_by_pypng(data):
    reader = png.Reader(bytes=data)
    reader.preamble()
    has_sbit = reader.sbit is not None
    reader.sbit = None  # the decoder ignores sBIT, as libpng does unless asked
    width, height, rows, info = reader.asDirect()
    planes, depth = info["planes"], info["bitdepth"]
    out = bytearray()
    for row in rows:
        row = list(row)
        for x in range(width):
            px = [to8(v, depth) for v in row[x * planes:(x + 1) * planes]]
            if planes == 1:
                px = [px[0]] * 3 + [255]
            elif planes == 2:
                px = [px[0]] * 3 + [px[1]]
            elif planes == 3:
                px = px + [255]
            out += bytes(px)
    return width, height, bytes(out), has_sbit


def read_pnm(data):
    """(width, height, maxval, channels, samples) of a binary PGM/PPM/PAM."""
    fields, pos = [], 2
    magic = data[:2]
    if magic == b"P7":
        header, rest = data.split(b"ENDHDR\n", 1)
        kv = dict(line.split(b" ", 1) for line in header.split(b"\n")[1:] if b" " in line)
        w, h, d, m = (int(kv[k]) for k in (b"WIDTH", b"HEIGHT", b"DEPTH", b"MAXVAL"))
        return w, h, m, d, rest
    while len(fields) < 3:
        while data[pos:pos + 1].isspace():
            pos += 1
        if data[pos:pos + 1] == b"#":
            pos = data.index(b"\n", pos)
            continue
        start = pos
        while not data[pos:pos + 1].isspace():
            pos += 1
        fields.append(int(data[start:pos]))
    return fields[0], fields[1], fields[2], 3 if magic == b"P6" else 1, data[pos + 1:]


def samples(raw, maxval):
    if maxval > 255:
        return [raw[i] << 8 | raw[i + 1] for i in range(0, len(raw), 2)]
    return list(raw)


def rgba_by_netpbm(path):
    data = subprocess.run(["pngtopam", "-alphapam", path], capture_output=True,
                          check=True).stdout
    w, h, m, c, raw = read_pnm(data)
    values = samples(raw, m)
    scale = (lambda v: v >> 8) if m > 255 else (lambda v: v * 255 // m)
    out = bytearray()
    for i in range(w * h):
        px = [scale(v) for v in values[i * c:(i + 1) * c]]
        if c == 1:
            px = px * 3 + [255]
        elif c == 2:
            px = px[:1] * 3 + px[1:]
        elif c == 3:
            px = px + [255]
        out += bytes(px)
    return w, h, bytes(out)


def pam(width, height, pixels):
    header = f"P7\nWIDTH {width}\nHEIGHT {height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
    return header.encode() + pixels


manifest = []

# Files where netpbm is known to differ from the specification, so only pypng is used.
NETPBM_WRONG = {
    # An RGB key colour in tRNS: pngtopam and pngtopnm -alpha leave every pixel opaque.
    "tbrn2c08",
    "pypng-n-rgbkey8", "pypng-i-rgbkey8", "pypng-n-rgbkey16", "pypng-i-rgbkey16",
}


def emit(folder, name, data, reference=None):
    path = os.path.join(OUT, folder, name + ".png")
    with open(path, "wb") as f:
        f.write(data)
    w, h, pixels, has_sbit = rgba_by_pypng(data)
    # netpbm honours sBIT (it writes a smaller maxval), so it cannot check those files.
    if not has_sbit and name not in NETPBM_WRONG and rgba_by_netpbm(path) != (w, h, pixels):
        sys.exit(f"pypng and pngtopam disagree on {folder}/{name}.png")
    reference = reference or name
    ref_path = os.path.join(OUT, folder, reference + ".pam")
    if reference == name:
        with open(ref_path, "wb") as f:
            f.write(pam(w, h, pixels))
    else:
        with open(ref_path, "rb") as f:
            if f.read() != pam(w, h, pixels):
                sys.exit(f"{name} differs from its shared reference {reference}")
    manifest.append(f"{folder}/{name}.png {folder}/{reference}.pam")


for folder in ("suite", "encoders", "bad"):
    os.makedirs(os.path.join(OUT, folder), exist_ok=True)
    for old in glob.glob(os.path.join(OUT, folder, "*")):
        os.remove(old)

# 1. PngSuite, as pypng ships it.
for name in sorted(pngsuite.png):
    emit("suite", name, pngsuite.png[name])

# 2. Other encoders, from a crop of the kit's own drawing.
with open(os.path.join(ROOT, "Sources/Workbook/Resources/Samples/small.ppm"), "rb") as f:
    sw, sh, _, _, raw = read_pnm(f.read())
W, H, X0, Y0 = 37, 23, 61, 47  # odd sizes: partial bytes, and Adam7 passes of odd widths
rgb = [[tuple(raw[((Y0 + y) * sw + X0 + x) * 3:((Y0 + y) * sw + X0 + x) * 3 + 3])
        for x in range(W)] for y in range(H)]
grey = [[(r * 299 + g * 587 + b * 114) // 1000 for (r, g, b) in row] for row in rgb]
alpha = [[(x * 255 // (W - 1)) ^ (y * 11 & 0xFF) for x in range(W)] for y in range(H)]


def write_pypng(rows, **options):
    buffer = io.BytesIO()
    png.Writer(W, H, **options).write(buffer, rows)
    return buffer.getvalue()


def widen(v, depth):
    """An 8-bit value at `depth` bits, so that to8 gives it back (for 16: v * 257 + noise)."""
    if depth == 16:
        return v * 257
    return v >> (8 - depth)


for interlace in (False, True):
    tag = "i" if interlace else "n"
    for depth in (1, 2, 4, 8, 16):
        rows = [[widen(v, depth) for v in row] for row in grey]
        emit("encoders", f"pypng-{tag}-grey{depth}", write_pypng(
            rows, greyscale=True, bitdepth=depth, interlace=interlace), f"pypng-n-grey{depth}")
    for depth in (8, 16):
        rows = [[widen(c, depth) for p in row for c in p] for row in rgb]
        emit("encoders", f"pypng-{tag}-rgb{depth}", write_pypng(
            rows, greyscale=False, bitdepth=depth, interlace=interlace), f"pypng-n-rgb{depth}")
        rows = [[widen(c, depth) for x, v in enumerate(row) for c in (v, alpha[y][x])]
                for y, row in enumerate(grey)]
        emit("encoders", f"pypng-{tag}-greyalpha{depth}", write_pypng(
            rows, greyscale=True, alpha=True, bitdepth=depth, interlace=interlace),
            f"pypng-n-greyalpha{depth}")
        rows = [[widen(c, depth) for x, p in enumerate(row) for c in p + (alpha[y][x],)]
                for y, row in enumerate(rgb)]
        emit("encoders", f"pypng-{tag}-rgba{depth}", write_pypng(
            rows, greyscale=False, alpha=True, bitdepth=depth, interlace=interlace),
            f"pypng-n-rgba{depth}")
    for depth in (1, 2, 4, 8):
        # A palette of 2^depth colours with alphas: each pixel takes the nearest colour.
        count = 1 << depth
        palette = [((i * 97) % 256, (i * 53 + 40) % 256, (255 - i * 31) % 256, (i * 71) % 256)
                   for i in range(count)]
        rows = [[min(range(count), key=lambda i: sum((a - b) ** 2 for a, b in
                                                     zip(palette[i][:3], p))) for p in row]
                for row in rgb]
        emit("encoders", f"pypng-{tag}-palette{depth}", write_pypng(
            rows, palette=palette, bitdepth=depth, interlace=interlace),
            f"pypng-n-palette{depth}")
    # tRNS key colours: the most common grey and RGB value are transparent.
    key = max(set(v for row in grey for v in row), key=lambda v: sum(r.count(v) for r in grey))
    emit("encoders", f"pypng-{tag}-greykey8", write_pypng(
        grey, greyscale=True, bitdepth=8, transparent=key, interlace=interlace),
        "pypng-n-greykey8")
    rgbkey = rgb[0][0]
    rows = [[c for p in row for c in p] for row in rgb]
    emit("encoders", f"pypng-{tag}-rgbkey8", write_pypng(
        rows, greyscale=False, bitdepth=8, transparent=rgbkey, interlace=interlace),
        "pypng-n-rgbkey8")
    rows16 = [[widen(c, 16) for p in row for c in p] for row in rgb]
    emit("encoders", f"pypng-{tag}-rgbkey16", write_pypng(
        rows16, greyscale=False, bitdepth=16, transparent=tuple(c * 257 for c in rgbkey),
        interlace=interlace), "pypng-n-rgbkey16")

# Tiny interlaced images, where some Adam7 passes are empty (a 1×1 image has only pass 1).
for w, h in ((1, 1), (2, 2), (3, 1), (1, 5), (4, 4), (5, 7)):
    buffer = io.BytesIO()
    png.Writer(w, h, greyscale=False, bitdepth=8, interlace=True).write(
        buffer, [[c for p in rgb[y][:w] for c in p] for y in range(h)])
    emit("encoders", f"pypng-i-tiny{w}x{h}-rgb8", buffer.getvalue())
    buffer = io.BytesIO()
    png.Writer(w, h, greyscale=True, bitdepth=2, interlace=True).write(
        buffer, [[v >> 6 for v in grey[y][:w]] for y in range(h)])
    emit("encoders", f"pypng-i-tiny{w}x{h}-grey2", buffer.getvalue())

# netpbm's pnmtopng: its own zlib settings, palette choice and filters.
with tempfile.TemporaryDirectory() as tmp:
    ppm = os.path.join(tmp, "crop.ppm")
    pgm = os.path.join(tmp, "crop.pgm")
    with open(ppm, "wb") as f:
        f.write(f"P6 {W} {H} 255\n".encode() + bytes(c for row in rgb for p in row for c in p))
    with open(pgm, "wb") as f:
        f.write(f"P5 {W} {H} 255\n".encode() + bytes(v for row in grey for v in row))
    for name, source, options in [
        ("netpbm-rgb", ppm, []), ("netpbm-rgb-interlaced", ppm, ["-interlace"]),
        ("netpbm-grey", pgm, []), ("netpbm-grey-interlaced", pgm, ["-interlace"]),
        ("netpbm-rgb-paeth", ppm, ["-paeth"]), ("netpbm-rgb-average", ppm, ["-avg"]),
        ("netpbm-rgb-up", ppm, ["-up"]), ("netpbm-rgb-sub", ppm, ["-sub"]),
        ("netpbm-rgb-fast", ppm, ["-compression=1"]), ("netpbm-rgb-stored", ppm, ["-compression=0"]),
    ]:
        data = subprocess.run(["pnmtopng"] + options + [source], capture_output=True,
                              check=True).stdout
        emit("encoders", name, data)

# 3. A zip bomb: a 1×1 grey image (2 bytes of pixel data) whose IDAT, made by Python's zlib,
#    inflates to 4 MB. The decoder must refuse it without inflating it all.
import struct, zlib  # noqa: E402


def chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


bomb = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(bytes(4 << 20), 9)) + chunk(b"IEND", b""))
with open(os.path.join(OUT, "bad", "zip-bomb.png"), "wb") as f:
    f.write(bomb)

with open(os.path.join(OUT, "expected.txt"), "w") as f:
    f.write("\n".join(manifest) + "\n")
print(f"{len(manifest)} fixtures in {OUT}")
