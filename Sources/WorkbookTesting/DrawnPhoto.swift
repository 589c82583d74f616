import Workbook

/// A photo drawn in code with a known answer: a vertical gradient background, shapes of known
/// colours on it, and grain on everything, as a camera's photo has.
///
/// The sticker tests compare what the kit finds with what was drawn; chapter tests use small
/// drawn photos so that processing stays fast. Positions and sizes are fractions of the
/// photo's size, so one drawing can be made at any size.
public struct DrawnPhoto: Sendable {
  /// One shape of the drawing.
  public enum Shape: Sendable {
    /// A disc, with a hole of `hole` radius (0 for none): centre and radii as fractions of the
    /// photo's height.
    case disc(x: Double, y: Double, radius: Double, hole: Double = 0, color: RGBA)
    /// A rectangle: corners as fractions of the photo's width and height.
    case rectangle(left: Double, top: Double, right: Double, bottom: Double, color: RGBA)

    var color: RGBA {
      switch self {
      case .disc(_, _, _, _, let color), .rectangle(_, _, _, _, let color): color
      }
    }

    /// Whether pixel (x, y) of a `width`×`height` photo is inside the shape.
    func contains(x: Int, y: Int, width: Int, height: Int) -> Bool {
      let px = Double(x) + 0.5
      let py = Double(y) + 0.5
      switch self {
      case .disc(let cx, let cy, let radius, let hole, _):
        let h = Double(height)
        let dx = px - cx * Double(width)
        let dy = py - cy * h
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance <= radius * h && distance >= hole * h
      case .rectangle(let left, let top, let right, let bottom, _):
        return px >= left * Double(width) && px <= right * Double(width)
          && py >= top * Double(height) && py <= bottom * Double(height)
      }
    }
  }

  public var top: RGBA
  public var bottom: RGBA
  public var shapes: [Shape]
  /// The grain's amplitude: each channel moves by up to this much either way.
  public var grain: Int

  public init(top: RGBA, bottom: RGBA, shapes: [Shape], grain: Int = 8) {
    self.top = top
    self.bottom = bottom
    self.shapes = shapes
    self.grain = grain
  }

  /// The drawing at `width`×`height`: later shapes cover earlier ones. The grain comes from a
  /// fixed-seed generator, so the same drawing is the same photo every time.
  public func image(width: Int, height: Int) -> Image {
    var random = UInt64(0x9E37_79B9_7F4A_7C15)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        var color = Self.blend(top, bottom, y, max(1, height - 1))
        for shape in shapes where shape.contains(x: x, y: y, width: width, height: height) {
          color = shape.color
        }
        let index = (y * width + x) * 4
        for (channel, value) in [color.red, color.green, color.blue].enumerated() {
          random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let noise = Int((random >> 33) % UInt64(2 * grain + 1)) - grain
          pixels[index + channel] = UInt8(min(255, max(0, Int(value) + noise)))
        }
      }
    }
    return try! Image(width: width, height: height, pixels: pixels)  // sized to match
  }

  /// Which pixels of a `width`×`height` drawing belong to its shapes.
  public func subject(width: Int, height: Int) -> [Bool] {
    (0..<(width * height)).map { index in
      shapes.contains {
        $0.contains(x: index % width, y: index / width, width: width, height: height)
      }
    }
  }

  private static func blend(_ a: RGBA, _ b: RGBA, _ step: Int, _ steps: Int) -> RGBA {
    func mix(_ p: UInt8, _ q: UInt8) -> UInt8 {
      UInt8((Int(p) * (steps - step) + Int(q) * step) / steps)
    }
    return RGBA(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
  }

  /// A red flower with a yellow centre on a sky gradient: the tests' usual photo.
  public static let flower = DrawnPhoto(
    top: RGBA(150, 200, 240), bottom: RGBA(90, 140, 200),
    shapes: [
      .disc(x: 0.5, y: 0.5, radius: 0.3, color: RGBA(210, 35, 40)),
      .disc(x: 0.5, y: 0.5, radius: 0.1, color: RGBA(240, 210, 40)),
    ])

  /// A plain picture: the same sky gradient, grain and nothing else.
  public static let plain = DrawnPhoto(
    top: RGBA(150, 200, 240), bottom: RGBA(90, 140, 200), shapes: [])
}
