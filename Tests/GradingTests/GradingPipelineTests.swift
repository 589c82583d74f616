import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The grading command's pieces, fed the output they read: a compiler log, Swift Testing's
/// event stream, a process that crashed or hung; and the JSON they write.
@Suite("Grading: from build and test output to verdicts and reports")
struct GradingPipelineTests {
  let workspace = Workspace(root: URL(fileURLWithPath: "/work/package"))
  let exercises = [
    exercise("1.1", "1.1-cache-hit/ImageModel.swift", points: 10),
    exercise("1.2", "1.2-bad-file/ImageModel.swift", points: 5),
  ]

  @Test("Compile errors are traced to the exercise, or to the grader that uses it")
  func compileErrorsBelongToExercises() {
    let log = CompilerLog(
      """
      /work/package/Exercises/01-x/1.1-cache-hit/ImageModel.swift:12:5: error: cannot find 'x' in scope
      /work/package/Tests/ExerciseTests/01-x/Exercise1_2Tests.swift:30:9: error: no member 'onTapEvent'
      /work/package/Sources/Workbook/Image.swift:1:1: error: something else
      error: emit-module command failed with exit code 1
      """)
    let owned = log.errorsByExercise(exercises, in: workspace, sourceFolder: "Exercises")
    #expect(owned["1.1"]?.map(\.line) == [12])
    #expect(owned["1.2"]?.first?.message == "no member 'onTapEvent'")
    #expect(log.unowned(by: owned).map(\.path) == ["/work/package/Sources/Workbook/Image.swift"])
  }

  @Test("A failed run gives the grader's message for the test listed first")
  func failureGivesTheGradersMessage() {
    let stream = EventStream(
      jsonLines: [
        test("T.S/late()/F.swift:40:4", name: "late()", display: "Late test", line: 40),
        test("T.S/early()/F.swift:20:4", name: "early()", display: "Early test", line: 20),
        issue("T.S/late()/F.swift:40:4", fail: "Expectation failed", details: ["late message"]),
        issue("T.S/early()/F.swift:20:4", fail: "Expectation failed", details: ["early message"]),
      ].joined(separator: "\n"))
    let verdict = SuiteRun.verdict(result(status: 1), stream, exercise: exercises[0], timeout: 30)
    #expect(verdict.status == .failed)
    #expect(verdict.test == "Early test")
    #expect(verdict.message == "early message")
    #expect(verdict.details == ["Late test: late message"])
  }

  @Test("A failed test is told as stuck when a scene found its work stuck, else as a check")
  func howATestFailed() {
    let stream = EventStream(
      jsonLines: [
        test("T.S/a()/F.swift:1:1", name: "a()", display: nil, line: 1),
        test("T.S/b()/F.swift:9:1", name: "b()", display: nil, line: 9),
        issue("T.S/a()/F.swift:1:1", fail: "Caught error", details: ["stuck: the fetch waits"]),
        issue("T.S/b()/F.swift:9:1", fail: "Expectation failed", details: ["2 answers"]),
      ].joined(separator: "\n"))
    // Break it: in EventStream.read, never count a failure as stuck.
    #expect(stream.howItFailed("T.S/a()") == "stuck")
    #expect(stream.howItFailed("T.S/b()") == "a check")
  }

