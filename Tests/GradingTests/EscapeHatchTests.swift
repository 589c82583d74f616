import Testing
import WorkbookTesting

/// The anti-cheat scan finds escape hatches in code, and only in code.
@Suite("Grading: the escape-hatch scan")
struct EscapeHatchTests {
  @Test("Comments and string contents are blanked; code, interpolations and lines stay")
  func strippingKeepsCode() {
    let source = """
      let a = 1 // nonisolated(unsafe)
      /* block /* nested */ still comment */ let b = "text \\(call()) more"
      let c = #"raw "quoted" \\#(value)"#
      let d = \"\"\"
        multi
        \"\"\"
      """
    let code = SwiftCode.stripping(source)
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(lines.count == 6)
    #expect(lines[0] == "let a = 1")
    #expect(lines[1].hasPrefix("let b = \"") && lines[1].contains("call()"))
    #expect(!lines[1].contains("nested") && !lines[1].contains("text"))
    #expect(lines[2].contains("value") && !lines[2].contains("quoted"))
    #expect(lines[4].isEmpty)
  }

  @Test("Each escape hatch in code is found, on its line")
  func findsEscapeHatches() {
    let source = """
      import Foundation
      nonisolated(unsafe) var cache: [Int] = []
      final class Box: @unchecked Sendable {}
      @preconcurrency import Workbook
      func f() { MainActor.assumeIsolated { } }
      func g() async throws { try await Task.sleep(for: .seconds(1)) }
      let semaphore = DispatchSemaphore(value: 0)
      """
    let found = EscapeHatch.findings(in: source)
    #expect(found.map(\.line) == [2, 3, 4, 5, 6, 7])
    #expect(found.first?.hatch.name == "nonisolated(unsafe)")
  }

  @Test("Escape hatches named in comments or strings are not findings")
  func ignoresCommentsAndStrings() {
    let source = """
      // Do not use nonisolated(unsafe) or @unchecked Sendable here.
      let message = "assumeIsolated and Task.sleep are rejected"
      /// sleep(1) in a doc comment
      """
    #expect(EscapeHatch.findings(in: source).isEmpty)
  }
}
