import Foundation

/// Draws a picture with the statistics of a photograph, for the decoding benchmark: smooth
/// gradients, shapes with soft edges and a little sensor-like noise, so that it compresses
/// about as well as a real photo (a flat drawing would make inflate look faster than it is).
enum Photo {
  /// A binary PPM of the picture.
  static func ppm(width: Int, height: Int) -> Data {
    var samples = [UInt8](repeating: 0, count: width * height * 3)
    var noise: UInt64 = 0x1234_5678
    for y in 0..<height {
      let v = Double(y) / Double(height)
      for x in 0..<width {
        let u = Double(x) / Double(width)
        let ridge = 0.55 + 0.08 * sin(u * 9) + 0.04 * sin(u * 23 + 1)
        var (r, g, b): (Double, Double, Double)
        if v < ridge {
          (r, g, b) = (90 + 120 * v, 140 + 90 * v, 230 - 40 * v)
          let dx = u - 0.7
          let dy = v - 0.25
          let sun = max(0, 1 - (dx * dx + dy * dy) * 60)
          (r, g, b) = (r + 150 * sun, g + 120 * sun, b + 30 * sun)
        } else {
          let shade = 0.6 + 0.4 * sin(u * 40 + v * 13) * sin(v * 31)
          (r, g, b) = (60 * shade + 40 * v, 110 * shade + 20 * u, 40 * shade)
        }
        noise = noise &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let grain = Double(Int(noise >> 61)) - 3.5
        let index = (y * width + x) * 3
        samples[index] = UInt8(max(0, min(255, r + grain)))
        samples[index + 1] = UInt8(max(0, min(255, g + grain)))
        samples[index + 2] = UInt8(max(0, min(255, b + grain)))
      }
    }
    return Data("P6\n\(width) \(height)\n255\n".utf8) + Data(samples)
  }
}
