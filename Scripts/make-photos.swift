// Draws the sample photos of the sticker app (chapter 8):
//   swiftc -O Scripts/make-photos.swift -o /tmp/make-photos && /tmp/make-photos OUTPUT-FOLDER
// then encodes each PPM as JPEG, at development time only:
//   for f in OUTPUT-FOLDER/*.ppm; do cjpeg -quality 85 -outfile "${f%.ppm}.jpg" "$f"; done
// (cjpeg is in Debian's libjpeg-turbo-progs.)
//
// Each photo is a subject clear of the border on a smooth or gradient background, shaded so
// that its colours vary as a lit object's do, with grain on subject and background alike, as
// a camera's photo has. Everything is drawn from code: no third-party image is involved.

import Foundation

struct Color {
  var red: Double
  var green: Double
  var blue: Double

  init(_ red: Double, _ green: Double, _ blue: Double) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  static func * (color: Color, light: Double) -> Color {
    Color(color.red * light, color.green * light, color.blue * light)
  }

  func mixed(with other: Color, _ amount: Double) -> Color {
    Color(
      red + (other.red - red) * amount, green + (other.green - green) * amount,
      blue + (other.blue - blue) * amount)
  }
}

/// A shape: the colour it paints at a point (x, y in pixels), or nil outside it.
typealias Shape = (Double, Double) -> Color?

func ellipse(
  _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, angle: Double = 0, _ color: Color,
  shade: Double = 0.25
) -> Shape {
  let c = cos(angle)
  let s = sin(angle)
  return { x, y in
    let dx = x - cx
    let dy = y - cy
    let u = (dx * c + dy * s) / rx
    let v = (-dx * s + dy * c) / ry
    let r = u * u + v * v
    guard r <= 1 else { return nil }
    // Lit from the top left: brighter there, darker towards the far edge.
    let light = 1 + shade * (0.5 - 0.5 * r) - shade * 0.6 * (u + v) / 2
    return color * light
  }
}

