import Foundation

/// The command line after the program's name: a command, its operands and its options.
struct Arguments {
  private var words: [String]

  init(_ words: [String]) {
    self.words = words
  }

  /// The first word that is not an option, such as `hint`.
  var command: String? { words.first { !$0.hasPrefix("-") } }

  /// The words after the command that are not options: `1.2` in `hint 1.2`.
  var operands: [String] {
    Array(words.filter { !$0.hasPrefix("-") }.dropFirst())
  }

  /// Whether `name` is present; removes it.
  mutating func flag(_ name: String) -> Bool {
    guard let index = words.firstIndex(of: name) else { return false }
    words.remove(at: index)
    return true
  }

  /// The value after `name` (`--timeout 30`), if `name` is present; removes both.
  mutating func value(_ name: String) throws(CLIError) -> String? {
    guard let index = words.firstIndex(of: name) else { return nil }
    guard index + 1 < words.count else { throw CLIError("\(name) needs a value") }
    let value = words[index + 1]
    words.removeSubrange(index...index + 1)
    return value
  }

  /// Fails on an option nobody asked for.
  func rejectUnknownOptions() throws(CLIError) {
    if let option = words.first(where: { $0.hasPrefix("-") }) {
      throw CLIError("unknown option '\(option)'; try: swift run workbook --help")
    }
  }
}

/// What `--help` prints.
enum Usage {
  static let text = """
    usage: swift run workbook [command] [--package-path FOLDER]

    For students:
      progress              what is done, and the next exercise (the default)
      hint [N]              the next hint for exercise N, one step at a time
      watch [N]             grade exercise N again each time you save its file
      reset N [--yes]       put exercise N back as it started (asks first)

    For teachers:
      grade [N…]            grade every exercise (or those named), print a scorecard and
                            write autograding.json and results.json
        --output FOLDER     where to write the JSON files (default: grading-results)
        --timeout SECONDS   how long one exercise's grader may run (default: 30)
        --scratch-path DIR  the build folder for grading (default: .build-grading)
        --solutions         grade the reference solutions in Solutions/
        --ignore-markers    grade exercises even if they are not started

    For maintainers:
      verify                check that every starter fails its grader for the intended
                            reason and every reference solution passes

    N is an exercise's number, such as 1.2. An exercise starts with the line
    "// NOT STARTED …" at the top of its file: delete it to have the exercise graded.
    """
}

/// Prints a line at once, even when the output is a pipe or a file (where `print` would
/// hold it in a buffer): `watch` and `grade` report progress as it happens.
func say(_ text: String = "", terminator: String = "\n") {
  FileHandle.standardOutput.write(Data((text + terminator).utf8))
}
