// Chapter 8, `sending`: the caller's side of the promise.
//
// The caller passes its extractor to a `sending` parameter, then uses it again. The function
// may have handed the extractor to a task that is still running, so the compiler refuses the
// call and points at the later use. Workbook-08-SendingParameter.accepted.swift is the caller
// that lets go.

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
  // expected-error@+2 {{sending 'extractor' risks causing data races}}
  // expected-note@+1 {{'extractor' used after being passed as a 'sending' parameter; Later uses could race}}
  let colors = await palette(of: pixels, using: extractor)
  // expected-note@+1 {{access can happen concurrently}}
  print(colors, extractor.dominantColors(in: pixels))
}
