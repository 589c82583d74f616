import Foundation
import WorkbookTesting

/// A URL of the grader's own for a connection table, named from the test's seeded inputs
/// (`RandomInputs`): no solution can know it in advance, and `WORKBOOK_SEED` replays it.
/// Nothing fetches it: the graders hand the manager a `connect` of their own.
nonisolated func graderURL(_ prefix: String) -> URL {
  URL(string: "workbook://grader/" + RandomInputs.current.name(prefix: prefix, extension: "ppm"))!
}
