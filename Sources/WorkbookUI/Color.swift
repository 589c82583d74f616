import Workbook

/// A colour a view is drawn with: a Sendable value, like SwiftUI's `Color`.
public struct Color: Sendable, Hashable {
  /// Its red, green, blue and alpha, 8 bits each.
  public var rgba: RGBA

  public init(_ rgba: RGBA) {
    self.rgba = rgba
  }

  /// A colour from components between 0 and 1, as SwiftUI spells it.
  public init(red: Double, green: Double, blue: Double) {
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    self.rgba = RGBA(byte(red), byte(green), byte(blue))
  }

  /// `#A0522D`.
  public var hex: String {
    "#"
      + [rgba.red, rgba.green, rgba.blue].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }

  public static let black = Color(RGBA(0, 0, 0))
  public static let white = Color(RGBA(255, 255, 255))
  public static let gray = Color(RGBA(128, 128, 128))
  public static let blue = Color(RGBA(64, 128, 255))
  public static let orange = Color(RGBA(255, 149, 0))
}
