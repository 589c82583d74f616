import Foundation

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// A tiny workbook in a temporary folder, for the commands that read and write files: two
/// exercises in one chapter README, their starters and solutions, and, on request, a git
/// repository to keep its history in.
struct TemporaryWorkbook {
  let workspace: Workspace

  static let readme = """
    # Exercises for chapter 1

    ## 1.1 First thing

    [`1.1-first/Model.swift`](1.1-first/Model.swift) · 10 points · taught in [One](../../Chapters/01-x.md#one)
    <!-- starter fails: first -->

    <details><summary>Hint 1: a nudge</summary>
    Nudge.
    </details>
    <details><summary>Hint 2: the concept</summary>
    Concept.
    </details>
    <details><summary>Hint 3: nearly the answer</summary>
    Answer.
    </details>

    ## 1.2 Second thing

    [`1.2-second/Model.swift`](1.2-second/Model.swift) · 5 points · taught in [Two](../../Chapters/01-x.md#two)
    <!-- starter fails: second -->
    """

  static func starter(_ id: String, _ body: String) -> String {
    "\(Exercise.marker): delete this line to have exercise \(id) graded.\n\(body)\n"
  }

  init() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-test-\(UUID().uuidString)")
    workspace = Workspace(root: root)
    try write("Package.swift", "// swift-tools-version: 6.2\n")
    try write("Exercises/01-x/README.md", Self.readme)
    try write("Exercises/01-x/1.1-first/Model.swift", Self.starter("1.1", "let a = 1"))
    try write("Exercises/01-x/1.2-second/Model.swift", Self.starter("1.2", "let b = 1"))
    try write("Solutions/01-x/1.1-first/Model.swift", "let a = 42\n")
  }

  var exercises: [Exercise] { get throws { try Learner(workspace).exercises } }

  func write(_ path: String, _ text: String) throws {
    let url = workspace.url(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: workspace.url(path), encoding: .utf8)
  }

  /// Runs git in the workbook; fails the caller on a non-zero exit.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let result = try Subprocess.run(
      Subprocess.executable(named: "git"),
      [
        "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false",
        "-c", "init.defaultBranch=main",
      ] + arguments,
      in: workspace.root, timeout: 60)
    guard result.succeeded else { throw CLIError.failure("git \(arguments): \(result.output)") }
    return result.output
  }

  /// Commits everything as it is now.
  func commit(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  func remove() {
    try? FileManager.default.removeItem(at: workspace.root)
  }
}
