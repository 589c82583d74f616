// The data race of Code-along: Elevate an app with Swift concurrency, 18:44, with the compiler
// silenced on purpose.
//
// DiagnosticsTests compile this file with ThreadSanitizer (-sanitize=thread) and run it, to
// show at run time what CodeAlong-18_44-SharedColorExtractor.rejected.swift shows at compile
// time: one PhotoProcessor, holding one ColorExtractor, processes two photos at once, and the
// two colour extractions write the extractor's working buffers at the same time. It belongs
// to no chapter and no target; nothing else builds it.
//
// As in UnsafeScaleAndDisplay.swift, the race is made hot: each photo's extraction repeats
// until both have run many rounds, so that every round of one overlaps the other. The
// progress counters are relaxed atomics: they count without synchronizing, so they hide
// nothing from ThreadSanitizer. The buffers are written in place, never resized, so the race
// corrupts values, not memory, and the program ends.

import Synchronization

/// A colour extractor as a real one is written: working buffers kept between calls.
nonisolated final class ColorExtractor {
  private var samples = [Int](repeating: 0, count: 4_096)
  private var counts = [Int](repeating: 0, count: 5)

  /// Samples the photo into the buffer, then counts the samples into five bins.
  func extractColors(from photo: [UInt8]) -> Int {
    for index in samples.indices {
      samples[index] = Int(photo[index % photo.count])
    }
    for bin in counts.indices { counts[bin] = 0 }
    for sample in samples { counts[sample % 5] += 1 }
    return counts.max() ?? 0
  }
}

/// SAFETY: none. `@unchecked Sendable` is a lie told on purpose: it silences the compiler's
/// error ("sending 'self' risks causing data races") so that the race reaches run time, where
/// ThreadSanitizer reports it. The fix is a local extractor per call, as at 20:55.
@available(macOS 15.0, *)
nonisolated struct PhotoProcessor: @unchecked Sendable {
  let colorExtractor = ColorExtractor()

  @concurrent
  func process(photo: [UInt8], first: Bool, progress: Progress) async -> Int {
    var dominant = 0
    repeat {
      dominant = colorExtractor.extractColors(from: photo)
      if first {
        progress.first.add(1, ordering: .relaxed)
      } else {
        progress.second.add(1, ordering: .relaxed)
      }
    } while !progress.isDone
    return dominant
  }
}

/// How far each photo's extraction has got: counted, never synchronized (relaxed ordering).
@available(macOS 15.0, *)
nonisolated final class Progress: Sendable {
  /// Each side goes on until both sides have done at least this many rounds.
  static let rounds = 200

  let first = Atomic(0)
  let second = Atomic(0)
  /// A bound, so that a version in which the two never overlap still ends.
  let deadline = ContinuousClock.now + .seconds(10)

  var isDone: Bool {
    let bothDone =
      first.load(ordering: .relaxed) >= Self.rounds
      && second.load(ordering: .relaxed) >= Self.rounds
    return bothDone || ContinuousClock.now >= deadline
  }
}

guard #available(macOS 15.0, *) else { fatalError("Atomic needs macOS 15") }
let processor = PhotoProcessor()
let progress = Progress()
async let daisy = processor.process(
  photo: [200, 180, 40], first: true, progress: progress)
async let mug = processor.process(
  photo: [40, 80, 200], first: false, progress: progress)
let results = await (daisy, mug)
print("processed two photos with one shared extractor: \(results)")
