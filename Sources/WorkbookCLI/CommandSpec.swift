/// One command as the command line and its help describe it: its name, operands, options and
/// exit statuses. `CommandSpec.all` is the one table both the parser and `--help` read, so
/// what `--help` says is what the parser accepts.
struct CommandSpec: Equatable {
  enum Name: String, CaseIterable {
    case progress, hint, watch, solution, reset, predict, grade, verify
    case submissions, mutants
  }

  /// Who the command is for: the global help groups commands by it.
  enum Audience: String, CaseIterable {
    case students = "For students"
    case teachers = "For teachers"
    case maintainers = "For maintainers"
  }

  let name: Name
  /// Other words for the same command: `list` for `progress`.
  var aliases: [String] = []
  let audience: Audience
  /// The operands, as the usage line shows them: `[N] [TIER]`.
  var operands = ""
  /// How many operands it takes at most; nil for any number.
  var maxOperands: Int? = 0
  /// One line for the global help.
  let summary: String
  /// A paragraph for the command's own help.
  let about: String
  var options: [OptionSpec] = []
  /// When it exits 0 and when 1 (2 is always a usage error).
  let exitStatus: String

  /// The command called `word`, by its name or an alias.
  static func named(_ word: String) -> CommandSpec? {
    all.first { $0.name.rawValue == word || $0.aliases.contains(word) }
  }

  static func spec(_ name: Name) -> CommandSpec {
    all.first { $0.name == name }!
  }

  /// The options every command accepts.
  static let globalOptions = [
    OptionSpec(
      "--package-path", value: "FOLDER",
      help: "the workbook (default: the one around this folder)"),
    OptionSpec("--help", short: "-h", help: "this help"),
  ]

  /// Every option of every command, by name: the parser reads words with it before it knows
  /// the command, so an option may come before the command (`--timeout 30 grade`).
  static let everyOption: [String: OptionSpec] = {
    var options: [String: OptionSpec] = [:]
    for option in globalOptions + all.flatMap(\.options) {
      options[option.name] = option
      if let short = option.short { options[short] = option }
    }
    return options
  }()

