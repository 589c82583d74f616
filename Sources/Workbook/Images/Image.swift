/// An image as the app holds it once decoded: RGBA, 8 bits a channel, row by row.
///
/// It is a value type with value-type storage, so it is `Sendable`: a decoded image can
/// cross from the concurrent pool to the main actor without any risk of a data race
/// (Embrace Swift concurrency, 15:49).
public struct Image: Sendable, Hashable {
  /// Width in pixels, at least 1.
  public let width: Int
  /// Height in pixels, at least 1.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha for each pixel, top row first.
  public private(set) var pixels: [UInt8]

  /// Makes an image from raw RGBA bytes.
  /// - Throws: `ImageError.invalidDimensions` unless both sides are positive and
  ///   `pixels` holds exactly `width * height * 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(ImageError) {
    guard width > 0, height > 0, width <= Image.maximumSide, height <= Image.maximumSide,
      pixels.count == width * height * 4
    else { throw .invalidDimensions(width: width, height: height) }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Makes an image of one colour.
  public init(width: Int, height: Int, filling color: RGBA) throws(ImageError) {
    guard width > 0, height > 0, width <= Image.maximumSide, height <= Image.maximumSide
    else { throw .invalidDimensions(width: width, height: height) }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      pixels[index] = color.red
      pixels[index + 1] = color.green
      pixels[index + 2] = color.blue
      pixels[index + 3] = color.alpha
    }
    try self.init(width: width, height: height, pixels: pixels)
  }

  /// The largest side the kit accepts, so that a corrupt header cannot ask for terabytes.
  public static let maximumSide = 16_384

  /// The colour at column `x`, row `y` (both from 0).
  public subscript(x: Int, y: Int) -> RGBA {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let index = (y * width + x) * 4
      return RGBA(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let index = (y * width + x) * 4
      pixels[index] = newValue.red
      pixels[index + 1] = newValue.green
      pixels[index + 2] = newValue.blue
      pixels[index + 3] = newValue.alpha
    }
  }
}

/// One pixel's colour.
public struct RGBA: Sendable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

extension Image: CustomStringConvertible {
  /// `640×480`: how images are named in traces and messages.
  public var description: String { "\(width)×\(height)" }
}
