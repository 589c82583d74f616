import Foundation
import Workbook
import WorkbookTesting

/// A simulated server of one chapter 2 or 3 grader test, recording into that test's own
/// trace, so that parallel tests never see each other's requests or events.
///
/// Its images have random names and sizes, so that no solution can pass by knowing them.
/// Not gated unless asked: a gated server holds each request until the test releases it, so
/// the test, not timing, decides when each response arrives.
struct Chapter2Server {
  let trace = Trace()
  let server: ImageServer

  init(gated: Bool = false) {
    server = ImageServer(gated: gated, trace: trace)
  }

  /// Serves a small image of a random size (each side in `sides`) under a random name, and
  /// returns its URL and how the view describes it (`W×H`).
  func randomImage(
    prefix: String = "photo", sides: ClosedRange<Int> = 2...48
  ) throws -> (url: URL, size: String) {
    let image = try Image(
      width: Int.random(in: sides), height: Int.random(in: sides), filling: RGBA(200, 120, 40))
    let name = Self.randomName(prefix: prefix, extension: "ppm")
    server.serve(image.ppmData(), as: name)
    return (server.url(for: name), image.description)
  }

  /// Serves `text` under a random name, and returns its URL.
  func randomText(_ text: String, prefix: String) -> URL {
    let name = Self.randomName(prefix: prefix, extension: "txt")
    server.serve(Data(text.utf8), as: name)
    return server.url(for: name)
  }

  /// Runs `body` with the test's trace as the current one; tasks started in it inherit it.
  func traced<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Trace.$current.withValue(trace, operation: body)
  }

  /// The labels of the events the app recorded (not the network's), in order.
  var appLabels: [String] {
    trace.events.filter { $0.domain != .network && $0.kind != .end }.map(\.label)
  }

  private static func randomName(prefix: String, extension: String) -> String {
    "\(prefix)-\(UUID().uuidString.prefix(6).lowercased()).\(`extension`)"
  }
}
