import Foundation
import Testing
import WorkbookTesting

/// Data-race freedom at compile time: each talk's racy code is rejected with the error the
/// talk shows, and its fix is accepted, by the real compiler with the chapters' settings.
///
/// Each file of `Cases/` is one test case; the cases compile in parallel, one per core. The
/// compiler checks each file against its own `expected-error`/`-warning`/`-note` comments
/// (`-verify`), so the quotes in the files, and in the chapters that copy them, are what
/// the compiler says. On a failure the test shows the compiler's own output. `-verify` accepts
/// a quote that is only part of a message; that each is the whole message is the pages' check
/// (`PagesTests.CompilerQuoteTests`), with the quotes on the pages.
@Suite("Diagnostics: the compiler's verdict on each talk's code", .tags(.dataRaces))
struct DiagnosticsTests {
  @Test(
    "The compiler gives the case's verdict, with the diagnostics its comments expect",
    arguments: DiagnosticCase.all)
  func compilerVerdict(_ diagnosticCase: DiagnosticCase) async throws {
    let name = diagnosticCase.fileName
    let source = try #require(
      try? String(contentsOf: diagnosticCase.url, encoding: .utf8),
      "\(name) is missing from Cases/: every case in DiagnosticCase.required must be there")
    let verdict = try #require(
      diagnosticCase.verdict,
      "\(name) must end in .accepted.swift, .rejected.swift or .warned.swift")
    switch verdict {
    case .rejected:
      try #require(
        source.contains("expected-error"),
        "\(name) is a rejected case, so it must mark the errors it expects (expected-error)")
    case .accepted:
      try #require(
        !source.contains("expected-"),
        "\(name) is an accepted case, so it must expect no diagnostic at all")
    case .warned:
      try #require(
        source.contains("expected-warning") && !source.contains("expected-error"),
        "\(name) is a warned case, so it must mark the warnings it expects and no error")
    }

    let compiler = try SwiftCompiler.located()
    let verified = try await compiler.checkSIL(of: [diagnosticCase.url], verifying: true)
    // Break it: delete the capture list in CodeAlong-24_20-VisualEffectCaptureList.accepted.swift
    // (read viewModel.selection in the closure) and this fails, showing the compiler's error.
    if !verified.succeeded {
      let plain = try await compiler.checkSIL(of: [diagnosticCase.url], verifying: false)
      let expectation =
        switch verdict {
        case .accepted: "should compile without a diagnostic"
        case .rejected: "should be rejected with exactly the diagnostics its comments expect"
        case .warned: "should compile with exactly the warnings and notes its comments expect"
        }
      Issue.record(
        """
        \(name) \(expectation), but the compiler disagrees (\(verified.ending)).
        What -verify found:
        \(verified.output)
        What the compiler says (without -verify):
        \(plain.output)
        Compiler: \(await compiler.version())
        """)
    }
  }

  @Test("A fixed case broken again fails, and the failure shows the compiler's message")
  func brokenFixFails() async throws {
    // The harness itself must be able to fail: undo the fix at 24:20 (the capture list) in a
    // copy of the accepted case, and the compiler's verdict must change.
    let fixed = DiagnosticCase(fileName: "CodeAlong-24_20-VisualEffectCaptureList.accepted.swift")
    let source = try String(contentsOf: fixed.url, encoding: .utf8)
    let broken =
      source
      .replacingOccurrences(of: "[selection = viewModel.selection] ", with: "")
      .replacingOccurrences(of: "== selection.last", with: "== viewModel.selection.last")
    let undone = broken != source
    try #require(undone, "the capture list is no longer where this test expects it")
    let folder = try TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }  // the copy must outlive the compile
    let copy = try folder.write(Data(broken.utf8), named: "Broken.swift")

    let compiler = try SwiftCompiler.located()
    let verified = try await compiler.checkSIL(of: [copy], verifying: true)
    #expect(!verified.succeeded)
    #expect(
      verified.output.contains(
        "main actor-isolated property 'selection' can not be referenced from a Sendable closure"),
      "\(verified.output)")
  }
}
