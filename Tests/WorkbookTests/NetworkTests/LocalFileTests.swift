import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A chapter fetches the user's own files with the same `URLSession.shared.data(from:)` it
/// fetches URLs with: macOS loads `file:` URLs itself, and on Linux the kit does.
@Suite("Local files, and network errors people can read", .tags(.network), .backstop)
struct LocalFileTests {
  @Test("A local file comes back byte for byte")
  func readsAFile() async throws {
    _ = ImageServer()  // plugs the kit into the URL loading system
    let folder = try TemporaryFolder()
    let bytes = Data("P3 1 1 255 1 2 3\n".utf8)
    let url = try folder.write(bytes, named: "mine.ppm")
    let (data, response) = try await URLSession.shared.data(from: url)
    #expect(data == bytes)
    try response.requireSuccess()  // not HTTP, so nothing to check
  }

  @Test("A missing file is an error that names it", .tags(.badInput))
  func missingFile() async throws {
    _ = ImageServer()
    let folder = try TemporaryFolder()
    let url = folder.file(named: "gone.ppm")
    let error = await #expect(throws: URLError.self) {
      _ = try await URLSession.shared.data(from: url)
    }
    #expect(error?.code == .fileDoesNotExist)
    #expect(error?.readableDescription == "no such file: \(url.absoluteString)")
  }

  @Test("A folder is not a file", .tags(.badInput))
  func folderIsNotAFile() async throws {
    _ = ImageServer()
    let folder = try TemporaryFolder()
    let error = await #expect(throws: URLError.self) {
      _ = try await URLSession.shared.data(from: folder.url)
    }
    #expect(error?.code == .fileIsDirectory)
  }

  @Test("A host no server has is an error that names the URL", .tags(.badInput))
  func unknownHostIsNamed() async throws {
    _ = ImageServer()  // so that workbook:// is answered at all, whichever test runs first
    let url = try #require(URL(string: "workbook://nobody-at-all/small.ppm"))
    let error = await #expect(throws: URLError.self) {
      _ = try await URLSession.shared.data(from: url)
    }
    #expect(
      error?.readableDescription == "cannot find the host: workbook://nobody-at-all/small.ppm")
  }
}
