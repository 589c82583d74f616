import WorkbookCommandLine
import WorkbookGrading

extension CommandSet {
  /// `swift run workbook-dev`: the maintainers' commands, apart from the learner's help.
  package static let maintainers = CommandSet(
    name: "workbook-dev",
    commands: [VerifyCommand.self, SubmissionsCommand.self, MutantsCommand.self],
    notes: [
      "Built only with WORKBOOK_MAINTAINERS=1 in the environment: see the README's",
      "\"For maintainers\". A student's swift run workbook has none of these commands.",
    ])
}
