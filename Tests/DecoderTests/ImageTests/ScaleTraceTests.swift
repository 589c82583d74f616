import Testing

@testable import Workbook

/// Scaling costs time like decoding, so it records where it ran: a test or grader reads from
/// a kit event, which app code cannot forge, whether the scaling left the main actor.
@Suite("Scaling records a span into the trace")
struct ScaleTraceTests {
  @Test("scaledToFit records one kit span, scale W×H → w×h, begin then end")
  func scaledToFitRecordsOneSpan() throws {
    let trace = Trace()
    let image = try Image(width: 40, height: 20, filling: RGBA(1, 2, 3))
    let fitted = Trace.$current.withValue(trace) { image.scaledToFit(width: 10, height: 10) }
    #expect(fitted.description == "10×5")
    #expect(trace.events.map(\.label) == ["scale 40×20 → 10×5", "scale 40×20 → 10×5"])
    #expect(trace.events.map(\.kind) == [.begin, .end])
    #expect(trace.events.allSatisfy { $0.source == .kit })
  }

  @Test("scaled(width:height:) records one kit span, in the domain where it ran")
  @MainActor func scaledRecordsWhereItRan() async throws {
    let trace = Trace()
    let image = try Image(width: 8, height: 6, filling: RGBA(1, 2, 3))
    _ = await Self.scaleOnThePool(image, into: trace)
    _ = Trace.$current.withValue(trace) { image.scaled(width: 2, height: 3) }
    let begins = trace.kitEvents.filter { $0.kind == .begin }
    #expect(begins.map(\.label) == ["scale 8×6 → 4×4", "scale 8×6 → 2×3"])
    #expect(begins.map(\.domain) == [.pool, .mainActor])
  }

  @Test("scaled(by:) records one span, not one for itself and one for the resize inside")
  func scaledByRecordsOneSpan() throws {
    let trace = Trace()
    let image = try Image(width: 8, height: 6, filling: RGBA(1, 2, 3))
    _ = Trace.$current.withValue(trace) { image.scaled(by: 0.5) }
    #expect(trace.events.map(\.label) == ["scale 8×6 → 4×3", "scale 8×6 → 4×3"])
  }

  @concurrent
  static func scaleOnThePool(_ image: Image, into trace: Trace) async -> Image {
    Trace.$current.withValue(trace) { image.scaled(width: 4, height: 4) }
  }
}
