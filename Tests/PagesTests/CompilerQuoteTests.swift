import Foundation
import Testing
import WorkbookTesting

/// A compiler message quoted on a page is the compiler's, word for word: each one is expected
/// by a DiagnosticsTests case, whose verdict `-verify` checks, and each case's expectation is
/// the whole of a message the compiler gives, which `-verify` does not check: it accepts any
/// part of one.
@Suite("Pages: quoted compiler messages")
struct CompilerQuoteTests {
  /// The diagnostics a case's comments expect, as `error: message`, `warning: message` or
  /// `note: message`.
  static func expectedMessages(in source: String) -> [String] {
    source.matches(of: /expected-(error|note|warning)[^{\n]*\{\{(.*?)\}\}/).map {
      "\($0.output.1): \($0.output.2)"
    }
  }

  /// Every diagnostic the cases expect.
  static func expectedMessages() throws -> Set<String> {
    try Set(
      Repository.diagnosticCases.flatMap { expectedMessages(in: try Repository.text(of: $0)) })
  }

  @Test(
    "Every message a compiler case expects is the whole of one the compiler gives",
    arguments: Repository.diagnosticCases.sorted { $0.lastPathComponent < $1.lastPathComponent })
  func casesExpectWholeMessages(file: URL) async throws {
    let expected = Self.expectedMessages(in: try Repository.text(of: file))
    guard !expected.isEmpty else { return }  // an accepted case expects nothing
    // Break it: cut the end off an expected-note in a case, and -verify still passes; this fails.
    let compiler = try SwiftCompiler.located()
    let plain = try await compiler.checkSIL(of: [file], verifying: false)
    let said = Set(CompilerDiagnostic.messages(in: plain.output))
    for message in expected where !said.contains(message) {
      Issue.record(
        """
        \(file.lastPathComponent) expects "\(message)", which is not a whole message of the \
        compiler's: quote it whole.
        What the compiler says:
        \(plain.output)
        """)
    }
  }

  @Test(
    "Every compiler message a page quotes is expected by a DiagnosticsTests case",
    arguments: Repository.pages)
  func quotesAreProved(page: URL) throws {
    let expected = try Self.expectedMessages()
    // Break it: change one word of the error quoted in chapter 2's "Try it", and this fails.
    for quote in try MarkdownPage(page).quotedCompilerMessages {
      #expect(
        expected.contains(quote),
        """
        \(Repository.relativePath(page)) quotes "\(quote)", which no case in \
        Tests/DiagnosticsTests/Cases expects: add a case that proves it, or quote what the \
        compiler really says
        """)
    }
  }

  @Test("The check finds the quotes: inline, wrapped over two lines, and in a code block")
  func quotesAreFound() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("PagesTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("page.md")
    let text = """
      The compiler says `error: one two` and then (`note: three
         four`).

      ```text
      error: five six
      ```

      ```swift
      let x = 1  // Swift 6 error: seven
      ```
      """
    try Data(text.utf8).write(to: file)
    let quotes = try MarkdownPage(file).quotedCompilerMessages
    #expect(
      Set(quotes) == ["error: one two", "note: three four", "error: five six", "error: seven"])
  }

  @Test("The chapters' quotes are all found")
  func chapterQuotesAreFound() throws {
    // The pages quote at least the three messages chapter 1, 2 and 4 explain; a parser that
    // found none would make the check above pass for nothing.
    let quotes = try Repository.chapterPages.flatMap { try MarkdownPage($0).quotedCompilerMessages }
    #expect(
      quotes.contains("error: cannot use @concurrent on non-async instance method 'decodeImage'"))
    #expect(quotes.contains("error: expression is 'async' but is not marked with 'await'"))
    #expect(
      quotes.contains(
        "error: main actor-isolated property 'imageCache' cannot be accessed from outside of the actor"
      ))
  }
}
