/// What the compile check prints when an exercise does not compile: which exercise stops the
/// build, and the commands that grade the others meanwhile. The compiler's errors follow it.
struct CompileNote {
  /// The exercise module: `Exercise5_1`.
  let module: String
  /// The exercise's folder.
  let folder: String
  /// The compiler's error lines.
  let errors: [String]

  /// `5.1` for `Exercise5_1`.
  var exercise: String {
    String(module.dropFirst("Exercise".count).map { $0 == "_" ? "." : $0 })
  }

  var text: String {
    let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
    let name = folder.split(separator: "/").last.map(String.init) ?? folder
    return """
      note: exercise \(exercise) (\(name)) does not compile (\(count), shown below), so \
      swift test stops at it and grades nothing.
      note: to grade the other exercises meanwhile: swift run workbook grade (once), or \
      swift run workbook watch (after each save, this one again once it compiles).
      """
  }
}
