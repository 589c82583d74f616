import Foundation
import Workbook

@testable import Chapter3

/// A simulated server of the test's own, recording into the test's own trace, so that parallel
/// tests never see each other's requests or events.
///
/// It is gated unless asked otherwise: each request waits at the gate until the test releases
/// it, so the test, not timing, decides which response arrives first.
struct Network {
  let trace = Trace()
  let server: ImageServer

  init(gated: Bool = true) {
    server = ImageServer(gated: gated, trace: trace)
  }

  /// Serves a small image of one colour as `name` and returns its URL: small, so the suite
  /// stays fast; a size of its own, so the trace tells the images apart.
  func image(named name: String, width: Int, height: Int) throws -> URL {
    let image = try Image(width: width, height: height, filling: RGBA(200, 120, 40))
    server.serve(image.ppmData(), as: name)
    return server.url(for: name)
  }

  /// Serves the headlines as `news.txt` and returns their URL.
  func news(_ text: String = "Tasks take turns on the main actor") -> URL {
    server.serve(Data(text.utf8), as: "news.txt")
    return server.url(for: "news.txt")
  }

  /// Starts a task with `start`, recording into the test's trace under the task label
  /// `label`, so that each event says which task it belongs to.
  func start(_ label: String, _ start: () -> Task<Void, Never>) -> Task<Void, Never> {
    Trace.$current.withValue(trace) {
      Trace.$taskLabel.withValue(label, operation: start)
    }
  }

  /// The labels of the events recorded on the main actor, in order, without `end` events.
  var mainActorLabels: [String] {
    trace.events.filter { $0.domain == .mainActor && $0.kind != .end }.map(\.label)
  }

  /// The labels of the events the task labelled `task` recorded, in order, without `end`
  /// events.
  func labels(of task: String) -> [String] {
    trace.events.filter { $0.task == task && $0.kind != .end }.map(\.label)
  }
}
