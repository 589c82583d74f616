// Embrace Swift concurrency, 18:30 section, after the listing at 21:20: a cache class declared
// Sendable, with its dictionary in a plain `var` and no lock.
//
// The claim checked: a class declared Sendable whose state is a plain var, guarded by nothing,
// is refused.
// Swift 6.3.1 agrees: the Sendable conformance is rejected at the mutable property.
// (A class without `nonisolated` would be main-actor isolated in the chapters' settings, and
// Sendable because of that isolation: the error appears for a class meant to be used from any
// thread, which is what the cache is.)
// With a Mutex (named by Explore concurrency in SwiftUI, 23:47):
// SwiftUI-23_47-MutexMakesClassSendable.accepted.swift.

nonisolated final class ColorSchemeCache: Sendable {
  // expected-error@+1 {{stored property 'schemes' of 'Sendable'-conforming class 'ColorSchemeCache' is mutable}}
  private var schemes: [String: [UInt32]] = [:]

  func scheme(named imageName: String) -> [UInt32]? {
    schemes[imageName]
  }

  func store(_ colors: [UInt32], named imageName: String) {
    schemes[imageName] = colors
  }
}
