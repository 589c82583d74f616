import Foundation
import Testing

@testable import Workbook

@Suite("Decoding records a span into the trace")
struct DecodeTraceTests {
  @Test("Decoding records decode W×H, begin then end, into Trace.current")
  func recordsSpan() throws {
    let trace = Trace()
    let image = try Trace.$current.withValue(trace) {
      try Image(ppm: ppm("P6 3 2 255\n", [UInt8](repeating: 9, count: 18)))
    }
    #expect(image.description == "3×2")
    #expect(trace.events.map(\.label) == ["decode 3×2", "decode 3×2"])
    #expect(trace.events.map(\.kind) == [.begin, .end])
  }

  @Test("The span is closed even when the pixel data turns out to be bad")
  func closesSpanOnError() {
    let trace = Trace()
    Trace.$current.withValue(trace) {
      #expect(decodingError(ppm("P3 1 1 7\n1 2 8\n")) == .sampleOutOfRange(8, max: 7))
    }
    #expect(trace.events.map(\.kind) == [.begin, .end])
  }

  @Test("A bad header is rejected before any pixel work, so nothing is recorded")
  func badHeaderRecordsNothing() {
    let trace = Trace()
    Trace.$current.withValue(trace) {
      #expect(decodingError(ppm("P6 0 0 255\n")) == .invalidDimensions(width: 0, height: 0))
    }
    #expect(trace.events.isEmpty)
  }

  @Test("Without a trace, decoding records nothing anywhere and still works")
  func decodesWithoutTrace() throws {
    #expect(Trace.current == nil)
    let image = try Image(ppm: ppm("P6 1 1 255\n", [1, 2, 3]))
    #expect(image[0, 0] == RGBA(1, 2, 3))
  }
}
