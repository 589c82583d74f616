import Foundation

/// `swift run workbook reset N`: puts an exercise's file back as it started, from the
/// pristine copy in `Exercises/.starters/`.
///
/// It never overwrites work without asking: it asks on the terminal, refuses when there is
/// no terminal to ask on (unless `--yes`), and keeps the replaced file in `.workbook/backups/`.
enum ResetCommand {
  static func run(_ arguments: Arguments, _ workspace: Workspace) throws(CLIError) -> Int32 {
    var arguments = arguments
    let confirmed = arguments.flag("--yes")
    try arguments.rejectUnknownOptions()
    guard let name = arguments.operands.first else {
      throw CLIError("reset needs the exercise's number, such as: swift run workbook reset 1.2")
    }
    let exercise = try Learner(workspace).exercise(named: name)
    let file = workspace.url(exercise.path)
    guard let starter = try? Data(contentsOf: workspace.url(exercise.starterPath)) else {
      throw CLIError("the starting code of \(exercise.id) is missing (\(exercise.starterPath))")
    }
    let current = try? Data(contentsOf: file)
    if current == starter {
      say("\(exercise.path) is already as it started.")
      return 0
    }
    if !confirmed {
      guard isatty(STDIN_FILENO) == 1 else {
        throw CLIError(
          "reset asks before it replaces your work; run it in a terminal, or add --yes")
      }
      say(
        "Put \(exercise.path) back as it started? Your version is kept in .workbook/backups/. [y/N] ",
        terminator: "")
      let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
      guard answer == "y" || answer == "yes" else {
        say("Left as it was.")
        return 1
      }
    }
    var backup: URL?
    if let current {
      backup = try keep(current, of: exercise, in: workspace)
    }
    do { try starter.write(to: file) } catch {
      throw CLIError("cannot write \(exercise.path): \(error.localizedDescription)")
    }
    say("Exercise \(exercise.id) is as it started.")
    if let backup { say("Your version: \(workspace.relative(backup))") }
    return 0
  }

  /// Saves the student's version under a name that says when.
  private static func keep(
    _ data: Data, of exercise: Exercise, in workspace: Workspace
  ) throws(CLIError) -> URL {
    let stamp = Int(Date().timeIntervalSince1970)
    let name = "\(exercise.id)-\(stamp)-\(URL(fileURLWithPath: exercise.file).lastPathComponent)"
    let backup = workspace.stateFolder.appendingPathComponent("backups").appendingPathComponent(
      name)
    do {
      try FileManager.default.createDirectory(
        at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: backup)
    } catch {
      throw CLIError(
        "cannot keep a copy of your version (\(error.localizedDescription)); nothing was reset")
    }
    return backup
  }
}
