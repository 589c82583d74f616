import Foundation
import Workbook

@testable import Chapter6

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
    server.serve(try Network.picture(width: width, height: height).ppmData(), as: name)
    return server.url(for: name)
  }

  /// The image `image(named:width:height:)` serves: a colour for each pixel, so that scaling
  /// and the grey effect both change every pixel.
  static func picture(width: Int, height: Int) throws -> Image {
    var image = try Image(width: width, height: height, filling: RGBA(0, 0, 0))
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBA(UInt8(x * 255 / width), UInt8(y * 255 / height), 200)
      }
    }
    return image
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
