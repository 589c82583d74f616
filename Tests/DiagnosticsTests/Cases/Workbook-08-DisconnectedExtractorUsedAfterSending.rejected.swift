// Chapter 8, regions: a disconnected value goes to one task, once.
//
// Sending the fresh extractor into the async let gives it to the child task. Using it again
// here, while the child may be running, would be two tasks on one extractor: the compiler
// points at both places. Workbook-08-DisconnectedExtractorSent.accepted.swift is the same
// function without the second use.

/// Remembers the pixels it last looked at: one photo at a time, so not Sendable.
nonisolated final class ColorExtractor {
  private var lastPixels: [UInt8] = []

  func dominantColors(in pixels: [UInt8]) -> [UInt32] {
    lastPixels = pixels
    return lastPixels.prefix(2).map { UInt32($0) * 0x01_0101 }
  }
}

nonisolated func palette(of pixels: [UInt8]) async -> [UInt32] {
  let extractor = ColorExtractor()
  // expected-error@+2 {{sending 'extractor' risks causing data races}}
  // expected-note@+1 {{sending 'extractor' into async let risks causing data races between async let uses and local uses}}
  async let colors = extractor.dominantColors(in: pixels)
  // expected-note@+1 {{access can happen concurrently}}
  let check = extractor.dominantColors(in: pixels)
  return await colors + check
}
