import Foundation
import Testing
import Workbook

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The grading command's output: the scorecard fits the terminal and keeps the reason, ✓ and
/// ✗ are coloured only in a terminal, counts read as English, and a parameterised test that
/// fails the same way for every argument says so once.
@Suite("Workbook CLI: the scorecard and the terminal")
struct ScorecardTests {
  let exercises = [
    Exercise(
      id: "1.1", title: "One", chapterFolder: "01-x", file: "1.1-a/M.swift", points: 10,
      taughtIn: "Chapters/01-x.md#x", hints: [], starterFails: nil),
    Exercise(
      id: "1.2", title: "Two", chapterFolder: "01-x", file: "1.2-b/M.swift", points: 5,
      taughtIn: "Chapters/01-x.md#x", hints: [], starterFails: nil),
  ]
  static let reason = """
    Tapping a missing file showed no error on the view: the user is left looking at a spinner \
    that never stops, so catch the read's error and display it (see displayError in the \
    ImageModel, then swift run workbook hint 1.2)
    """

  private func card(width: Int) -> [String] {
    Scorecard(
      exercises: exercises,
      verdicts: [
        "1.1": Verdict(status: .passed), "1.2": Verdict(status: .failed, message: Self.reason),
      ]
    ).render(width: width).split(separator: "\n").map(String.init)
  }

  /// The reason as the scorecard shows it, wrapped lines joined again.
  private func reasonShown(_ lines: [String]) -> String {
    lines.filter { !$0.hasPrefix("Exercise") && !$0.hasPrefix("1.1") && !$0.hasPrefix("Total") }
      .map {
        $0.hasPrefix("1.2") ? String($0.dropFirst(33)) : $0.trimmingCharacters(in: .whitespaces)
      }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  @Test("The runs kept for failing exercises are named by their folders, never by a placeholder")
  func keptRunsNamed() {
    func kept(_ failing: [String]) -> String {
      var verdicts = ["1.1": Verdict(status: .passed), "1.2": Verdict(status: .passed)]
      for id in failing {
        verdicts[id] = Verdict(status: .failed, attachments: ".build-grading/attachments/\(id)")
      }
      return Scorecard(exercises: exercises, verdicts: verdicts).render(width: 200)
    }
    // Break it: print the folder's parent and "N/" for one failing exercise, as before.
    #expect(kept(["1.2"]).contains("The run of 1.2 is kept in .build-grading/attachments/1.2/:"))
    #expect(
      kept(["1.1", "1.2"]).contains(
        "are kept in .build-grading/attachments/, a folder each (1.1, 1.2):"))
    #expect(!kept(["1.1", "1.2"]).contains("/N/"))
    #expect(!kept([]).contains("kept in"))
  }

  @Test("A wide terminal shows the whole reason on one line", arguments: [260, 300])
  func wideTerminal(width: Int) {
    let lines = card(width: width)
    // Break it: cut the column at a fixed 70 characters and the reason loses its end.
    #expect(lines.count == 4)
    #expect(lines[2].hasSuffix("then swift run workbook hint 1.2)"))
  }

  @Test(
    "A narrower terminal wraps the reason in its column, never past the width",
    arguments: [80, 100, 60])
  func wrapsInTheColumn(width: Int) {
    let lines = card(width: width)
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
    #expect(lines.count > 4)
    #expect(lines[3].hasPrefix(String(repeating: " ", count: 33)))
    #expect(reasonShown(lines) == Self.reason)
  }

  @Test("A very narrow terminal puts the reason under its row")
  func veryNarrow() {
    let lines = card(width: 40)
    #expect(lines[2] == "1.2       failed         0/5")
    #expect(lines[3].hasPrefix("    Tapping"))
    #expect(lines.dropFirst(3).dropLast().allSatisfy { $0.count <= 40 }, "\(lines)")
    #expect(reasonShown(lines) == Self.reason)
  }