  @Test("A clean run passes; a crash and a hang are reported as such")
  func passCrashAndHang() {
    let declared = test("T.S/a()/F.swift:1:1", name: "a()", display: nil, line: 1)
    let ran = EventStream(
      jsonLines: [
        declared, event("testStarted", "T.S/a()/F.swift:1:1"),
        event("testEnded", "T.S/a()/F.swift:1:1"), event("runEnded", nil),
      ].joined(separator: "\n"))
    #expect(SuiteRun.verdict(result(status: 0), ran, exercise: exercises[0], timeout: 30).passed)
    // A process that exits 0 before its test ends, or before the run ends, did not pass.
    let stopped = EventStream(
      jsonLines: [declared, event("testStarted", "T.S/a()/F.swift:1:1")].joined(separator: "\n"))
    let early = SuiteRun.verdict(result(status: 0), stopped, exercise: exercises[0], timeout: 30)
    #expect(early.status == .error && early.message.contains("1 of 1 never finished"))

    let crash = result(
      status: 4, signaled: true,
      output: """
        Exercise1_1/ImageModel.swift:44: Fatal error: Unexpectedly found nil
        0 … in Exercise1_1.ImageModel.f() at /w/Exercises/01-x/1.1-cache-hit/ImageModel.swift:44:9
        """)
    let crashed = SuiteRun.verdict(crash, ran, exercise: exercises[0], timeout: 30)
    #expect(crashed.status == .crashed)
    #expect(
      crashed.message
        == "Fatal error: Unexpectedly found nil (at Exercises/01-x/1.1-cache-hit/ImageModel.swift:44)"
    )

