import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

/// Chapter 9 says a view's isolation comes from its conformance alone (Explore concurrency in
/// SwiftUI, 2:13): `View` is a `@MainActor` protocol. Every case is compiled with the
/// chapters' settings, whose default isolation MainActor would isolate the view even without
/// the protocol, so `DiagnosticsTests` cannot tell the two apart. This suite compiles the 2:13
/// case with the kit's settings, nonisolated by default, where only the conformance is left.
@Suite("Diagnostics: the conformance alone puts a view on the main actor", .tags(.dataRaces))
struct DiagnosticsConformanceTests {
  @Test("Without default isolation, the view's nonisolated function may not read its state")
  func conformanceAloneIsolatesTheView() async throws {
    let file = DiagnosticCase(fileName: "SwiftUI-2_13-ViewMembersOnMainActor.rejected.swift")
    let compiler = try SwiftCompiler.located()
    let output = try await compiler.checkSIL(
      of: [file.url], settings: .library, moduleName: "WithoutDefaultIsolation")
    // Break it: take `@MainActor` off the case's `View` protocol. The chapters' setting still
    // rejects the case; without it the view belongs to no actor, and this compiles.
    #expect(!output.succeeded, "compiled without default isolation:\n\(output.output)")
    // The model's class belongs to no actor here: only the view's property is refused.
    let errors = CompilerDiagnostic.messages(in: output.output).filter { $0.hasPrefix("error:") }
    #expect(
      Set(errors) == [
        "error: main actor-isolated property 'model' can not be referenced from a nonisolated "
          + "context"
      ], "\(output.output)")
  }
}
