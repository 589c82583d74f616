// Chapter 8, regions: a parameter is task-isolated.
//
// The extractor comes from the caller, who may still hold it and use it after this call
// returns. So it belongs to the calling task (its region is task-isolated), and it may not be
// handed to a child task that could run beside the caller's uses. This is the error of
// Code-along 18:44, where the parameter is `self`, the processor that stores the extractor
// (CodeAlong-18_44-OneAsyncLetSendsSelf.rejected.swift).

/// Remembers the pixels it last looked at: one photo at a time, so not Sendable.
nonisolated final class ColorExtractor {
  private var lastPixels: [UInt8] = []

  func dominantColors(in pixels: [UInt8]) -> [UInt32] {
    lastPixels = pixels
    return lastPixels.prefix(2).map { UInt32($0) * 0x01_0101 }
  }
}

@concurrent
func palette(of pixels: [UInt8], using extractor: ColorExtractor) async -> [UInt32] {
  // expected-error@+2 {{sending 'extractor' risks causing data races}}
  // expected-note@+1 {{sending @concurrent task-isolated 'extractor' into async let risks causing data races between nonisolated and @concurrent task-isolated uses}}
  async let colors = extractor.dominantColors(in: pixels)
  return await colors
}
