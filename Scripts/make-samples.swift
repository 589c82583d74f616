// Draws the kit's sample images: swift Scripts/make-samples.swift Sources/Workbook/Resources/Samples
//
// The samples are drawn from code, so the package holds no third-party images and anyone can
// redraw them. Their sizes differ on purpose: decoding small.ppm takes a few milliseconds,
// medium.ppm tens, and large.ppm hundreds in a debug build, enough to freeze an app that
// decodes it on the main actor. The output is binary PPM (P6) with a maximum value of 255.

import Foundation

/// An RGB picture being drawn, one byte a channel, top row first.
struct Canvas {
  let width: Int
  let height: Int
  var samples: [UInt8]

  init(width: Int, height: Int, color: (Int, Int) -> Color) {
    self.width = width
    self.height = height
    samples = []
    samples.reserveCapacity(width * height * 3)
    for y in 0..<height {
      for x in 0..<width {
        let pixel = color(x, y)
        samples += [pixel.red, pixel.green, pixel.blue].map { UInt8(max(0, min(255, $0 * 255))) }
      }
    }
  }

  /// The picture as a binary PPM file.
  var ppm: Data { Data("P6\n\(width) \(height)\n255\n".utf8) + Data(samples) }
}

/// A colour with channels from 0 to 1.
struct Color {
  var red: Double
  var green: Double
  var blue: Double

  init(_ red: Double, _ green: Double, _ blue: Double) {
    (self.red, self.green, self.blue) = (red, green, blue)
  }

  init(hex: Int) {
    self.init(
      Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255)
  }

  /// `self` when `amount` is 0, `other` when it is 1, and in between otherwise.
  func mixed(with other: Color, _ amount: Double) -> Color {
    let t = max(0, min(1, amount))
    return Color(
      red + (other.red - red) * t, green + (other.green - green) * t, blue + (other.blue - blue) * t
    )
  }
}

/// 0 below `edge0`, 1 above `edge1`, and a smooth S-curve in between.
func smoothstep(_ edge0: Double, _ edge1: Double, _ value: Double) -> Double {
  let t = max(0, min(1, (value - edge0) / (edge1 - edge0)))
  return t * t * (3 - 2 * t)
}

/// The colour at `position` (0...1) of a gradient through evenly spaced `stops`.
func gradient(_ stops: [Color], _ position: Double) -> Color {
  let scaled = max(0, min(1, position)) * Double(stops.count - 1)
  let index = min(Int(scaled), stops.count - 2)
  return stops[index].mixed(with: stops[index + 1], scaled - Double(index))
}

// MARK: - small.ppm: tiles

/// A 4×3 board of pastel tiles, each holding a bright shape: easy to recognise at any size.
func tiles(width: Int, height: Int) -> Canvas {
  let tile = width / 4
  let backgrounds = [Color(hex: 0xFDF0D5), Color(hex: 0xD8E2DC)]
  let inks = [0xE63946, 0x2A9D8F, 0xF4A261, 0x457B9D, 0x9B5DE5, 0x06D6A0].map(Color.init(hex:))
  return Canvas(width: width, height: height) { x, y in
    let (column, row) = (x / tile, y / tile)
    let index = row * 4 + column
    // Coordinates inside the tile, from -1 to 1, sampled 4×4 times for smooth edges.
    var coverage = 0.0
    for sub in 0..<16 {
      let subX = Double(x % tile) + (Double(sub % 4) + 0.5) / 4
      let subY = Double(y % tile) + (Double(sub / 4) + 0.5) / 4
      let u = subX / Double(tile) * 2 - 1
      let v = subY / Double(tile) * 2 - 1
      coverage += inside(shape: index % 6, u, v) ? 1 / 16 : 0
    }
    let background = backgrounds[(column + row) % 2]
    return background.mixed(with: inks[(index * 5) % 6], coverage)
  }
}

/// Whether (`u`, `v`), each in -1...1, is inside shape number `shape`.
func inside(shape: Int, _ u: Double, _ v: Double) -> Bool {
  let radius = (u * u + v * v).squareRoot()
  switch shape {
  case 0: return radius < 0.7  // disc
  case 1: return abs(u) < 0.6 && abs(v) < 0.6  // square
  case 2: return abs(u) + abs(v) < 0.8  // diamond
  case 3: return v > -0.6 && v < 0.6 && abs(u) < (v + 0.6) * 0.6  // triangle
  case 4: return radius > 0.4 && radius < 0.75  // ring
  default:  // five-pointed star
    let angle = atan2(v, u) + .pi / 2
    let spike = abs(cos(angle * 5 / 2))
    return radius < 0.35 + 0.45 * pow(spike, 3)
  }
}

