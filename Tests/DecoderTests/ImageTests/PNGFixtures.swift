import Foundation
import Testing

@testable import Workbook

/// The committed PNG fixtures (`Fixtures/PNG`, written by `Scripts/make-png-fixtures.py`):
/// PngSuite images from pypng's source distribution and files written by pypng and netpbm,
/// each with the RGBA pixels an independent decoder gave for it.
enum PNGFixtures {
  /// The folder that holds `suite/`, `encoders/`, `bad/` and `expected.txt`.
  static let folder: URL? = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?
    .appendingPathComponent("PNG")

  /// One PNG and the file that holds its expected pixels.
  struct Case: CustomTestStringConvertible, Sendable {
    let png: String
    let reference: String
    var testDescription: String { png }
  }

  /// Every line of `expected.txt`; empty if the fixtures are missing (a test checks not).
  static let cases: [Case] = {
    guard let folder,
      let text = try? String(
        contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      return parts.count == 2 ? Case(png: String(parts[0]), reference: String(parts[1])) : nil
    }
  }()

  /// The bytes of the fixture at `path` inside `Fixtures/PNG`.
  static func data(_ path: String) throws -> Data {
    guard let folder else { throw FixtureError.missing(path) }
    return try Data(contentsOf: folder.appendingPathComponent(path))
  }

  /// The image a PAM reference file holds (8-bit RGB_ALPHA, as the script writes them).
  static func reference(_ path: String) throws -> Image {
    let bytes = [UInt8](try data(path))
    let marker = Array("ENDHDR\n".utf8)
    guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: marker) }) else {
      throw FixtureError.malformed(path)
    }
    var fields = [String: Int]()
    for line in String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
    }
    guard let width = fields["WIDTH"], let height = fields["HEIGHT"], fields["DEPTH"] == 4,
      fields["MAXVAL"] == 255
    else { throw FixtureError.malformed(path) }
    return try Image(width: width, height: height, pixels: Array(bytes[(end + marker.count)...]))
  }

  enum FixtureError: Error {
    case missing(String)
    case malformed(String)
  }
}

extension Image {
  /// Where `self` first differs from `expected`, in words, or `nil` if they are the same.
  func firstDifference(from expected: Image) -> String? {
    guard width == expected.width, height == expected.height else {
      return "the size is \(self), expected \(expected)"
    }
    guard let index = pixels.indices.first(where: { pixels[$0] != expected.pixels[$0] }) else {
      return nil
    }
    let pixel = index / 4
    let (x, y) = (pixel % width, pixel / width)
    return "pixel (\(x), \(y)) is \(self[x, y]), expected \(expected[x, y])"
  }
}
