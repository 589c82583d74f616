import Foundation
import Testing

@testable import Workbook

@Suite("Decoding a JPEG records a span into the trace")
struct JPEGDecodeTraceTests {
  @Test("Decoding records decode W×H, begin then end, into Trace.current")
  func recordsSpan() throws {
    let data = try JPEGFixtures.jpeg("baseline-444-q95")
    let trace = Trace()
    let image = try Trace.$current.withValue(trace) { try Image(decoding: data) }
    #expect(image.description == "67×45")
    #expect(trace.events.map(\.label) == ["decode 67×45", "decode 67×45"])
    #expect(trace.events.map(\.kind) == [.begin, .end])
  }

  @Test("The span is closed when the image data turns out to be bad")
  func closesSpanOnError() throws {
    let bytes = [UInt8](try JPEGFixtures.jpeg("progressive-420"))
    let trace = Trace()
    Trace.$current.withValue(trace) {
      #expect(jpegError(Data(bytes.dropLast(200))) != nil)
    }
    #expect(trace.events.map(\.label) == ["decode 97×64", "decode 97×64"])
    #expect(trace.events.map(\.kind) == [.begin, .end])
  }
}
