import Foundation
import WorkbookTools

/// The machine-readable results: GitHub Classroom's autograding format and Exercism's
/// `results.json`. Both list one test per exercise, in order.
package enum Reports {
  /// GitHub Classroom's format (what its autograding reporter reads): a score per test, so
  /// one grading step gives partial credit.
  package struct Classroom: Encodable {
    package let version = 1
    package let status: String
    package let maxScore: Int
    package let tests: [Test]

    package enum CodingKeys: String, CodingKey {
      case version, status, tests
      case maxScore = "max_score"
    }

    package struct Test: Encodable {
      package let name: String
      package let status: String
      package let score: Int
      package let message: String?
      package let testCode: String
      package let filename: String
      package let lineNumber = 0
      package let executionTime: String

      package enum CodingKeys: String, CodingKey {
        case name, status, score, message, filename
        case testCode = "test_code"
        case lineNumber = "line_no"
        case executionTime = "execution_time"
      }
    }
  }

  /// Exercism's test runner format, version 2.
  package struct Exercism: Encodable {
    /// Version 3: each test names its task, the exercise's place in the workbook.
    package let version = 3
    package let status: String
    package let message: String?
    package let tests: [Test]

    package struct Test: Encodable {
      package let name: String
      package let status: String
      package let message: String?
      package let output: String?
      package let testCode: String
      /// The exercise's number in the workbook's list, from 1 (1.1 is 1, 1.2 is 2): the
      /// task Exercism files the test under.
      package let taskID: Int

      package enum CodingKeys: String, CodingKey {
        case name, status, message, output
        case testCode = "test_code"
        case taskID = "task_id"
      }
    }
  }

  package static func classroom(
    _ exercises: [Exercise], _ verdicts: [String: Verdict], options: GradingOptions
  )
    -> Classroom
  {
    let tests = exercises.map { exercise in
      let verdict = verdicts[exercise.id] ?? Verdict(status: .error, message: "not graded")
      return Classroom.Test(
        name: exercise.name, status: status(verdict), score: verdict.passed ? exercise.points : 0,
        message: verdict.passed
          ? nil
          : "\(verdict.status.rawValue): \(verdict.fullMessage)"
            + (verdict.attachments.map { " Its run is kept in \($0)." } ?? ""),
        testCode: "swift run workbook grade \(exercise.id)", filename: options.path(of: exercise),
        executionTime: String(format: "%.2fs", verdict.seconds))
    }
    return Classroom(
      status: overall(tests.map(\.status)), maxScore: exercises.map(\.points).reduce(0, +),
      tests: tests)
  }

  /// Exercism's results: `test_code` holds the grader's code (its file's text), `output` at
  /// most `outputLimit` characters of what the run printed, with the grading machine's
  /// absolute paths made relative to the workbook; keys without a value are left out, as
  /// the interface asks.
  package static func exercism(
    _ exercises: [Exercise], of all: [Exercise], _ verdicts: [String: Verdict],
    workspace: Workspace? = nil
  ) -> Exercism {
    let tests = exercises.map { exercise in
      let verdict = verdicts[exercise.id] ?? Verdict(status: .error, message: "not graded")
      let code = workspace.flatMap {
        try? String(contentsOf: $0.url(exercise.graderPath), encoding: .utf8)
      }
      return Exercism.Test(
        name: exercise.name, status: status(verdict),
        message: verdict.passed
          ? nil : relativePaths("\(verdict.status.rawValue): \(verdict.fullMessage)", workspace),
        output: output(verdict.details, workspace),
        testCode: code ?? "// \(exercise.graderPath)",
        taskID: (all.firstIndex(of: exercise) ?? all.count) + 1)
    }
    let overallStatus = overall(tests.map(\.status))
    let message = overallStatus == "error" ? tests.first?.message : nil
    return Exercism(status: overallStatus, message: message, tests: tests)
  }

  /// Exercism shows at most this many characters of a test's output.
  package static let outputLimit = 500

  /// The lines worth showing, without absolute paths, cut to `outputLimit` characters.
  package static func output(_ lines: [String], _ workspace: Workspace?) -> String? {
    guard !lines.isEmpty else { return nil }
    let text = relativePaths(lines.joined(separator: "\n"), workspace)
    guard text.count > outputLimit else { return text }
    return String(text.prefix(outputLimit - 1)) + "…"
  }

  /// `text` with every absolute path shortened: paths inside the workbook from its root,
  /// any other to its file name.
  package static func relativePaths(_ text: String, _ workspace: Workspace?) -> String {
    var text = text
    if let root = workspace?.root.standardizedFileURL.path, root != "/" {
      text = text.replacingOccurrences(of: root + "/", with: "")
    }
    return text.replacing(#/(^|[\s(\["'=])/(?:[^\s/:()]+/)+([^\s/:()]+)/#) {
      String($0.1) + String($0.2)
    }
  }

  /// pass, fail (a failure or not started), or error (it could not be graded).
  private static func status(_ verdict: Verdict) -> String {
    verdict.passed ? "pass" : verdict.isError ? "error" : "fail"
  }

  /// pass when every test passed; error when every test errored; fail otherwise.
  private static func overall(_ statuses: [String]) -> String {
    if statuses.allSatisfy({ $0 == "pass" }) { return "pass" }
    if !statuses.isEmpty, statuses.allSatisfy({ $0 == "error" }) { return "error" }
    return "fail"
  }

  /// Writes `value` as pretty JSON to `url`.
  package static func write(_ value: some Encodable, to url: URL) throws(CLIError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do throws(OutputFile.Failure) {
      try OutputFile.write(to: url, makingFolders: true) { try encoder.encode(value) }
    } catch {
      throw .failure("\(error)")
    }
  }

  /// In a GitHub Actions step, hands the classroom results to the reporter: the step's
  /// `result` output, base64-encoded JSON, as GitHub Classroom's own graders do.
  package static func publishToGitHubActions(_ classroom: Classroom) throws(CLIError) {
    guard let outputFile = ProcessInfo.processInfo.environment["GITHUB_OUTPUT"] else { return }
    guard let json = try? JSONEncoder().encode(classroom),
      let handle = FileHandle(forWritingAtPath: outputFile)
    else { throw .failure("cannot write the step's result to GITHUB_OUTPUT (\(outputFile))") }
    handle.seekToEndOfFile()
    handle.write(Data("result=\(json.base64EncodedString())\n".utf8))
    handle.closeFile()
  }
}
