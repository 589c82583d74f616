import Foundation
import Workbook

@testable import Chapter7

/// A simulated server of the test's own, recording into the test's own trace, so that parallel
/// tests never see each other's requests or events.
///
/// It is gated unless asked otherwise: each request waits at the gate until the test releases
/// it, so the test, not timing, decides when a response arrives.
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

  /// Runs `body` with the test's trace as the current one; tasks started in it inherit it.
  func traced<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Trace.$current.withValue(trace, operation: body)
  }

  /// The labels of the events recorded on the main actor, in order.
  var mainActorLabels: [String] {
    trace.events.filter { $0.domain == .mainActor && $0.kind != .end }.map(\.label)
  }
}
