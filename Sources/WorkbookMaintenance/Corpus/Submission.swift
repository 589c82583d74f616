import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// One submission of the graders' corpus (`Tests/GradingTests/Submissions/NAME/`): the Swift
/// files a student might hand in for one exercise, and the verdict its grader owes them.
///
/// The corpus holds the submissions a cunning student would write: wrong ones the grader must
/// fail (an early exit, a hidden escape hatch, a forged trace, a wait without a blocking
/// word, an answer right for one case only) and right ones written differently from the
/// reference solution, which it must pass. `swift run workbook-dev submissions` grades each
/// through the grading command's own path.
struct Submission: Equatable {
  /// What the grader owes the submission.
  enum Expectation: String, Codable {
    case pass, fail
  }

  /// How a submission could fool a grader, or be failed by one wrongly (Exercises/README.md).
  enum Kind: Int, Codable, CaseIterable {
    case cleanExit = 1
    case textScanning
    case forgedTrace
    case hiddenBlocking
    case tooFewCases
    case rightAnswerFailed
  }

  /// What `submission.json` says.
  struct Manifest: Codable, Equatable {
    /// The exercise it is handed in for: `2.1`.
    let exercise: String
    let expected: Expectation
    /// Its kind, by number (1 to 6).
    let kind: Kind
    /// Why the grader owes it that verdict, in a sentence.
    let why: String

    enum CodingKeys: String, CodingKey {
      case exercise, expected, why
      case kind = "class"
    }
  }

  /// The folder's name: `2.1-only-404`.
  let name: String
  let manifest: Manifest
  /// The Swift files that replace the exercise folder's files, by file name.
  let files: [String: Data]

  /// The ending of a Swift file kept as text (`ImageModel.swift.txt`, graded as
  /// `ImageModel.swift`): for spellings the compiler accepts and `swift format`'s parser
  /// rejects, such as ``nonisolated(`unsafe`)``, so that linting `Tests/` stays clean.
  static let textSuffix = ".swift.txt"

  /// Where the corpus lives, from the package root.
  static let folder = "Tests/GradingTests/Submissions"

  /// Every submission of the corpus in `workspace`, by name.
  static func loadAll(from workspace: Workspace) throws(CLIError) -> [Submission] {
    let root = workspace.url(folder)
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    } catch {
      throw .failure("no submissions to grade: \(folder) cannot be read")
    }
    var submissions: [Submission] = []
    for name in names.sorted() {
      var isFolder: ObjCBool = false
      let url = root.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      submissions.append(try load(url))
    }
    return submissions
  }

  /// The submission in `url`: its `submission.json` and its Swift files.
  static func load(_ url: URL) throws(CLIError) -> Submission {
    let name = url.lastPathComponent
    let manifest: Manifest
    do {
      let data = try Data(contentsOf: url.appendingPathComponent("submission.json"))
      manifest = try JSONDecoder().decode(Manifest.self, from: data)
    } catch {
      throw .failure("submission \(name): its submission.json cannot be read (\(error))")
    }
    var files: [String: Data] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    for file in names where file.hasSuffix(".swift") || file.hasSuffix(textSuffix) {
      guard let data = try? Data(contentsOf: url.appendingPathComponent(file)) else {
        throw .failure("submission \(name): \(file) cannot be read")
      }
      let swiftName = file.hasSuffix(textSuffix) ? String(file.dropLast(4)) : file
      guard files.updateValue(data, forKey: swiftName) == nil else {
        throw .failure("submission \(name): \(swiftName) is given twice")
      }
    }
    guard !files.isEmpty else { throw .failure("submission \(name) holds no Swift file") }
    return Submission(name: name, manifest: manifest, files: files)
  }
}
