// Exercise 9.1: The effect copies what it needs (Explore concurrency in SwiftUI, 7:17)
//
// The caption pulses while colours are extracted: its visual effect blurs it while `pulse`
// is true. The renderer calls that closure on its own queue, off the main actor, so the
// closure is @Sendable, and may not read `pulse`, a main-actor property of this main-actor
// view. The compiler said so:
//
//   error: main actor-isolated property 'pulse' can not be referenced from a Sendable closure
//
// Someone silenced it: the closure now reads a static copy marked nonisolated(unsafe), which
// the main actor writes while the renderer's queue reads it, a data race the compiler no
// longer sees.
//
// Remove `lastPulse` and its escape hatch, and give the closure what it needs safely, with
// the caption still blurred (radius 2) exactly in the frames where `pulse` is true, and not
// otherwise. Keep `.onChange` as it is.
//
// Check:  swift run workbook watch 9.1      Stuck?  swift run workbook hint 9.1

import Synchronization
import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { content, _ in
      content.blur(radius: (PulseSignal.isOn.withLock { $0 }) ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
      PulseSignal.isOn.withLock { $0 = newValue }
    }
  }
}

/// The pulse, where the renderer's queue can read it: behind a lock, so the main actor's
/// writes and the queue's reads never overlap.
nonisolated enum PulseSignal {
  static let isOn = Mutex(false)
}
