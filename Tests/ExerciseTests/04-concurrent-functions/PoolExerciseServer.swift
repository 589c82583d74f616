import Foundation
import Workbook
import WorkbookTesting

/// A simulated server of one chapter 4 grader test, recording into that test's own trace, so
/// that parallel tests never see each other's requests or events.
///
/// Its images have random names and sizes, so that no solution can pass by knowing them.
/// Not gated unless asked: a gated server holds each request until the test releases it, so
/// the test, not timing, decides the order of the responses.
struct PoolExerciseServer {
  let trace = Trace()
  let server: ImageServer

  init(gated: Bool = false) {
    server = ImageServer(gated: gated, trace: trace)
  }

  /// Serves a small image of a random size under a random name, and returns its URL and how
  /// the view describes it (`W×H`).
  func randomImage() throws -> (url: URL, size: String) {
    let image = try Image(
      width: Int.random(in: 2...48), height: Int.random(in: 2...48), filling: RGBA(90, 60, 200))
    let name = Self.randomName()
    server.serve(image.ppmData(), as: name)
    return (server.url(for: name), image.description)
  }

  /// Serves bytes that are not an image, and returns their URL.
  func serveCorruptImage() -> URL {
    let name = Self.randomName()
    server.serve(Data("P6 4 4 255\n\u{1}\u{2}".utf8), as: name)
    return server.url(for: name)
  }

  /// Runs `body` with the test's trace as the current one; tasks started in it inherit it.
  func traced<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Trace.$current.withValue(trace, operation: body)
  }

  private static func randomName() -> String {
    "photo-\(UUID().uuidString.prefix(6).lowercased()).ppm"
  }

  /// Chapter 4's exercises move work to the pool with `@concurrent`, which keeps the work in
  /// the calling task: cancellation, priority and task-locals follow it. A detached task
  /// would also run on the pool, but outside the task that awaits it.
  static let detachedTask = EscapeHatch(
    #"\bTask\s*\.\s*detached\b"#, name: "Task.detached",
    why: """
      starts a task outside the tap's own, which cancellation and priority do not reach; \
      mark the function @concurrent instead
      """)
}
