import WorkbookCommandLine

// The workbook's command line for students and teachers: `swift run workbook [COMMAND]`.
// Each command is a type that declares its operands and options (WorkbookCommand); `swift run
// workbook --help` lists them. The maintainers' commands are another program, `workbook-dev`.

CommandSet.workbook.main(Array(CommandLine.arguments.dropFirst()))
