import Foundation
import Workbook

/// Image files in one test's own folder: the code under test reads real files, and small
/// ones keep the suite fast. Chapter suites name their files; graders use random names and
/// sizes (`randomImage`), so that no solution can pass by knowing them.
public struct ImageFolder: Sendable {
  public let folder: TemporaryFolder
  /// Where its random sizes and names come from: seeded per test, so a run replays.
  public let random = RandomInputs.current

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
      width: random.int(in: 2...48), height: random.int(in: 2...48), filling: color)
    let url = try folder.write(image.ppmData(), named: randomName())
    return (url, image.description)
  }

  /// Writes a file with these bytes, named `name`.
  public func file(named name: String, bytes: String) throws -> URL {
    try folder.write(Data(bytes.utf8), named: name)
  }

  /// A folder where an image file is expected, under a random name: reading it fails.
  public func directory() throws -> URL {
    let url = folder.file(named: randomName())
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url
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
    random.name(prefix: "photo", extension: "ppm")
  }
}
