import Foundation
import Testing
import Workbook
import WorkbookTesting
import WorkbookTools

/// A grader that fails leaves its run behind: the timeline of each test network it made, as
/// text and as a Chrome trace, attached to the failing test, which `swift test
/// --attachments-path DIR` (and the grading command) keeps. Proved in a child run.
@Suite("Grading: a failing grader attaches its run's timeline and trace")
struct GraderAttachmentTests {
  @Test(
    "The failing test's run is attached once, as text and as trace JSON; the passing test's is not",
    .enabled(if: TestProcess.canRerunItself, "needs the test binary to run a filtered copy"),
    .backstop)
  func failureAttachesTheRun() async throws {
    let folder = try TemporaryFolder()
    let run = try await TestProcess.rerun(
      filter: "AttachmentDemoTests", environment: [AttachmentDemo.switchVariable: "1"],
      arguments: ["--attachments-path", folder.url.path], timeLimit: .seconds(90))
    #expect(run.output.contains("the demo's check fails"), "\(run.output)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    // Break it: drop the `attachOnce` call in `ExerciseFile.expect`, and nothing is attached.
    #expect(names.count == 2, "\(names)")
    let text = try #require(names.first { $0.hasSuffix("timeline.txt") })
    let json = try #require(names.first { $0.hasSuffix("trace.json") })
    let timeline = try String(
      contentsOf: folder.url.appendingPathComponent(text), encoding: .utf8)
    #expect(timeline.contains("demo's own step"), "\(timeline)")
    let check = try ChromeTraceCheck(Data(contentsOf: folder.url.appendingPathComponent(json)))
    #expect(check.problems == [])
  }
}

/// Whether this process is the child run of `GraderAttachmentTests`.
nonisolated enum AttachmentDemo {
  static let switchVariable = WorkbookVariable.attachmentDemo.name
  static var isSwitchedOn: Bool { ProcessInfo.processInfo.environment[switchVariable] == "1" }
}

/// Two grader tests of the demo exercise, each with a test network: one fails twice (its
/// run is attached once), one passes. Runs only in `GraderAttachmentTests`' child.
@Suite(
  "Attachment demo", .enabled(if: AttachmentDemo.isSwitchedOn, "runs only in a child run"),
  .watched(demoExercise), .backstop)
struct AttachmentDemoTests {
  @Test func fails() {
    let network = TestNetwork(gated: false)
    Trace.$current.withValue(network.trace) { trace("demo's own step") }
    demoExercise.expect(false, "the demo's check fails")
    demoExercise.expect(false, "and fails again")
  }

  @Test func passes() {
    let network = TestNetwork(gated: false)
    Trace.$current.withValue(network.trace) { trace("a passing step") }
    demoExercise.expect(true, "never shown")
  }
}
