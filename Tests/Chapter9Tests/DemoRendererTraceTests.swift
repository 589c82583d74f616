import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The demo's renderer records its frames into a trace of its own, so the program's record
/// (`--trace-json`, and the timeline drawn from it) holds the app's work and not sixty frames
/// a second.
@Suite("Chapter 9: the demo's record holds the app's work, not the frames", .backstop)
struct DemoRendererTraceTests {
  @Test("A run's trace file holds the app's events and no frame or body of the renderer")
  func noFramesInTheDemosTrace() async throws {
    let run = try await TracedProgramRun("chapter9", ["workbook://samples/small.ppm"])
    #expect(run.labels.contains { $0.hasPrefix("open") }, "\(run.labels)")
    // Break it: make the demo's renderer without a trace of its own, and it records its
    // frames and bodies into the demo's trace.
    let frames = run.labels.filter {
      $0.hasPrefix("body ") || $0.wholeMatch(of: /frame \d+.*/) != nil
    }
    #expect(frames.isEmpty, "\(frames.prefix(5))")
  }
}
