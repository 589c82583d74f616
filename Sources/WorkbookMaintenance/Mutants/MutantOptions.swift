import Foundation
import WorkbookCommandLine
import WorkbookGrading
import WorkbookTools

/// How `workbook-dev mutants` runs: where its copy is built, how long a test run may take, and
/// which mutants it runs.
struct MutantOptions: Equatable {
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
  /// `--in-place`: apply the mutants to the workbook itself, built in its own `.build`
  /// (`MutantLab`): for CI's clone, which has built it already.
  var inPlace = false
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
    inPlace = options.has(.inPlace)
    budget = try options.seconds(.budget)
    share = try options[.share].map { (text) throws(CLIError) in try Share(parsing: text) }
  }
}
