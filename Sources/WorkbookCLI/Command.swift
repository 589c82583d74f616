import Checkpoints

/// What the command line asks for, parsed once (`CommandParser`) before anything runs:
/// each command with its operands and options, typed, so no command reads raw words.
enum Command: Equatable {
  /// `progress` (also `list`, and no command at all): what is done, and what is next.
  case progress
  /// `hint [N] [TIER] [--all]`.
  case hint(exercise: String?, HintRequest)
  /// `watch [N]`.
  case watch(exercise: String?)
  /// `solution [N]`: the reference solution, once the exercise passes.
  case solution(exercise: String?)
  /// `reset N` or `reset --all`, with `--yes` to skip the question.
  case reset(ResetTarget, confirmed: Bool)
  /// `predict CHAPTER [--answer ANSWERS]`: chapter CHAPTER's checkpoint; `answers` are the
  /// answers given on the command line, already read against its questions (nil: ask them).
  case predict(chapter: Int, answers: [Answer]?)
  /// `grade [N…]` with its options; `output` is nil for the workbook's `grading-results`.
  case grade(exercises: [String], GradingOptions, output: String?)
  /// `verify` with its options.
  case verify(GradingOptions)
  /// `submissions [N…]` with its options: the graders' corpus (or the submissions
  /// named) gets its verdicts.
  case submissions(names: [String], GradingOptions)
  /// `mutants [WORD…]` with its options: the mutants named (or all) are applied one at a
  /// time, and the tests they name must fail.
  case mutants(words: [String], MutantOptions)
  /// `--help`, `-h` or `help [COMMAND]`: the usage text, for one command or for all.
  case help(CommandSpec.Name?)

  /// Which hint `hint` shows.
  enum HintRequest: Equatable {
    /// The next tier, one further than last time (the default).
    case next
    /// Every tier seen so far, again (`--all`).
    case seen
    /// One tier, by its number (`hint 1.2 2`).
    case tier(Int)
  }

  /// What `reset` puts back.
  enum ResetTarget: Equatable {
    case exercise(String)
    case all
  }
}

/// A parsed command line: the command, and the workbook it works on.
struct Invocation: Equatable {
  var command: Command
  /// `--package-path FOLDER`; nil to look from the current folder up.
  var packagePath: String?
}
