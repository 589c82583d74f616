// Code-along: Elevate an app with Swift concurrency, 27:56, with one extractor for every child.
//
// `addTask` takes its closure as `sending`: the closure, and what it captures, go to the child
// task. The extractor, made before the group, is still reachable from the calling task after
// the closure is sent (the note says so), and that alone is refused: a child and the caller
// could use it at once. The refusal does not depend on the loop.
// CodeAlong-27_56-TaskGroupExtractorEach.accepted.swift gives each child its own.

/// Remembers the pixels it last looked at: one photo at a time, so not Sendable.
nonisolated final class ColorExtractor {
  private var lastPixels: [UInt8] = []

  func dominantColors(in pixels: [UInt8]) -> [UInt32] {
    lastPixels = pixels
    return lastPixels.prefix(2).map { UInt32($0) * 0x01_0101 }
  }
}

nonisolated func colorCounts(of photos: [[UInt8]]) async -> Int {
  let extractor = ColorExtractor()
  return await withTaskGroup { group in
    for pixels in photos {
      // expected-error@+2 {{passing closure as a 'sending' parameter risks causing data races between code in the current task and concurrent execution of the closure}}
      // expected-note@+1 {{closure captures 'extractor' which is accessible to code in the current task}}
      group.addTask { extractor.dominantColors(in: pixels).count }
    }
    var total = 0
    for await count in group { total += count }
    return total
  }
}