  @Test("A compile error's reason is the compiler's message first, then the file and line")
  func compileErrorKeepsTheReason() {
    let workspace = Workspace(root: URL(fileURLWithPath: "/work/package"))
    let grader = Grader(workspace: workspace, options: GradingOptions())
    let error = CompilerLog.Error(
      path: "/work/package/Exercises/01-x/1.1-cache-hit/ImageModel.swift", line: 58,
      message: "cannot find 'decode' in scope")
    // Break it: go back to "path:line: message" and the column starts with the path.
    #expect(grader.reason(error) == "cannot find 'decode' in scope (ImageModel.swift:58)")
    let graderError = CompilerLog.Error(
      path: "/work/package/Tests/ExerciseTests/01-x/Exercise1_1Tests.swift", line: 9,
      message: "value has no member 'load'")
    #expect(
      grader.reason(graderError).hasSuffix("value has no member 'load' (Exercise1_1Tests.swift:9)"))
  }

  @Test("A path longer than the column is broken after a slash")
  func longPathsBreakAtSlashes() {
    let path = "Exercises/04-concurrent-functions/4.2-concurrent-cache/ImageModel.swift:66:"
    let lines = TextLayout.wrap("Swift 6 rejects \(path) main actor", width: 40)
    #expect(
      lines == [
        "Swift 6 rejects",
        "Exercises/04-concurrent-functions/",
        "4.2-concurrent-cache/",
        "ImageModel.swift:66: main actor",
      ])
  }

  @Test("The CLI's width and colour are the kit's Terminal's, clamped as the chapters' are")
  func width() {
    let wide = Terminal(isTTY: true, windowWidth: 160, environment: ["COLUMNS": "90"])
    #expect(Console(wide) == Console(colour: true, width: 160))
    let piped = Terminal(isTTY: false, windowWidth: nil, environment: ["COLUMNS": "9000"])
    #expect(Console(piped) == Console(colour: false, width: Terminal.widthRange.upperBound))
  }

  @Test("✓ and ✗ are coloured in a terminal, and never without one or with NO_COLOR")
  func colour() {
    let passed = Verdict(status: .passed)
    let failed = Verdict(status: .failed)
    let terminal = Console(Terminal(isTTY: true, windowWidth: 80, environment: ["TERM": "xterm"]))
    #expect(terminal.symbol(passed) == "\u{1B}[32m✓\u{1B}[0m")
    #expect(terminal.symbol(failed) == "\u{1B}[31m✗\u{1B}[0m")
    #expect(terminal.symbol(Verdict(status: .notStarted)) == "·")
    for plain in [
      Console(Terminal(isTTY: false, windowWidth: nil, environment: [:])),
      Console(Terminal(isTTY: true, windowWidth: 80, environment: ["NO_COLOR": "1"])),
      Console(Terminal(isTTY: true, windowWidth: 80, environment: ["TERM": "dumb"])),
    ] {
      #expect(!plain.colour)
      #expect(plain.symbol(passed) == "✓" && plain.symbol(failed) == "✗")
    }
  }

  @Test("Counts read as English: 1 exercise, 2 exercises")
  func counts() {
    #expect(GradeCommand.announcement(1, solutions: false) == "Grading 1 exercise")
    #expect(GradeCommand.announcement(10, solutions: false) == "Grading 10 exercises")
    #expect(GradeCommand.announcement(1, solutions: true) == "Grading 1 reference solution")
    let one = Scorecard(exercises: [exercises[0]], verdicts: ["1.1": Verdict(status: .passed)])
    #expect(one.render().hasSuffix("1 of 1 exercise passed"))
  }

  @Test("A parameterised test's repeated failure is shown once, with a count")
  func repeatedFailuresCounted() {
    let lines =
      (1...3).map { _ in issue("T.S/each(n:)/F.swift:9:4", "every size: the cache was not used") }
      + (1...2).map { _ in issue("T.S/other()/F.swift:20:4", "the view is empty") }
      + [issue("T.S/other()/F.swift:20:4", "the spinner is still on")]
    let stream = EventStream(
      jsonLines: ([
        test("T.S/each(n:)/F.swift:9:4", "Each size", 9),
        test("T.S/other()/F.swift:20:4", "Other", 20),
      ] + lines).joined(separator: "\n"))
    let result = Subprocess.Result(
      status: 1, signaled: false, timedOut: false, output: "", seconds: 1)
    let verdict = SuiteRun.verdict(result, stream, exercise: exercises[0], timeout: 30)
    // Break it: map every issue to its own detail line and "the view is empty" comes twice.
    #expect(verdict.message == "every size: the cache was not used (3 times)")
    #expect(
      verdict.details == ["Other: the view is empty (2 times)", "Other: the spinner is still on"])
  }

  private func test(_ id: String, _ display: String, _ line: Int) -> String {
    #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"f()","displayName":"\#(display)","sourceLocation":{"line":\#(line)}},"version":0}"#
  }

  private func issue(_ id: String, _ details: String) -> String {
    #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed"},{"symbol":"details","text":"\#(details)"}],"testID":"\#(id)"},"version":0}"#
  }
}
