import Foundation
import Testing
import WorkbookTesting

/// One command line of a chapter's program, as a user types it, and what the program must do
/// with it: the exit status it ends with, what it prints, the file it writes or leaves alone.
///
/// An argument that begins with `/` names a file in the case's own folder (`/mine.ppm`),
/// which holds the inputs of `CommandLineInputs` and, if the case says so, an earlier run's
/// file in the way of the one it writes.
struct CommandLineCase: Sendable, CustomTestStringConvertible {
  /// What a written file must be.
  enum Written: Sendable {
    /// A text file that contains this (`<svg`).
    case text(containing: String)
    /// A PNG image: its signature.
    case png
  }

  let program: String
  let arguments: [String]
  let status: Int32
  /// What standard output must contain, and what standard error must say once: a bad input's
  /// reason printed again by each later part of a run reads as several failures.
  var output: [String] = []
  var errors: [String] = []
  /// What standard output must not contain: what another mode of the program prints.
  var absent: [String] = []
  /// The files of the folder the run must write, and what each must be.
  var writes: [(name: String, Written)] = []
  /// A file the folder holds before the run, which the run must not change (status 2) or
  /// must replace (`--force`).
  var existing: String?
  /// A folder the folder holds before the run, where the run is asked to write a file
  /// (with `--force`): a file that cannot be written.
  var folderInTheWay: String?

  var testDescription: String {
    let over = existing.map { ", over an earlier \($0)" } ?? ""
    return "\(program) \(arguments.joined(separator: " ")) → \(status)\(over)"
  }

  /// What an earlier run left where this one writes.
  static let earlierFile = Data("an earlier run's file\n".utf8)

  /// Runs the case's command line in a folder of its own and checks everything it promises,
  /// plain text included: the run may use colours, and only its output not being a terminal
  /// (it is a file) keeps escape codes out.
  func check(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let folder = try CommandLineInputs.folder()
    if let existing {
      _ = try folder.write(Self.earlierFile, named: existing)
    }
    if let folderInTheWay {
      try FileManager.default.createDirectory(
        at: folder.file(named: folderInTheWay), withIntermediateDirectories: false)
    }
    let resolved = arguments.map { $0.hasPrefix("/") ? folder.url.path + $0 : $0 }
    let run = try await ProgramRun(
      program, resolved, colorAllowed: true, sourceLocation: sourceLocation)
    let said = "\(testDescription):\n\(run.output)\n\(run.errors)"
    #expect(run.status == status, "\(said)", sourceLocation: sourceLocation)
    for text in output {
      #expect(run.output.contains(text), "no “\(text)”: \(said)", sourceLocation: sourceLocation)
    }
    for text in absent {
      #expect(!run.output.contains(text), "“\(text)”: \(said)", sourceLocation: sourceLocation)
    }
    for text in errors {
      let times = run.errors.components(separatedBy: text).count - 1
      #expect(times == 1, "“\(text)” \(times) times: \(said)", sourceLocation: sourceLocation)
    }
    #expect(
      !(run.output + run.errors).contains("\u{1B}"), "escape codes: \(said)",
      sourceLocation: sourceLocation)
    if let existing, !writes.contains(where: { $0.name == existing }) {
      let now = try? Data(contentsOf: folder.file(named: existing))
      #expect(now == Self.earlierFile, "\(existing) was changed", sourceLocation: sourceLocation)
    }
    for (name, written) in writes {
      let data = try? Data(contentsOf: folder.file(named: name))
      #expect(
        written.matches(data), "\(name) is not as it should be", sourceLocation: sourceLocation)
    }
  }
}

extension CommandLineCase.Written {
  func matches(_ data: Data?) -> Bool {
    guard let data else { return false }
    switch self {
    case .text(let text): return String(decoding: data, as: UTF8.self).contains(text)
    case .png: return data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
  }
}

/// The files a user hands the chapters: their own small picture, a photo with a subject to
/// lift, a truncated file, and a file that is not an image.
enum CommandLineInputs {
  /// A folder with `mine.ppm`, `disc.ppm`, `truncated.ppm` and `not-an-image.ppm`.
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    _ = try folder.write(Data("P3\n2 1\n255\n255 0 0  0 0 255\n".utf8), named: "mine.ppm")
    _ = try folder.write(disc, named: "disc.ppm")
    _ = try folder.write(Data("P6\n400 300\n255\n\u{1}\u{2}\u{3}".utf8), named: "truncated.ppm")
    _ = try folder.write(Data("hello, world\n".utf8), named: "not-an-image.ppm")
    return folder
  }

  /// A photo of the user's own: a red disc on a pale background, 48×36, as plain PPM.
  static let disc: Data = {
    var text = "P3\n48 36\n255\n"
    for y in 0..<36 {
      for x in 0..<48 {
        let inside = (x - 24) * (x - 24) + (y - 18) * (y - 18) <= 100
        text += inside ? "210 35 40 " : "\(200 + y) 220 235 "
      }
      text += "\n"
    }
    return Data(text.utf8)
  }()
}
