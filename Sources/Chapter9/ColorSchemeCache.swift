import Synchronization
import struct Workbook.RGBA

/// The colours already extracted, by photo and count, shared by every model and by the
/// concurrent code that extracts: a class made `Sendable` with a `Mutex` (Explore concurrency
/// in SwiftUI, 23:47).
///
/// Its only stored property is a `let` holding a `Mutex`, which is `Sendable`, so the compiler
/// accepts the class as `Sendable` and checks that every read and write of the dictionary goes
/// through `withLock`. It is `nonisolated`: it belongs to no actor, so any thread may use it,
/// one at a time. (Without the lock: DiagnosticsTests' `Embrace-21_20-UnprotectedClassSendable`.)
///
/// This file holds nothing else: the ThreadSanitizer lane suppresses reports inside it by its
/// path (Tests/TSanSuppressions/suppressions.c says why).
nonisolated final class ColorSchemeCache: Sendable {
  private let schemes = Mutex<[String: [RGBA]]>([:])

  /// The colours stored for `key`, if any.
  func colors(for key: String) -> [RGBA]? {
    schemes.withLock { $0[key] }
  }

  /// Stores `colors` for `key` unless colours are already there, and returns what the cache
  /// holds for it: the first colours stored win, so every caller gets the same scheme.
  func insert(_ colors: [RGBA], for key: String) -> [RGBA] {
    schemes.withLock { schemes in
      if let stored = schemes[key] { return stored }
      schemes[key] = colors
      return colors
    }
  }

  /// How many schemes it holds.
  var count: Int {
    schemes.withLock { $0.count }
  }
}
