// The data race of Embrace Swift concurrency, 19:19, with the compiler silenced on purpose.
//
// DiagnosticsTests compile this file with ThreadSanitizer (-sanitize=thread) and run it, to
// show at run time what Embrace-19_19-ScaleWhileDisplaying.rejected.swift shows at compile
// time: a @concurrent task scales the image while the main actor displays it. It belongs to no
// chapter and no target; nothing else builds it.
//
// ThreadSanitizer reports only accesses that are not ordered by any synchronization and that
// happen close enough together to still be in its memory. So the race is made hot: each side
// keeps touching the image until both sides have touched it many times, so every round of the
// later side runs while the other side is still busy. The two progress counters are atomics
// with relaxed ordering: they count without synchronizing, so they order none of the image's
// accesses and hide nothing from ThreadSanitizer.

import Synchronization

/// The talk's image class: a reference type with mutable state, not Sendable.
///
/// SAFETY: none. `@unchecked Sendable` is a lie told on purpose: it silences the compiler's
/// error so that the race reaches run time, where ThreadSanitizer reports it. Never write this
/// to make an error go away; this file exists to show what happens when someone does.
nonisolated final class MyImage: @unchecked Sendable {
  var width = 2_048
  var height = 1_536
  var pixels = [UInt8](repeating: 200, count: 256)

  /// Halves the size and darkens every pixel: writes all of the image's state.
  func scaleImage(by factor: Double) {
    width = max(1, Int(Double(width) * factor))
    height = max(1, Int(Double(height) * factor))
    for index in pixels.indices {
      pixels[index] = pixels[index] / 2 + 100
    }
  }
}

/// Stands for the screen: reads all of the image's state, as drawing it would.
final class AppView {
  private(set) var checksum = 0

  func displayImage(_ image: MyImage) {
    checksum &+= image.width &* image.height
    for pixel in image.pixels {
      checksum &+= Int(pixel)
    }
  }
}

/// How far each side has got: counted, never synchronized (relaxed ordering).
@available(macOS 15.0, *)
nonisolated final class Progress: Sendable {
  /// Each side goes on until both sides have done at least this many rounds.
  static let rounds = 1_000

  let scaled = Atomic(0)
  let displayed = Atomic(0)
  /// A bound, so that a version in which the two sides never overlap still ends.
  let deadline = ContinuousClock.now + .seconds(10)

  /// Whether both sides have done their rounds, or time is up.
  var isDone: Bool {
    let bothDone =
      scaled.load(ordering: .relaxed) >= Self.rounds
      && displayed.load(ordering: .relaxed) >= Self.rounds
    return bothDone || ContinuousClock.now >= deadline
  }
}

/// The talk's scaleAndDisplay: the scaling task and the display run at the same time.
@available(macOS 15.0, *)
func scaleAndDisplay() async -> Int {
  let view = AppView()
  let image = MyImage()
  let progress = Progress()
  let scaling = Task { @concurrent in
    repeat {
      image.scaleImage(by: 0.5)
      progress.scaled.add(1, ordering: .relaxed)
    } while !progress.isDone
  }
  repeat {
    view.displayImage(image)
    progress.displayed.add(1, ordering: .relaxed)
  } while !progress.isDone
  await scaling.value
  return view.checksum
}

guard #available(macOS 15.0, *) else { fatalError("Atomic needs macOS 15") }
let checksum = await scaleAndDisplay()
print("displayed the image while it was being scaled; checksum \(checksum)")
