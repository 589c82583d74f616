import Foundation
import Workbook
import WorkbookTesting

@testable import Chapter1

/// Small images written to a test's own folder: the chapter's code reads real files, and
/// small ones keep the suite fast.
struct Fixtures {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// Writes a PPM file of one colour and the given size.
  func ppm(named name: String, width: Int, height: Int) throws -> URL {
    let image = try Image(width: width, height: height, filling: RGBA(200, 120, 40))
    return try folder.write(image.ppmData(), named: name)
  }

  /// Writes a file with these bytes.
  func file(named name: String, bytes: String) throws -> URL {
    try folder.write(Data(bytes.utf8), named: name)
  }
}

/// Runs `body` with a fresh trace as the current one and returns that trace.
@MainActor
func traced(_ body: () -> Void) -> Trace {
  let trace = Trace()
  Trace.$current.withValue(trace) { body() }
  return trace
}
