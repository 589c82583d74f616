import Foundation
import Workbook

/// A simulated network of one test's own: a server and the trace it records into, so that
/// parallel tests never see each other's requests or events.
///
/// It is gated unless asked otherwise: each request waits at the gate until the test
/// releases it (`server.release(name)`), so the test, not timing, decides when each response
/// arrives. Chapter suites serve images under names they choose; graders serve them under
/// random names and sizes (`randomImage`), so that no solution can pass by knowing them.
public struct TestNetwork: Sendable {
  /// Everything the server and the code under test record.
  public let trace = Trace()
  /// The server, at a host of its own.
  public let server: ImageServer

  public init(gated: Bool = true) {
    server = ImageServer(gated: gated, trace: trace)
  }

  /// Serves a small PPM image of one colour as `name` and returns its URL: small, so the
  /// suite stays fast; a size of its own, so the trace tells the images apart.
  public func image(
    named name: String, width: Int, height: Int, color: RGBA = RGBA(200, 120, 40)
  ) throws -> URL {
    let image = try Image(width: width, height: height, filling: color)
    server.serve(image.ppmData(), as: name)
    return server.url(for: name)
  }

  /// Serves a small image of a random size (each side in `sides`) under a random name, and
  /// returns its URL and how the view describes it (`W×H`).
  public func randomImage(
    prefix: String = "photo", sides: ClosedRange<Int> = 2...48, color: RGBA = RGBA(200, 120, 40)
  ) throws -> (url: URL, size: String) {
    let image = try Image(
      width: Int.random(in: sides), height: Int.random(in: sides), filling: color)
    let name = RandomName.make(prefix: prefix, extension: "ppm")
    server.serve(image.ppmData(), as: name)
    return (server.url(for: name), image.description)
  }

  /// Serves `text` as `name` and returns its URL.
  public func text(_ text: String, named name: String) -> URL {
    server.serve(Data(text.utf8), as: name)
    return server.url(for: name)
  }

  /// Serves `text` under a random name, and returns its URL.
  public func randomText(_ text: String, prefix: String) -> URL {
    self.text(text, named: RandomName.make(prefix: prefix, extension: "txt"))
  }

  /// Serves bytes that start like a PPM image but are cut short, under a random name, and
  /// returns their URL.
  public func corruptImage() -> URL {
    let name = RandomName.make(prefix: "photo", extension: "ppm")
    server.serve(Data("P6 4 4 255\n\u{1}\u{2}".utf8), as: name)
    return server.url(for: name)
  }

  /// Runs `body` with the test's trace as the current one; tasks started in it inherit it.
  public func traced<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Trace.$current.withValue(trace, operation: body)
  }

  /// Starts a task with `start`, recording into the test's trace under the task label
  /// `label`, so that each event says which task it belongs to.
  public func start<Result>(_ label: String, _ start: () -> Task<Result, Never>) -> Task<
    Result, Never
  > {
    Trace.$current.withValue(trace) {
      Trace.$taskLabel.withValue(label, operation: start)
    }
  }

  /// The labels of the events recorded on the main actor, in order, without `end` events.
  public var mainActorLabels: [String] {
    trace.events.filter { $0.domain == .mainActor && $0.kind != .end }.map(\.label)
  }

  /// The labels of the events the app recorded (not the network's), in order, without `end`
  /// events.
  public var appLabels: [String] {
    trace.events.filter { $0.domain != .network && $0.kind != .end }.map(\.label)
  }

  /// The labels of the events the task labelled `task` recorded, in order, without `end`
  /// events.
  public func labels(of task: String) -> [String] {
    trace.events.filter { $0.task == task && $0.kind != .end }.map(\.label)
  }
}

/// File names no solution can know in advance: `photo-3fa9c1.ppm`.
enum RandomName {
  static func make(prefix: String, extension: String) -> String {
    "\(prefix)-\(UUID().uuidString.prefix(6).lowercased()).\(`extension`)"
  }
}
