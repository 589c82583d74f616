import Foundation

/// Every environment variable the workbook reads, in one list: what each one switches, and
/// who sets it. Code reads them through this type, never by a name spelled out, so that a
/// variable cannot be read in one place under one name and set in another under another.
/// (`Package.swift` reads the grading ones too; a manifest cannot import a module, so it
/// spells them, and `WorkbookVariableTests` checks that every name spelled anywhere is here.)
public enum WorkbookVariable: String, CaseIterable, Sendable {
  /// A number: the base seed of the graders' and tests' random inputs (`RandomInputs`).
  case seed = "WORKBOOK_SEED"
  /// `1`: the grading command runs this build and these tests (`grade`, `watch`): graders
  /// leave their pointer to the hints out of a message, and Package.swift builds only them.
  case grading = "WORKBOOK_GRADING"
  /// `1`: build the reference solutions in `Solutions/` instead of the exercises.
  case solutions = "WORKBOOK_SOLUTIONS"
  /// `1`: Package.swift adds the maintainers' tools and suites (`workbook-dev`, the workbench,
  /// `imagefuzz`, the grading tools' and the pages' tests); a student's build has none.
  case maintainers = "WORKBOOK_MAINTAINERS"
  /// `1.2,2.1`: the exercises left out of the build (they do not compile, or another one is
  /// graded).
  case exclude = "WORKBOOK_EXCLUDE"
  /// `2,0,3,1`: run only this order of an ordering test's held things (`ArrivalOrders`), the
  /// replay line a failing order prints.
  case order = "WORKBOOK_ORDER"
  /// `1`: grade every exercise as started, marker line or not (`verify`, `submissions`).
  case ignoreMarkers = "WORKBOOK_IGNORE_MARKERS"
  /// Seconds: how long one grader test may run before the watchdog ends the run.
  case graderLimitSeconds = "WORKBOOK_GRADER_LIMIT_SECONDS"
  /// A path: the `swiftc` the graders' and diagnostics' compiles use.
  case swiftCompiler = "WORKBOOK_SWIFTC"
  /// `1`: run the race demos (DiagnosticsSanitizerTests): set by CI's ThreadSanitizer lane
  /// (`.ci/run`) and by the mutant lab. Package.swift adds the harness's, the workbench's and
  /// the checkpoints' suites, so that the lane builds a student's package and those three alone.
  case threadSanitizerLane = "WORKBOOK_TSAN"
  /// `1`: in a child run, run the demo of a grader that exits cleanly too early.
  case cleanExitDemo = "WORKBOOK_CLEAN_EXIT_DEMO"
  /// A folder: in a child run, the escape-hatch scan demo scans it.
  case scanDemo = "WORKBOOK_SCAN_DEMO"
  /// `1`: in a child run, run the demo of a failing grader's attachments.
  case attachmentDemo = "WORKBOOK_ATTACHMENT_DEMO"
  /// `1`: the page tests write each chapter page's generated parts from its records instead
  /// of checking them (`Scripts/make-page-timelines.sh`, after it records the runs).
  case writePages = "WORKBOOK_WRITE_PAGES"

  /// A mutant's name: in a build that holds many mutants at once (`workbook-dev mutants`), the
  /// one whose version of its lines runs (`MutantSchema`); unset, every line is the workbook's.
  case mutant = "WORKBOOK_MUTANT"

  /// The variable's name: `WORKBOOK_SEED`.
  public var name: String { rawValue }

  /// Its value in this process's environment, if it is set and not empty.
  public var value: String? {
    guard let value = ProcessInfo.processInfo.environment[rawValue], !value.isEmpty else {
      return nil
    }
    return value
  }

  /// Whether it is set to `1`, for the switches.
  public var isOn: Bool { value == "1" }
}
