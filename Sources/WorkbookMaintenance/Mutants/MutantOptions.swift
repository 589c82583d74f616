import Foundation
import WorkbookCommandLine
import WorkbookGrading
import WorkbookTools

/// How `workbook-dev mutants` runs: where its copy is built, how long a test run may take, and
/// which mutants it runs.
struct MutantOptions: Equatable {
  /// One share of the mutants, by a stable hash of their names: `--share 2/5` is the third
  /// of five (counted from 0), so that runs with 0/5 to 4/5 run every mutant once.
  struct Share: Equatable {
    let index: Int
    let count: Int

    /// Whether `name` falls in this share.
    func contains(_ name: String) -> Bool {
      Int(Share.hash(name) % UInt64(count)) == index
    }

    /// FNV-1a of the bytes of `text`, so that every machine agrees.
    static func hash(_ text: String) -> UInt64 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      return hash
    }
  }

  /// The copy of the workbook and its build folder, inside the package unless absolute.
  var scratchPath = ".build-mutants"
  /// Seconds one mutant's test run may take; a run stopped then counts its running test as
  /// failed (a hang is a failure).
  var timeout = 120.0
  /// A git revision: run the mutants whose code, tests or mutant file changed since then.
  var changedSince: String?
  var share: Share?
  /// Seconds after which no further mutant is started (CI's time limit); nil for none.
  var budget: Double?
  /// A blind round's file (`--round FILE`): mutants written from the pages and sources
  /// alone, each naming the test target that should catch it (`target:`), run against the
  /// whole target instead of the files of `Tests/Mutants/`.
  var round: String?

  /// The scratch folder, inside the package unless the path is absolute.
  func scratchFolder(in workspace: Workspace) -> URL {
    scratchPath.hasPrefix("/") ? URL(fileURLWithPath: scratchPath) : workspace.url(scratchPath)
  }
}

extension MutantOptions {
  /// The defaults, with the options given: `--scratch-path` and `--timeout` read as grading
  /// reads them, `--budget` and `--share` checked here.
  init(parsing options: ParsedOptions) throws(CLIError) {
    self.init()
    let grading = try GradingOptions(parsing: options)
    if options.has(.scratchPath) { scratchPath = grading.scratchPath }
    if options.has(.timeout) { timeout = grading.timeout }
    changedSince = options[.changedSince]
    round = options[.round]
    budget = try options.seconds(.budget)
    if let text = options[.share] {
      let parts = text.split(separator: "/").compactMap { Int($0) }
      guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
        let name = CommandLineOption.share.name
        throw .usage("\(name) needs a share and a count, such as \(name) 0/4 (not '\(text)')")
      }
      share = Share(index: parts[0], count: parts[1])
    }
  }
}
