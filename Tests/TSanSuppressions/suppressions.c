// ThreadSanitizer's suppressions for the whole test binary: reports of races inside
// Sources/Chapter9/ColorSchemeCache.swift, and nowhere else, are not shown.
//
// Why: on Linux, ThreadSanitizer reports false races inside Synchronization.Mutex under
// contention. The lock's slow path lives in libswiftSynchronization.so, which is not
// instrumented, and hands the lock over through the kernel, so ThreadSanitizer never sees the
// second thread acquire it. Why it is sound: the compiler has already proved that file free of
// data races (a Sendable class whose only stored property is a `let` Mutex), and the file holds
// nothing else. A race in any other file is still reported: DiagnosticsSuppressionTests links
// this file into a race demo put under three paths and sees which runs ThreadSanitizer stops.
//
// ThreadSanitizer's runtime calls this function while it starts, before it can run
// instrumented code; without ThreadSanitizer nothing calls it. That is why it is C, marked not
// to be instrumented: a Swift function built for debugging gets ThreadSanitizer's entry hook,
// and crashes the test binary at launch. SwiftPM links every test target into one test binary,
// so it is defined here once, for all of them (Chapter9Tests depends on this target).
//
// ThreadSanitizer matches a pattern against the file paths of a report's frames, anywhere in
// the path: `race:ColorSchemeCache.swift` would also hide races in exercise 9.3's starter and
// solution, files of the same name whose races the lane must report. The pattern holds the
// chapter's folder, and so matches chapter 9's file alone.

#include "TSanSuppressions.h"

__attribute__((no_sanitize("thread")))
const char *__tsan_default_suppressions(void) {
  return "race:Sources/Chapter9/ColorSchemeCache.swift\n";
}
