import Foundation

/// A folder of its own for one test, removed when the test is done with it.
///
/// Tests run in parallel, so each one writes its files where no other test looks.
public final class TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `data` to a file named `name` in the folder and returns its URL.
  public func write(_ data: Data, named name: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try data.write(to: file)
    return file
  }

  /// The URL a file named `name` would have, without making it.
  public func file(named name: String) -> URL {
    url.appendingPathComponent(name)
  }
}
