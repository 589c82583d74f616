import Foundation
import Testing

/// A page may quote an exercise's starting code, and the student is meant to change that
/// file: the quote is checked against the starter git holds, so solving the exercise (and
/// committing the solution) never turns a page check red.
@Suite("Pages: a quote from an exercise is checked against its starting code")
struct QuotedSourceTests {
  static let path = "Exercises/01-x/1.1-first/Model.swift"
  static let starter = "\(QuotedSource.marker): delete this line.\n\nlet a = 1\n"

  /// A repository of its own whose exercise file was committed as a starter, then solved.
  private func repository() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("quoted-source-\(UUID().uuidString)")
    try write(Self.starter, to: root)
    for arguments in [["init", "-q"], ["add", "."], commit("A starter")] {
      try #require(QuotedSource.git(arguments, in: root) != nil, "git \(arguments) failed")
    }
    return root
  }

  private func commit(_ message: String) -> [String] {
    [
      "-c", "user.name=Workbook", "-c", "user.email=workbook@example.com", "commit", "-qam",
      message,
    ]
  }

  private func write(_ text: String, to root: URL) throws {
    let file = root.appendingPathComponent(Self.path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  @Test("A solved exercise file, committed or not, is checked against the starter git holds")
  func solvedFileIsCheckedAgainstTheStarter() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    try write("let a = 2  // solved\n", to: root)
    // Break it: return `[text]` for every file in QuotedSource.texts, and the student's
    // solution is what the quote is checked against.
    #expect(try QuotedSource.texts(of: Self.path, in: root) == [Self.starter])
    try #require(QuotedSource.git(commit("Solved"), in: root) != nil)
    #expect(try QuotedSource.texts(of: Self.path, in: root) == [Self.starter])
  }

  @Test("A starter changed and not yet committed counts, beside the committed one")
  func uncommittedStarterCounts() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let revised = Self.starter.replacingOccurrences(of: "let a = 1", with: "let a = 3")
    try write(revised, to: root)
    // Break it: drop the file's own text from QuotedSource.texts, and a maintainer's change
    // to a starter and its page fails until it is committed.
    #expect(try QuotedSource.texts(of: Self.path, in: root) == [revised, Self.starter])
  }

  @Test("Any other file is checked as it is")
  func otherFilesAsTheyAre() throws {
    let root = try repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let page = root.appendingPathComponent("Sources/Chapter1/Model.swift")
    try FileManager.default.createDirectory(
      at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("let b = 1\n".utf8).write(to: page)
    #expect(try QuotedSource.texts(of: "Sources/Chapter1/Model.swift", in: root) == ["let b = 1\n"])
  }
}