    let hung = SuiteRun.verdict(
      result(status: 9, signaled: true, timedOut: true), ran, exercise: exercises[0], timeout: 30)
    #expect(hung.status == .timedOut)
    #expect(hung.message.contains("did not finish within 30 s"))
  }

  @Test("A failure says how it was reached: by a check, as stuck, or by a clock")
  func failuresSayHowTheyWereReached() {
    let declared = test("T.S/a()/F.swift:1:1", name: "a()", display: nil, line: 1)
    func verdict(_ details: String, timedOut: Bool = false) -> Verdict {
      let stream = EventStream(
        jsonLines: [
          declared, event("testStarted", "T.S/a()/F.swift:1:1"),
          issue("T.S/a()/F.swift:1:1", fail: "Caught error", details: [details]),
        ].joined(separator: "\n"))
      return SuiteRun.verdict(
        result(status: 1, signaled: timedOut, timedOut: timedOut), stream,
        exercise: exercises[0], timeout: 30)
    }
    // Break it: in SuiteRun.reached(by:), call every failure a check's.
    #expect(verdict("The news was never asked for").reached == .check)
    #expect(verdict("stuck: the load has not happened, and nothing can run.").reached == .stuck)
    #expect(verdict("Time limit was exceeded: 60.000 seconds").reached == .clock)
    #expect(
      verdict("not settled by its deadline: the load has not happened after 45.0 s").reached
        == .clock)
    #expect(!verdict("Time limit was exceeded: 60.000 seconds").failedByACheck)
    #expect(verdict("stuck: the load has not happened").failedByACheck)
    // A check that failed before the run was stopped at its limit is the verdict.
    // Break it: in SuiteRun.verdict, report every run stopped at its limit as timed out.
    let stopped = verdict("The news was never asked for", timedOut: true)
    #expect(stopped.status == .failed && stopped.reached == .check)
    #expect(stopped.message == "The news was never asked for")
  }

  @Test("A run stopped at its limit with no check failed is timed out, by a clock")
  func timedOutIsAClock() {
    let declared = test("T.S/a()/F.swift:1:1", name: "a()", display: nil, line: 1)
    let stream = EventStream(
      jsonLines: [declared, event("testStarted", "T.S/a()/F.swift:1:1")].joined(separator: "\n"))
    let hung = SuiteRun.verdict(
      result(status: 9, signaled: true, timedOut: true), stream, exercise: exercises[0],
      timeout: 30)
    // Break it: in SuiteRun.verdict, leave `reached` out of the timed-out verdict.
    #expect(hung.status == .timedOut && hung.reached == .clock)
    #expect(!hung.failedByACheck)
  }

  @Test("A run the watchdog stopped gives what the watchdog saw, reached by a clock")
  func watchdogSaysWhatItSaw() {
    let declared = test("T.S/a()/F.swift:1:1", name: "a()", display: nil, line: 1)
    let stream = EventStream(
      jsonLines: [declared, event("testStarted", "T.S/a()/F.swift:1:1")].joined(separator: "\n"))
    let output = """
      some build output
      Exercise grading stopped: exercise 8.3's test "t" ran for more than 25 s. One call of \
      its code has run on the main actor for 24 s without returning.
      """
    let verdict = SuiteRun.verdict(
      result(status: 1, output: output), stream, exercise: exercises[0], timeout: 30)
    // Break it: in SuiteRun.verdict, skip what the watchdog said, and the run reads as one
    // that stopped early (an exit() in the student's code).
    #expect(verdict.status == .timedOut && verdict.reached == .clock)
    #expect(verdict.message.hasPrefix("exercise 8.3's test \"t\" ran for more than 25 s."))
    // A check that failed before the watchdog stopped the run is still the verdict.
    let checked = EventStream(
      jsonLines: [
        declared, event("testStarted", "T.S/a()/F.swift:1:1"),
        issue("T.S/a()/F.swift:1:1", fail: "Expectation failed", details: ["a hatch"]),
      ].joined(separator: "\n"))
    let both = SuiteRun.verdict(
      result(status: 1, output: output), checked, exercise: exercises[0], timeout: 30)
    #expect(both.status == .failed && both.reached == .check && both.message == "a hatch")
  }

  @Test("A loop the watchdog measured computing without end is a failure by a check")
  func endlessLoopIsACheck() {
    let declared = test("T.S/a()/F.swift:1:1", name: "a()", display: nil, line: 1)
    let stream = EventStream(
      jsonLines: [declared, event("testStarted", "T.S/a()/F.swift:1:1")].joined(separator: "\n"))
    let output = """
      some build output
      Exercise grading found a loop that never suspends: exercise 7.2's test "t": one call of \
      its code computed for 3.0 s of processor time on the concurrent pool without returning.
      """
    let verdict = SuiteRun.verdict(
      result(status: 1, output: output), stream, exercise: exercises[0], timeout: 30)
    // Break it: in SuiteRun.verdict, skip what the watchdog measured, and the run reads as
    // one that stopped early (an exit() in the student's code).
    #expect(verdict.status == .failed && verdict.reached == .check)
    #expect(verdict.message.hasPrefix("a loop that never suspends: exercise 7.2's test \"t\""))
  }

  @Test("A test whose only failure is a clock's did not fail by a check")
  func clockOnlyFailureIsNotAFailure() {
    let declared = test("T.S/a()/F.swift:1:1", name: "a()", display: nil, line: 1)
    let stream = EventStream(
      jsonLines: [
        declared, event("testStarted", "T.S/a()/F.swift:1:1"),
        issue(
          "T.S/a()/F.swift:1:1", fail: "Time limit was exceeded: 60.000 seconds", details: []),
        event("testEnded", "T.S/a()/F.swift:1:1"),
      ].joined(separator: "\n"))
    // Break it: in EventStream, count every issue as a check's.
    #expect(stream.outcome(of: "T.S/a()") == .failedByAClock)
  }

  @Test("The reports give each exercise its score, and say pass, fail or error")
  func reports() throws {
    let verdicts: [String: Verdict] = [
      "1.1": Verdict(status: .passed, seconds: 0.5),
      "1.2": Verdict(status: .compileError, message: "ImageModel.swift:3: oops"),
    ]
    let classroom = Reports.classroom(exercises, verdicts, options: GradingOptions())
    #expect(classroom.maxScore == 15)
    #expect(classroom.tests.map(\.score) == [10, 0])
    #expect(classroom.tests.map(\.status) == ["pass", "error"])
    #expect(classroom.status == "fail")
    let json = try #require(String(data: JSONEncoder().encode(classroom), encoding: .utf8))
    #expect(json.contains("\"max_score\":15") && json.contains("\"test_code\""))

    let exercism = Reports.exercism(exercises, of: exercises, verdicts)
    #expect(exercism.status == "fail")
    #expect(exercism.tests.map(\.status) == ["pass", "error"])
    #expect(exercism.tests[1].message == "compile error: ImageModel.swift:3: oops")
    let json2 = try #require(String(data: JSONEncoder().encode(exercism), encoding: .utf8))
    // A key without a value is left out, as the README's sample shows.
    #expect(!json2.contains("null") && !json2.contains("\"output\""))
    // Version 3: each test's task is its exercise's place in the whole list, also when only
    // some exercises are graded.
    #expect(json2.contains("\"version\":3"))
    #expect(exercism.tests.map(\.taskID) == [1, 2])
    let second = Reports.exercism([exercises[1]], of: exercises, verdicts)
    #expect(second.tests.map(\.taskID) == [2])
    let broken = Reports.exercism(
      exercises, of: exercises, ["1.1": Verdict(status: .error), "1.2": Verdict(status: .crashed)])
    #expect(broken.status == "error")
    #expect(broken.message != nil)
  }

  @Test("Exercism's output is short, has no absolute path, and test_code holds the grader")
  func exercismOutput() throws {
    let crashed = Verdict(
      status: .crashed, message: "Fatal error (at /work/package/Exercises/01-x/a.swift:3)",
      details: [
        "0 in f() at /work/package/Exercises/01-x/1.1-cache-hit/ImageModel.swift:44:9",
        "1 in g() at /usr/lib/swift/linux/libswiftCore.so",
      ] + Array(repeating: String(repeating: "x", count: 80), count: 10))
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-reports-\(UUID().uuidString)")
    let grader = root.appendingPathComponent(exercises[0].graderPath)
    try FileManager.default.createDirectory(
      at: grader.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("struct Exercise1_1Tests {}\n".utf8).write(to: grader)
    defer { try? FileManager.default.removeItem(at: root) }
    let report = Reports.exercism(
      exercises, of: exercises, ["1.1": crashed], workspace: Workspace(root: root))
    let output = try #require(report.tests[0].output)
    // Break it: join the details as they are, and the frames' absolute paths are written.
    #expect(output.count <= 500)
    #expect(!output.contains("/work/") && !output.contains("/usr/lib"), "\(output)")
    #expect(output.contains("ImageModel.swift:44"))
    #expect(report.tests[0].message?.contains("/work/") == false)
    #expect(report.tests[0].testCode == "struct Exercise1_1Tests {}\n")
  }

  @Test("The scorecard totals the points")
  func scorecard() {
    let card = Scorecard(
      exercises: exercises,
      verdicts: [
        "1.1": Verdict(status: .passed), "1.2": Verdict(status: .notStarted, message: "start it"),
      ]
    ).render()
    #expect(card.contains("1.2       not started    0/5     start it"))
    #expect(card.hasSuffix("Total: 10/15 points · 1 of 2 exercises passed"))
  }

  // MARK: - Fixtures

  private static func exercise(_ id: String, _ file: String, points: Int) -> Exercise {
    Exercise(
      id: id, title: "Title \(id)", chapterFolder: "01-x", file: file, points: points,
      taughtIn: "Chapters/01-x.md#x", hints: [], starterFails: nil)
  }

  private func result(
    status: Int32, signaled: Bool = false, timedOut: Bool = false, output: String = ""
  ) -> Subprocess.Result {
    Subprocess.Result(
      status: status, signaled: signaled, timedOut: timedOut, output: output, seconds: 1)
  }

  private func test(_ id: String, name: String, display: String?, line: Int) -> String {
    let displayName = display.map { #","displayName":"\#($0)""# } ?? ""
    return
      #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)"\#(displayName),"sourceLocation":{"line":\#(line)}},"version":0}"#
  }

  private func event(_ kind: String, _ id: String?) -> String {
    let testID = id.map { #","testID":"\#($0)""# } ?? ""
    return #"{"kind":"event","payload":{"kind":"\#(kind)"\#(testID)},"version":0}"#
  }

  private func issue(_ id: String, fail: String, details: [String]) -> String {
    let messages =
      ([#"{"symbol":"fail","text":"\#(fail)"}"#]
      + details.map { #"{"symbol":"details","text":"\#($0)"}"# })
      .joined(separator: ",")
    return
      #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[\#(messages)],"testID":"\#(id)"},"version":0}"#
  }
}