// MARK: - medium.ppm: Mandelbrot set

/// The Mandelbrot set with smooth, cosine-palette colouring around a deep navy inside.
func mandelbrot(width: Int, height: Int) -> Canvas {
  let maximumIterations = 120
  let scale = 3.2 / Double(width)
  return Canvas(width: width, height: height) { x, y in
    let cReal = -0.65 + (Double(x) - Double(width) / 2) * scale
    let cImaginary = (Double(y) - Double(height) / 2) * scale
    var (real, imaginary) = (0.0, 0.0)
    var iteration = 0
    while iteration < maximumIterations && real * real + imaginary * imaginary < 256 {
      (real, imaginary) = (
        real * real - imaginary * imaginary + cReal, 2 * real * imaginary + cImaginary
      )
      iteration += 1
    }
    guard iteration < maximumIterations else { return Color(hex: 0x0B1026) }
    let smooth = Double(iteration) + 1 - log2(log2(real * real + imaginary * imaginary) / 2)
    let t = smooth / 24
    return Color(
      0.5 + 0.5 * cos(2 * .pi * (t + 0.00)), 0.5 + 0.5 * cos(2 * .pi * (t + 0.15)),
      0.5 + 0.5 * cos(2 * .pi * (t + 0.30)))
  }
}

// MARK: - large.ppm: sunset

/// A sun setting behind layers of hills under an evening sky.
func sunset(width: Int, height: Int) -> Canvas {
  let sky = [0x141852, 0x3D2C8D, 0x8E3E8F, 0xE8686A, 0xFFB36B, 0xFFE09A].map(Color.init(hex:))
  let hills = [0xB4607F, 0x7A3E7A, 0x45245A, 0x1C1030].map(Color.init(hex:))
  let horizon = 0.7
  let (sunX, sunY, sunRadius) = (0.62, 0.58, 0.11)
  let aspect = Double(width) / Double(height)
  return Canvas(width: width, height: height) { x, y in
    let u = Double(x) / Double(width)
    let v = Double(y) / Double(height)
    var color = gradient(sky, v / horizon)
    // The sun: a bright disc with a soft edge and a warm glow around it.
    let distance = ((u - sunX) * (u - sunX) * aspect * aspect + (v - sunY) * (v - sunY))
      .squareRoot()
    color = color.mixed(with: Color(hex: 0xFFC27A), 0.6 * exp(-distance / sunRadius * 1.6))
    color = color.mixed(
      with: Color(hex: 0xFFF4C8), 1 - smoothstep(sunRadius * 0.97, sunRadius, distance))
    // Hills, far to near: each ridge is a sum of waves, and haze lightens the far ones.
    for (layer, hill) in hills.enumerated() {
      let depth = Double(layer)
      let ridge =
        0.6 + depth * 0.09
        + 0.05 * sin(u * (5 + depth * 2.3) + depth * 1.7)
        + 0.025 * sin(u * (13 + depth * 3.1) + depth * 4.2)
        + 0.008 * sin(u * (41 + depth * 5) + depth)
      if v > ridge {
        let shade = smoothstep(ridge, ridge + 0.25, v) * 0.35
        color = hill.mixed(with: Color(hex: 0x0A0614), shade)
      }
    }
    return color
  }
}

// MARK: - Writing the files

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first else {
  print("usage: swift Scripts/make-samples.swift <output folder>")
  exit(2)
}
let output = URL(fileURLWithPath: folder, isDirectory: true)
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)

let samples: [(name: String, draw: () -> Canvas)] = [
  ("small.ppm", { tiles(width: 160, height: 120) }),
  ("medium.ppm", { mandelbrot(width: 720, height: 540) }),
  ("large.ppm", { sunset(width: 2048, height: 1536) }),
]
for sample in samples {
  let canvas = sample.draw()
  let data = canvas.ppm
  try data.write(to: output.appendingPathComponent(sample.name))
  print("\(sample.name): \(canvas.width)×\(canvas.height), \(data.count) bytes")
}
