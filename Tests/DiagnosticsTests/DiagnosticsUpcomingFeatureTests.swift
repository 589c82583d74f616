import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

/// The verdicts that depend on an upcoming feature: a nonisolated async function called from
/// the main actor (Embrace Swift concurrency, 13:10; Explore concurrency in SwiftUI, 2:13).
///
/// Every case is compiled with the chapters' settings, so the runner sees only one side of
/// it: `Embrace-13_10-NonisolatedAsyncStaysOnCaller.accepted.swift` and
/// `SwiftUI-2_13-TaskInBodyCallsNonisolatedModel.accepted.swift` are accepted with
/// `NonisolatedNonsendingByDefault`. This suite compiles the same files without that feature
/// and checks the other side: the function would run on the pool, and the call is rejected.
/// It also compiles the 22:06 closure without the feature, which chapter 6 says does not need
/// it: there the nonisolated async function's caller is already on the pool.
@Suite("Diagnostics: NonisolatedNonsendingByDefault decides the 13:10 verdict", .tags(.dataRaces))
struct DiagnosticsUpcomingFeatureTests {
  static let feature = "NonisolatedNonsendingByDefault"

  /// The chapters' flags with the feature left out.
  static var flagsWithoutTheFeature: [String] {
    var flags: [String] = []
    var rest = CompilerSettings.chapters.flags[...]
    while let flag = rest.popFirst() {
      if flag == "-enable-upcoming-feature", rest.first == feature {
        rest.removeFirst()
        continue
      }
      flags.append(flag)
    }
    return flags
  }

  @Test("Without the feature, the main actor may not pass its image to the nonisolated async call")
  func rejectedWithoutTheFeature() async throws {
    let chapters = CompilerSettings.chapters.flags
    try #require(chapters.contains(Self.feature), "the chapters no longer enable \(Self.feature)")
    try #require(Self.flagsWithoutTheFeature.count == chapters.count - 2)

    let file = DiagnosticCase(
      fileName: "Embrace-13_10-NonisolatedAsyncStaysOnCaller.accepted.swift")
    let compiler = try SwiftCompiler.located()
    let output = try await compiler.run(
      ["-swift-version", "6"] + Self.flagsWithoutTheFeature + [
        "-emit-sil", "-o", "/dev/null", "-module-name", "WithoutTheFeature", file.url.path,
      ])
    // Break it: mark `pixelCount(of:)` in the case `nonisolated(nonsending)`, which keeps it on
    // the caller's actor whatever the feature says. It compiles, and this fails.
    #expect(!output.succeeded, "compiled without \(Self.feature), yet accepted:\n\(output.output)")
    let messages = CompilerDiagnostic.messages(in: output.output)
    #expect(
      messages.contains("error: sending 'self.current' risks causing data races"), "\(messages)")
    #expect(
      messages.contains(
        """
        note: sending main actor-isolated 'self.current' to nonisolated instance method \
        'pixelCount(of:)' risks causing data races between nonisolated and main actor-isolated \
        uses
        """), "\(messages)")
  }

  @Test("Without the feature, the 2:13 Task in body may not pass its model to the async method")
  func taskInBodyRejectedWithoutTheFeature() async throws {
    let file = DiagnosticCase(
      fileName: "SwiftUI-2_13-TaskInBodyCallsNonisolatedModel.accepted.swift")
    let compiler = try SwiftCompiler.located()
    let output = try await compiler.run(
      ["-swift-version", "6"] + Self.flagsWithoutTheFeature + [
        "-emit-sil", "-o", "/dev/null", "-module-name", "WithoutTheFeature", file.url.path,
      ])
    // Break it: mark the case's `extractColorScheme()` `nonisolated(nonsending)`, which keeps
    // it on the main actor whatever the feature says. It compiles, and this fails.
    #expect(!output.succeeded, "compiled without \(Self.feature), yet accepted:\n\(output.output)")
    let messages = CompilerDiagnostic.messages(in: output.output)
    #expect(
      messages.contains("error: sending 'self.model' risks causing data races"), "\(messages)")
  }

  @Test("Without the feature, the 22:06 closure is still accepted: its caller is on the pool")
  func closureAcceptedWithoutTheFeature() async throws {
    let file = DiagnosticCase(fileName: "Embrace-22_06-ClosureRunsAfterDelay.accepted.swift")
    let compiler = try SwiftCompiler.located()
    let output = try await compiler.run(
      ["-swift-version", "6"] + Self.flagsWithoutTheFeature + [
        "-emit-sil", "-o", "/dev/null", "-module-name", "WithoutTheFeature", file.url.path,
      ])
    // Break it: remove `@concurrent` from the case's `scaleAndDisplay`. It is then main-actor
    // code, and without the feature `perform(afterDelay:)` would take the main actor's closure
    // to the pool: rejected.
    #expect(output.succeeded, "rejected without \(Self.feature):\n\(output.output)")
  }
}