  static let all: [CommandSpec] = [
    CommandSpec(
      name: .progress, aliases: ["list"], audience: .students,
      summary: "what is done, and the next exercise (the default)",
      about: """
        Lists every exercise with its state (passed ✓, failed ✗, not started ·) and names the \
        next one to do. Exercises whose files changed since they were last graded are graded \
        first.
        """,
      exitStatus: "0 once it has listed the exercises; 1 when it could not grade them."),
    CommandSpec(
      name: .hint, audience: .students, operands: "[N] [TIER]", maxOperands: 2,
      summary: "the next hint for exercise N; TIER or --all reads one again",
      about: """
        Shows one more hint each time it runs: a nudge, then the concept with the talk's \
        timestamp, then nearly the answer. N defaults to the exercise you are on. Give a \
        TIER (1, 2 or 3) to read that hint, or --all to read again every hint seen so far.
        """,
      options: [OptionSpec("--all", help: "every hint seen so far for N, again")],
      exitStatus: "0 once the hint is shown."),
    CommandSpec(
      name: .watch, audience: .students, operands: "[N]", maxOperands: 1,
      summary: "grade exercise N each time you save its file",
      about: """
        Grades exercise N (default: the one you are on) now and each time its file is saved. \
        When it passes, says so and where the reference solution is; press Enter to go on to \
        the next exercise. Ctrl-C stops it.
        """,
      exitStatus: """
        0 when every exercise passes, or when N passes and there is no terminal to wait on; \
        1 when it could not grade.
        """),
    CommandSpec(
      name: .solution, audience: .students, operands: "[N]", maxOperands: 1,
      summary: "the reference solution of N, once N passes",
      about: """
        Prints the reference solution of exercise N (default: the last one that passes) to \
        compare with yours. It is shown only once your exercise passes; N is graded first if \
        it changed since it was last graded.
        """,
      exitStatus: "0 when the solution is shown; 1 when N does not pass yet."),
    CommandSpec(
      name: .reset, audience: .students, operands: "N | --all", maxOperands: 1,
      summary: "put exercise N (or every one) back as it started",
      about: """
        Puts exercise N's file back as it started, from git (the newest commit in which the \
        file still begins with its "// NOT STARTED" line), and clears its hint count. It asks \
        once before it replaces anything, and keeps your version in .workbook/backups/.
        """,
      options: [
        OptionSpec("--all", help: "every exercise that is not as it started"),
        OptionSpec("--yes", help: "do not ask (needed when there is no terminal)"),
      ],
      exitStatus: """
        0 when the files are as they started, or when you answer no; 1 when it could not \
        (not a git checkout, git missing, a file that cannot be written).
        """),
    CommandSpec(
      name: .predict, audience: .students, operands: "CHAPTER", maxOperands: 1,
      summary: "a checkpoint: predict what a scene will do, then run it",
      about: """
        Shows a short scene of chapter CHAPTER (1 to 9) and the code it runs, and asks what \
        will happen: the order of a few events, where each one runs, what a frame shows. \
        Answer each question with a letter (A), or with every letter in the order you expect \
        (B A C); a wrong letter is asked again. Your answers are saved, then the scene runs \
        for real, its timeline is drawn, and each prediction is marked right or wrong with \
        the reason and the section of the chapter's page that teaches it. progress shows how \
        you did. Without a terminal (a script, a test), give every answer with --answer, in \
        the questions' order, separated by semicolons: --answer "B A C; A".
        """,
      options: [
        OptionSpec(
          "--answer", value: "ANSWERS",
          help: "every answer, in order, without being asked: \"B A C; A\"")
      ],
      exitStatus: """
        0 once the scene has run and your predictions are marked, right or wrong; 1 when the \
        scene could not run or the answers could not be saved.
        """),
    CommandSpec(
      name: .grade, audience: .teachers, operands: "[N…]", maxOperands: nil,
      summary: "grade every exercise (or those named): scorecard and JSON",
      about: """
        Grades every exercise (or those named) separately, prints a scorecard, and writes \
        autograding.json (GitHub Classroom) and results.json (Exercism). An exercise that \
        does not compile, crashes or hangs is marked so; the others are still graded.
        """,
      options: gradingOptions + [
        OptionSpec(
          "--output", value: "FOLDER",
          help: "where the JSON files go (default: grading-results)"),
        OptionSpec("--solutions", help: "grade the reference solutions in Solutions/"),
        OptionSpec("--ignore-markers", help: "grade exercises even if not started"),
      ],
      exitStatus: """
        0 once grading has run, whatever the scores; 1 when the results cannot be written.
        """),
    CommandSpec(
      name: .verify, audience: .maintainers,
      summary: "every starter fails for its reason, every solution passes",
      about: """
        Checks that every exercise is complete, that each starter is the one git holds (what \
        reset restores), that every starter fails its grader for the reason its README names, \
        and that every reference solution passes. CI runs it in a clean clone.
        """,
      options: gradingOptions,
      exitStatus: "0 when every check holds; 1 when one does not (each is listed)."),
    CommandSpec(
      name: .submissions, audience: .maintainers, operands: "[N…]", maxOperands: nil,
      summary: "the graders' corpus: wrong ones fail, right ones pass",
      about: """
        Grades every submission in Tests/GradingTests/Submissions/ as grade does, each \
        swapped into a copy of the workbook kept in the scratch folder, and checks that each \
        gets the verdict its submission.json expects: the wrong ones fail, the differently \
        written right ones pass. Prints one line per submission. N grades only exercise \
        N's submissions, or one submission by its folder's name (2.1-only-404). CI runs it \
        after verify.
        """,
      options: [
        OptionSpec(
          "--timeout", value: "SECONDS",
          help: "how long one exercise's grader may run (default: 30)"),
        OptionSpec(
          "--scratch-path", value: "FOLDER",
          help: "its copy and build folder (default: .build-submissions)"),
        OptionSpec(
          "--lanes", value: "N",
          help: "exercises graded at once, each in a copy (default: 2)"),
      ],
      exitStatus: "0 when every submission gets its verdict; 1 when one does not."),
    CommandSpec(
      name: .mutants, audience: .maintainers, operands: "[WORD…]", maxOperands: nil,
      summary: "break the code on purpose: each mutant's tests must fail",
      about: """
        Applies each mutant of Tests/Mutants/ (a deliberate breakage of the code, with the \
        claim it breaks and the tests that must then fail) to a copy of the workbook kept in \
        the scratch folder, builds it, and runs the tests it names. Reports each mutant as \
        killed, survived, stale or does not build. First it checks that every test of the \
        chapter and kit suites is named by a mutant or exempted, and that every named test \
        passes without a mutant. WORD runs only the mutants whose name, file or tests \
        contain it; --changed-since and --share each add mutants, and --budget \
        bounds the time, for CI.
        """,
      options: [
        OptionSpec(
          "--changed-since", value: "REVISION",
          help: "also those whose code or tests changed since then"),
        OptionSpec(
          "--share", value: "I/N", help: "also share I of N (from 0) of the mutants"),
        OptionSpec(
          "--budget", value: "SECONDS", help: "start no mutant after this many seconds"),
        OptionSpec(
          "--timeout", value: "SECONDS",
          help: "how long one mutant's tests may run (default: 120)"),
        OptionSpec(
          "--scratch-path", value: "FOLDER",
          help: "its copy and build folder (default: .build-mutants)"),
      ],
      exitStatus: """
        0 when every mutant run is killed and every test is accounted for; 1 otherwise (each \
        problem is listed).
        """),
  ]

  /// The options that say how to grade, shared by `grade` and `verify`.
  private static let gradingOptions = [
    OptionSpec(
      "--timeout", value: "SECONDS", help: "how long one exercise's grader may run (default: 30)"),
    OptionSpec(
      "--scratch-path", value: "FOLDER", help: "the build folder (default: .build-grading)"),
  ]
}

/// One option: a flag (`--yes`) or an option with a value (`--timeout SECONDS`).
struct OptionSpec: Equatable {
  let name: String
  var short: String?
  /// What its value is called in the help, `SECONDS`; nil for a flag.
  var value: String?
  let help: String

  init(_ name: String, short: String? = nil, value: String? = nil, help: String) {
    self.name = name
    self.short = short
    self.value = value
    self.help = help
  }

  /// How the help shows it: `-h, --help` or `--timeout SECONDS`.
  var label: String {
    (short.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
  }
}
