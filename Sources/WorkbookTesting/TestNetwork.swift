import Foundation
import Workbook

/// A simulated network of one test's own: a server and the trace it records into, so that
/// parallel tests never see each other's requests or events.
///
/// It is gated unless asked otherwise: each request waits at the gate until the test
/// releases it (`server.release(name)`), so the test, not timing, decides when each response
/// arrives. Chapter suites serve images under names they choose; graders serve them under
/// random names and sizes (`randomImage`), seeded per test (`RandomInputs`), so that no
/// solution can pass by knowing them and a failing run replays.
public struct TestNetwork: Sendable {
  /// Everything the server and the code under test record.
  public let trace = Trace()
  /// The server, at a host of its own.
  public let server: ImageServer
  /// Where its random sizes and names come from: seeded per test, so a run replays.
  public let random = RandomInputs.current

  public init(gated: Bool = true) {
    server = ImageServer(gated: gated, trace: trace)
    GraderRun.current?.add(trace)
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
      width: random.int(in: sides), height: random.int(in: sides), filling: color)
    let name = random.name(prefix: prefix, extension: "ppm")
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
    self.text(text, named: random.name(prefix: prefix, extension: "txt"))
  }

  /// Serves bytes that start like a PPM image but are cut short, under a random name, and
  /// returns their URL.
  public func corruptImage() -> URL {
    let name = random.name(prefix: "photo", extension: "ppm")
    server.serve(Data("P6 4 4 255\n\u{1}\u{2}".utf8), as: name)
    return server.url(for: name)
  }

  /// Waits, through `scene`, until `name`'s request is held at the gate, queues a probe on
  /// the main actor while it is held, then lets the request through, and returns true once
  /// the probe has run; returns false, letting nothing through, when the scene settles
  /// without the request.
  ///
  /// The probe was queued before the response could arrive, so a free main actor runs it
  /// before anything the response leads to (`fetched …`, `decode …`); code that blocks the
  /// main actor until the response arrives, at this stage or any other, runs it only after
  /// its own work. The trace's order is the proof, not timing; and nothing hangs, whatever
  /// the code does. Call it off the main actor (`Task.detached`), once the code under test
  /// has been started in `scene` (a scene of this network's trace): a scene with nothing
  /// queued yet has settled.
  /// - Throws: `SceneStuck` when the main actor never gets to the probe, naming what keeps it.
  @discardableResult
  public func releaseAfterProbingMainActor(_ name: String, in scene: Scene) async throws -> Bool {
    let server = server
    let requested = try await scene.whether("the request for \(name) at the gate") {
      server.arrivals(of: name) > 0
    }
    guard requested else { return false }
    let trace = self.trace
    // The probe is the scene's work: the scene cannot settle while it waits for its turn. Its
    // words say what the gate held as it was queued, the witness that it was queued before the
    // release: a probe queued just after still reaches the main actor before the response.
    let probe = scene.enter {
      let probe =
        server.held(name) > 0
        ? "main actor answered while \(name) was held"
        : "main actor answered after \(name) was let through"
      _ = Task { @MainActor in trace.record(probe) }
      return probe
    }
    server.release(name)
    try await scene.until("the main actor to answer the probe") {
      trace.events.contains { $0.label == probe }
    }
    return true
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
    trace.events.filter { $0.domain == .mainActor && $0.kind != .end }.map(\.checkedLabel)
  }

  /// The labels of the events the app recorded (not the network's), in order, without `end`
  /// events.
  public var appLabels: [String] {
    trace.events.filter { $0.domain != .network && $0.kind != .end }.map(\.checkedLabel)
  }

  /// The labels of the events the task labelled `task` recorded, in order, without `end`
  /// events.
  public func labels(of task: String) -> [String] {
    trace.events.filter { $0.task == task && $0.kind != .end }.map(\.checkedLabel)
  }
}
