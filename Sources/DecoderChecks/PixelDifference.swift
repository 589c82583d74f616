import Workbook

/// How far two images of the same size are apart, channel by channel: the one pixel
/// comparison of `imagefuzz compare` and of the reference tests.
public struct PixelDifference: Sendable, CustomStringConvertible {
  /// The largest absolute difference of any channel of any pixel.
  public let maximum: Int
  /// The mean absolute difference over the channels compared.
  public let mean: Double

  /// Compares red, green and blue, and alpha too unless `alpha` is false (a reference decoder
  /// that writes PPM drops alpha).
  public init(_ image: Image, _ reference: Image, alpha: Bool = true) {
    var maximum = 0
    var total = 0
    var compared = 0
    for (index, (a, b)) in zip(image.pixels, reference.pixels).enumerated()
    where alpha || index % 4 != 3 {
      let difference = abs(Int(a) - Int(b))
      maximum = max(maximum, difference)
      total += difference
      compared += 1
    }
    self.maximum = maximum
    mean = Double(total) / Double(max(compared, 1))
  }

  public var description: String { "max \(maximum), mean \(mean)" }
}
