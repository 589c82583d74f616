import Foundation
import Workbook

/// The schemes the user has scrolled past, kept by an actor of their own.
///
/// Its answer is always ready: `markSeen` only inserts into a set. Yet a call from the main
/// actor is an `await`, a hop to this actor and back, and that is all the history row needs to
/// show what one short suspension does to a frame (Explore concurrency in SwiftUI, 18:55).
/// A test may hold the call at a gate, to choose how many frames go by before it returns.
actor SeenSchemes {
  private var seen: Set<ColorScheme.ID> = []
  private let gate: WorkGate?

  init(gate: WorkGate? = nil) {
    self.gate = gate
  }

  /// Notes that the scheme `id` has been on screen; true the first time.
  ///
  /// The call waits at the gate under the scheme's own name, `seen <id>`, so that a test can
  /// let the cards' awaits return one card at a time, in any order it chooses.
  func markSeen(_ id: ColorScheme.ID) async -> Bool {
    await gate?.pass("seen \(id)")
    return seen.insert(id).inserted
  }
}
