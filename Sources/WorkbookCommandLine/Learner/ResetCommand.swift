import Foundation
import WorkbookGrading
import WorkbookTools

/// `swift run workbook reset N` or `reset --all`: puts exercises' files back as they started,
/// from git's history (`StarterHistory`), and clears their hint counts.
///
/// It never overwrites work without asking: it asks once on the terminal (for one exercise or
/// for all), refuses when there is no terminal to ask on (unless `--yes`), and keeps each
/// replaced file in `.workbook/backups/`. When the starters cannot be read (no git, not a
/// checkout) it changes nothing.
package struct ResetCommand: WorkbookCommand, Equatable {
  package static let spec = CommandSpec(
    name: "reset", audience: .students, operands: "N | --all", maxOperands: 1,
    summary: "put exercise N (or every one) back as it started",
    about: """
      Puts exercise N's file back as it started, from git (the newest commit in which the \
      file still begins with its "// NOT STARTED" line), and clears its hint count. It asks \
      once before it replaces anything, and keeps your version in .workbook/backups/.
      """,
    options: [
      .all.helping("every exercise that is not as it started"),
      .yes,
    ],
    exitStatus: """
      0 when the files are as they started, or when you answer no; 1 when it could not \
      (not a git checkout, git missing, a file that cannot be written).
      """)

  /// What `reset` puts back.
  package enum Target: Equatable {
    case exercise(String)
    case all
  }

  /// Asks a question; returns the answer. `nil` as the whole function means "do not ask".
  package typealias Ask = (String) throws(CLIError) -> Bool

  package var target: Target
  /// `--yes`: replace without asking.
  package var confirmed = false

  package init(_ target: Target, confirmed: Bool) {
    self.target = target
    self.confirmed = confirmed
  }

  package init(operands: [String], options: ParsedOptions) throws(CLIError) {
    let confirmed = options.has(.yes)
    switch (operands.first, options.has(.all)) {
    case (let exercise?, false): self.init(.exercise(exercise), confirmed: confirmed)
    case (nil, true): self.init(.all, confirmed: confirmed)
    case (_?, true): throw .usage("reset takes an exercise or --all, not both")
    case (nil, false):
      throw .usage(
        "reset needs an exercise's number or --all, such as: swift run workbook reset 1.2")
    }
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    let ask: Ask? =
      confirmed ? nil : { (question) throws(CLIError) in try Self.askOnTerminal(question) }
    return try Self.reset(
      target, in: workspace, history: StarterHistory(workspace), ask: ask, say: { say($0) })
  }

  /// Resets `target`; returns the exit status. `say` receives what to print.
  package static func reset(
    _ target: Target, in workspace: Workspace, history: StarterHistory,
    ask: Ask?, say: (String) -> Void
  ) throws(CLIError) -> Int32 {
    var learner = try Learner(workspace)
    let exercises =
      switch target {
      case .exercise(let name): [try learner.exercise(named: name)]
      case .all: learner.exercises
      }
    // Every starter is read before anything is written: a failure changes nothing.
    var changed: [(exercise: Exercise, starter: String, current: Data?)] = []
    for exercise in exercises {
      let starter = try history.starter(of: exercise).text
      let current = try? Data(contentsOf: workspace.url(exercise.path))
      if current != Data(starter.utf8) { changed.append((exercise, starter, current)) }
    }
    guard !changed.isEmpty else {
      try clearHints(of: exercises, &learner)
      say(
        exercises.count == 1
          ? "\(exercises[0].path) is already as it started."
          : "Every exercise is already as it started.")
      return 0
    }
    let names = changed.map(\.exercise.id).joined(separator: ", ")
    if let ask {
      let what =
        changed.count == 1 ? changed[0].exercise.path : "\(changed.count) exercises (\(names))"
      let versions = changed.count == 1 ? "Your version is" : "Your versions are"
      guard try ask("Put \(what) back as it started? \(versions) kept in .workbook/backups/.")
      else {
        say("Left as it was.")
        return 0
      }
    }
    let stamp = Int(Date().timeIntervalSince1970)
    for (exercise, _, current) in changed {
      if let current {
        let backup = try keep(current, of: exercise, stamp: stamp, in: workspace)
        say("Your version of \(exercise.id): \(workspace.relative(backup))")
      }
    }
    for (exercise, starter, _) in changed {
      do {
        try OutputFile.write(to: workspace.url(exercise.path)) { Data(starter.utf8) }
      } catch {
        throw .failure("cannot write \(exercise.path): \(error.reason)")
      }
    }
    try clearHints(of: exercises, &learner)
    say(
      changed.count == 1
        ? "Exercise \(names) is as it started."
        : "Exercises \(names) are as they started.")
    return 0
  }

  /// A reset exercise starts its hints again from the first.
  private static func clearHints(
    of exercises: [Exercise], _ learner: inout Learner
  ) throws(CLIError) {
    for exercise in exercises { learner.state.hintsShown[exercise.id] = nil }
    try learner.state.save(learner.workspace)
  }

  /// Asks on the terminal; a usage error when there is none to ask on.
  private static func askOnTerminal(_ question: String) throws(CLIError) -> Bool {
    guard isatty(STDIN_FILENO) == 1 else {
      throw .usage("reset asks before it replaces your work; run it in a terminal, or add --yes")
    }
    say("\(question) [y/N] ", terminator: "")
    let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return answer == "y" || answer == "yes"
  }

  /// Saves the student's version under a name that says when.
  private static func keep(
    _ data: Data, of exercise: Exercise, stamp: Int, in workspace: Workspace
  ) throws(CLIError) -> URL {
    let name = "\(exercise.id)-\(stamp)-\(URL(fileURLWithPath: exercise.file).lastPathComponent)"
    let backup = workspace.stateFolder.appendingPathComponent("backups")
      .appendingPathComponent(name)
    do {
      try OutputFile.write(to: backup, makingFolders: true) { data }
    } catch {
      throw .failure("cannot keep a copy of your version (\(error.reason)); nothing was reset")
    }
    return backup
  }
}