func rectangle(
  _ left: Double, _ top: Double, _ right: Double, _ bottom: Double, _ color: Color,
  radius: Double = 0
) -> Shape {
  { x, y in
    guard x >= left, x <= right, y >= top, y <= bottom else { return nil }
    let cx = min(max(x, left + radius), right - radius)
    let cy = min(max(y, top + radius), bottom - radius)
    guard (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius else { return nil }
    let across = (x - left) / (right - left)
    return color * (1.15 - 0.35 * across)  // a cylinder lit from the left
  }
}

func ring(_ cx: Double, _ cy: Double, _ outer: Double, _ inner: Double, _ color: Color) -> Shape {
  { x, y in
    let d = ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot()
    guard d <= outer, d >= inner else { return nil }
    return color * (0.95 - 0.2 * (x - cx) / outer)
  }
}

func polygon(_ points: [(Double, Double)], _ color: Color) -> Shape {
  { x, y in
    var inside = false
    var j = points.count - 1
    for i in points.indices {
      let (xi, yi) = points[i]
      let (xj, yj) = points[j]
      if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
      j = i
    }
    return inside ? color : nil
  }
}

func petals(
  count: Int, _ cx: Double, _ cy: Double, length: Double, width: Double, _ color: Color
) -> [Shape] {
  (0..<count).map { index in
    let angle = Double(index) * 2 * Double.pi / Double(count)
    return ellipse(
      cx + cos(angle) * length * 0.55, cy + sin(angle) * length * 0.55, length * 0.5, width,
      angle: angle, color, shade: 0.3)
  }
}

struct Photo {
  let name: String
  let top: Color
  let bottom: Color
  let shapes: [Shape]
}

let width = 1280
let height = 960
let w = Double(width)
let h = Double(height)

let photos = [
  Photo(
    name: "daisy", top: Color(0.55, 0.72, 0.45), bottom: Color(0.25, 0.42, 0.22),
    shapes: [rectangle(0.49 * w, 0.5 * h, 0.51 * w, 0.86 * h, Color(0.2, 0.5, 0.15))]
      + [ellipse(0.58 * w, 0.75 * h, 0.08 * w, 0.025 * h, angle: -0.5, Color(0.25, 0.6, 0.2))]
      + petals(
        count: 14, 0.5 * w, 0.42 * h, length: 0.3 * h, width: 0.045 * h,
        Color(0.97, 0.96, 0.93))
      + [ellipse(0.5 * w, 0.42 * h, 0.075 * h, 0.075 * h, Color(0.95, 0.72, 0.1))]),
  Photo(
    name: "tulip", top: Color(0.93, 0.9, 0.8), bottom: Color(0.78, 0.72, 0.6),
    shapes: [
      rectangle(0.495 * w, 0.45 * h, 0.505 * w, 0.88 * h, Color(0.22, 0.55, 0.2)),
      ellipse(0.44 * w, 0.72 * h, 0.03 * w, 0.15 * h, angle: 0.3, Color(0.25, 0.6, 0.25)),
      ellipse(0.5 * w, 0.36 * h, 0.11 * w, 0.17 * h, Color(0.85, 0.12, 0.2), shade: 0.4),
      polygon(
        [
          (0.39 * w, 0.3 * h), (0.44 * w, 0.14 * h), (0.5 * w, 0.28 * h), (0.56 * w, 0.14 * h),
          (0.61 * w, 0.3 * h),
        ], Color(0.8, 0.1, 0.18)),
    ]),
  Photo(
    name: "apple", top: Color(0.82, 0.88, 0.95), bottom: Color(0.55, 0.65, 0.8),
    shapes: [
      ellipse(0.44 * w, 0.55 * h, 0.17 * w, 0.27 * h, Color(0.8, 0.1, 0.1), shade: 0.5),
      ellipse(0.56 * w, 0.55 * h, 0.17 * w, 0.27 * h, Color(0.78, 0.1, 0.1), shade: 0.5),
      rectangle(0.495 * w, 0.18 * h, 0.51 * w, 0.32 * h, Color(0.4, 0.25, 0.1)),
      ellipse(0.57 * w, 0.22 * h, 0.06 * w, 0.025 * h, angle: -0.4, Color(0.3, 0.65, 0.2)),
    ]),
  Photo(
    name: "mug", top: Color(0.95, 0.85, 0.7), bottom: Color(0.75, 0.6, 0.45),
    shapes: [
      ring(0.64 * w, 0.52 * h, 0.14 * h, 0.08 * h, Color(0.15, 0.35, 0.75)),
      rectangle(0.36 * w, 0.28 * h, 0.63 * w, 0.8 * h, Color(0.18, 0.4, 0.8), radius: 0.03 * w),
      rectangle(0.36 * w, 0.26 * h, 0.63 * w, 0.31 * h, Color(0.9, 0.9, 0.92), radius: 0.01 * w),
      ellipse(0.495 * w, 0.52 * h, 0.05 * w, 0.05 * w, Color(0.95, 0.95, 0.95), shade: 0.1),
    ]),
  Photo(
    name: "bird", top: Color(0.6, 0.8, 0.95), bottom: Color(0.85, 0.92, 0.97),
    shapes: [
      polygon(
        [(0.3 * w, 0.55 * h), (0.16 * w, 0.72 * h), (0.22 * w, 0.76 * h), (0.36 * w, 0.62 * h)],
        Color(0.35, 0.25, 0.18)),
      ellipse(0.46 * w, 0.56 * h, 0.18 * w, 0.2 * h, Color(0.45, 0.32, 0.22), shade: 0.35),
      ellipse(0.52 * w, 0.6 * h, 0.1 * w, 0.14 * h, Color(0.92, 0.45, 0.15), shade: 0.3),
      ellipse(0.6 * w, 0.36 * h, 0.09 * w, 0.12 * h, Color(0.45, 0.32, 0.22), shade: 0.3),
      polygon(
        [(0.67 * w, 0.34 * h), (0.74 * w, 0.37 * h), (0.67 * w, 0.4 * h)], Color(0.9, 0.75, 0.2)),
      ellipse(0.62 * w, 0.33 * h, 0.012 * w, 0.012 * w, Color(0.05, 0.05, 0.05), shade: 0),
      rectangle(0.44 * w, 0.74 * h, 0.45 * w, 0.84 * h, Color(0.3, 0.2, 0.1)),
      rectangle(0.5 * w, 0.74 * h, 0.51 * w, 0.84 * h, Color(0.3, 0.2, 0.1)),
    ]),
  Photo(
    name: "sunflower", top: Color(0.35, 0.55, 0.85), bottom: Color(0.2, 0.35, 0.65),
    shapes: [rectangle(0.49 * w, 0.55 * h, 0.51 * w, 0.88 * h, Color(0.25, 0.5, 0.15))]
      + [ellipse(0.42 * w, 0.74 * h, 0.07 * w, 0.03 * h, angle: 0.5, Color(0.25, 0.55, 0.2))]
      + petals(
        count: 20, 0.5 * w, 0.42 * h, length: 0.28 * h, width: 0.05 * h,
        Color(0.98, 0.78, 0.1))
      + [ellipse(0.5 * w, 0.42 * h, 0.12 * h, 0.12 * h, Color(0.4, 0.22, 0.08), shade: 0.4)]),
]

/// A fixed-seed generator, so the photos are the same every time they are drawn.
struct Grain {
  var state: UInt64

  mutating func next() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }

  /// Roughly normal noise, standard deviation about `sigma`.
  mutating func noise(_ sigma: Double) -> Double {
    (next() + next() + next() - 1.5) * 2 * sigma
  }
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: make-photos OUTPUT-FOLDER\n".utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1])
for photo in photos {
  var grain = Grain(state: UInt64(photo.name.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
  var bytes = [UInt8]()
  bytes.reserveCapacity(width * height * 3)
  for y in 0..<height {
    for x in 0..<width {
      // 2×2 samples a pixel, so edges are smooth as a lens makes them.
      var sum = Color(0, 0, 0)
      for (sx, sy) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
        let px = Double(x) + sx
        let py = Double(y) + sy
        let t = py / h
        var color = photo.top.mixed(with: photo.bottom, t)
        // A soft light from the top left on the background too.
        color = color * (1.04 - 0.08 * (px / w))
        for shape in photo.shapes {
          if let painted = shape(px, py) { color = painted }
        }
        sum = Color(sum.red + color.red / 4, sum.green + color.green / 4, sum.blue + color.blue / 4)
      }
      for value in [sum.red, sum.green, sum.blue] {
        let noisy = value * 255 + grain.noise(4)
        bytes.append(UInt8(max(0, min(255, noisy.rounded()))))
      }
    }
  }
  let file = folder.appendingPathComponent(photo.name + ".ppm")
  try Data("P6\n\(width) \(height)\n255\n".utf8 + bytes).write(to: file)
  print("wrote \(file.path)")
}
