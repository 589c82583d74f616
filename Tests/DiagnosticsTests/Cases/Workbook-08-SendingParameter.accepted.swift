// Chapter 8, `sending`: a parameter the caller gives up.
//
// Marked `sending`, the parameter is disconnected inside the function: the caller has
// promised not to use it again, so the function may hand it to a child task. The caller keeps
// the promise by passing a fresh extractor it never touches afterwards. Use it after the call
// and the compiler refuses (Workbook-08-SendingParameterUsedByCaller.rejected.swift).

/// Remembers the pixels it last looked at: one photo at a time, so not Sendable.
nonisolated final class ColorExtractor {
  private var lastPixels: [UInt8] = []

  func dominantColors(in pixels: [UInt8]) -> [UInt32] {
    lastPixels = pixels
    return lastPixels.prefix(2).map { UInt32($0) * 0x01_0101 }
  }
}

@concurrent
func palette(of pixels: [UInt8], using extractor: sending ColorExtractor) async -> [UInt32] {
  async let colors = extractor.dominantColors(in: pixels)
  return await colors
}

@MainActor
func showPalette(of pixels: [UInt8]) async {
  let extractor = ColorExtractor()
  let colors = await palette(of: pixels, using: extractor)
  print(colors)
}
