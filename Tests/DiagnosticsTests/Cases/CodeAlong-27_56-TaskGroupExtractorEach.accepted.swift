// Code-along: Elevate an app with Swift concurrency, 27:56: each child makes its own extractor.
//
// The closure captures only the pixels, a Sendable value, and the extractor is made inside
// the child: no two children can reach the same one, so the `sending` closure is accepted.
// CodeAlong-27_56-TaskGroupSharesOneExtractor.rejected.swift shares one and is refused.

/// Remembers the pixels it last looked at: one photo at a time, so not Sendable.
nonisolated final class ColorExtractor {
  private var lastPixels: [UInt8] = []

  func dominantColors(in pixels: [UInt8]) -> [UInt32] {
    lastPixels = pixels
    return lastPixels.prefix(2).map { UInt32($0) * 0x01_0101 }
  }
}

nonisolated func colorCounts(of photos: [[UInt8]]) async -> Int {
  await withTaskGroup { group in
    for pixels in photos {
      group.addTask { ColorExtractor().dominantColors(in: pixels).count }
    }
    var total = 0
    for await count in group { total += count }
    return total
  }
}
