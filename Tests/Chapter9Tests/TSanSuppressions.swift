/// ThreadSanitizer's suppressions for the whole test binary: reports of races inside
/// `Sources/Chapter9/ColorSchemeCache.swift`, and nowhere else, are not shown.
///
/// Why: on Linux, ThreadSanitizer reports false races inside `Synchronization.Mutex` under
/// contention. The lock's slow path lives in `libswiftSynchronization.so`, which is not
/// instrumented, and hands the lock over through the kernel, so ThreadSanitizer never sees the
/// second thread acquire it. Why it is sound: the compiler has already proved that file free
/// of data races (a `Sendable` class whose only stored property is a `let` `Mutex`), and the
/// file holds nothing else. A race in any other file is still reported, as the lane's
/// deliberate race in `Tests/DiagnosticsTests/RaceDemo` shows.
///
/// ThreadSanitizer's runtime looks for this C function when it starts; without ThreadSanitizer
/// nothing calls it. SwiftPM links every test target into one test binary, so it is defined
/// here once, for all of them. (`@_cdecl` rather than Swift 6.3's `@c`, so that Swift 6.2
/// builds it too.)
@_cdecl("__tsan_default_suppressions")
func threadSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
  let suppressions: StaticString = "race:ColorSchemeCache.swift\n"
  return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
