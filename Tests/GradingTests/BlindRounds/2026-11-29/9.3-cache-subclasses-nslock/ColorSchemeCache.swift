// Exercise 9.3: A cache every thread may use (Explore concurrency in SwiftUI, 23:47)
//
// Every model shares one cache of extracted colours, and the colours are counted on the
// concurrent pool, so the cache is used from many threads at once. It says it is Sendable,
// but its dictionary is a plain `var`: two threads could change it at the same time. The
// Swift 6 language mode rejects it:
//
//   error: stored property 'schemes' of 'Sendable'-conforming class 'ColorSchemeCache' is
//   mutable
//
// This module is built in Swift 5 mode so that it builds at all, its warnings silenced; the
// grader compiles this file in Swift 6 mode, and shows you the error until it is gone.
//
// Make the class really Sendable, so that this file compiles cleanly in Swift 6 mode, and
// keep what it promises: `insert` keeps the first colours stored for a key and returns them
// to every caller, even when many tasks insert at once. No escape hatch (nonisolated(unsafe),
// @unchecked Sendable, @preconcurrency, assumeIsolated): they are rejected. Keep the class a
// class, with the same methods, callable without `await`.
//
// Check:  swift run workbook watch 9.3      Stuck?  swift run workbook hint 9.3

import Foundation

/// The cache is its own lock: every read and write of the dictionary holds it.
nonisolated final class ColorSchemeCache: NSLock {
  private var schemes: [String: [UInt32]] = [:]

  /// The colours stored for `key`, if any.
  func colors(for key: String) -> [UInt32]? {
    lock()
    defer { unlock() }
    return schemes[key]
  }

  /// Stores `colors` for `key` unless colours are already there, and returns what the cache
  /// holds for it: the first colours stored win.
  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    lock()
    defer { unlock() }
    if let stored = schemes[key] { return stored }
    schemes[key] = colors
    return colors
  }

  /// How many keys it holds.
  var count: Int {
    lock()
    defer { unlock() }
    return schemes.count
  }
}
