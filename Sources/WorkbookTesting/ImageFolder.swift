import Foundation
import Workbook

/// Image files in one test's own folder: the code under test reads real files, and small
/// ones keep the suite fast. Chapter suites name their files; graders use random names and
/// sizes (`randomImage`), so that no solution can pass by knowing them.
public struct ImageFolder: Sendable {
  public let folder: TemporaryFolder

  public init() throws {
    folder = try TemporaryFolder()
  }

  /// Writes a PPM file of one colour and the given size, and returns its URL.
  public func ppm(
    named name: String, width: Int, height: Int, color: RGBA = RGBA(200, 120, 40)
  ) throws -> URL {
    let image = try Image(width: width, height: height, filling: color)
    return try folder.write(image.ppmData(), named: name)
  }

  /// Writes a PPM file of a random size under a random name, and returns where it is and
  /// how the view will describe it (`W×H`).
  public func randomImage(color: RGBA = RGBA(30, 140, 220)) throws -> (url: URL, size: String) {
    let image = try Image(
      width: Int.random(in: 2...48), height: Int.random(in: 2...48), filling: color)
    let url = try folder.write(image.ppmData(), named: randomName())
    return (url, image.description)
  }

  /// Writes a file with these bytes, named `name`.
  public func file(named name: String, bytes: String) throws -> URL {
    try folder.write(Data(bytes.utf8), named: name)
  }

  /// Writes a file with these bytes, under a random name.
  public func file(containing bytes: String) throws -> URL {
    try folder.write(Data(bytes.utf8), named: randomName())
  }

  /// A URL in the folder where no file is, under a random name.
  public func missingFile() -> URL {
    folder.file(named: randomName())
  }

  private func randomName() -> String {
    RandomName.make(prefix: "photo", extension: "ppm")
  }
}
