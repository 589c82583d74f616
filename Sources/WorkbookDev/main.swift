import WorkbookCommandLine
import WorkbookMaintenance

// The maintainers' command line: `WORKBOOK_MAINTAINERS=1 swift run workbook-dev [COMMAND]`
// checks the reference solutions, grades the graders' corpus and runs the mutants. It is
// built only for maintainers, so a student's `swift run workbook --help` never lists it.

CommandSet.maintainers.main(Array(CommandLine.arguments.dropFirst()))
