// Explore concurrency in SwiftUI, 23:47 (its closing section, the one place the talk names
// Mutex): a class shared by concurrent code is made Sendable by keeping its mutable state
// inside a Mutex.
//
// The talks: Embrace Swift concurrency, in its 18:30 section just after the listing at 21:20,
// says that a Sendable class usually needs a low-level lock around its state; the SwiftUI
// talk's next steps (23:47) point to Mutex for that.
// Swift 6.3.1 agrees: accepted. The class stores only a `let` Mutex, which is Sendable; every
// read and write of the dictionary goes through withLock. The main actor and @concurrent code
// use the same cache.
// This case only compiles the pattern; chapter 9's ColorSchemeCache.swift runs it, under
// ThreadSanitizer too (Tests/TSanSuppressions/suppressions.c says why that one file carries a
// suppression).
// Without the Mutex: Embrace-21_20-UnprotectedClassSendable.rejected.swift.

import Synchronization

@available(macOS 15.0, iOS 18.0, *)
nonisolated final class ColorSchemeCache: Sendable {
  private let schemes = Mutex<[String: [UInt32]]>([:])

  func scheme(named imageName: String) -> [UInt32]? {
    schemes.withLock { $0[imageName] }
  }

  func store(_ colors: [UInt32], named imageName: String) {
    schemes.withLock { $0[imageName] = colors }
  }
}

@available(macOS 15.0, iOS 18.0, *)
@concurrent
func extractColorScheme(imageName: String, cache: ColorSchemeCache) async -> [UInt32] {
  if let colors = cache.scheme(named: imageName) {
    return colors
  }
  let colors: [UInt32] = [0xFF80_4020, 0xFF20_4080]
  cache.store(colors, named: imageName)
  return colors
}

@available(macOS 15.0, iOS 18.0, *)
func showScheme(imageName: String, cache: ColorSchemeCache) async -> Int {
  let colors = await extractColorScheme(imageName: imageName, cache: cache)
  return colors.count + (cache.scheme(named: imageName)?.count ?? 0)
}
