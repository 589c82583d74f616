// Chapter 8, regions (beyond the talk, which shows only the error of 18:44): a value that is
// not Sendable may still go to another task when nothing else can reach it.
//
// The extractor is made here, and no one else holds it: it is in a disconnected region of its
// own. Handing it to one child task is safe, because this function never touches it again.
// Touch it after the async let and the compiler refuses
// (Workbook-08-DisconnectedExtractorUsedAfterSending.rejected.swift).

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
  async let colors = extractor.dominantColors(in: pixels)
  return await colors
}
