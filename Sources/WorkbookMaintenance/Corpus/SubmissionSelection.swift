import WorkbookGrading

/// Which submissions a run of `workbook-dev submissions` grades, when CI asks for part of the
/// corpus: those a change touched, then a share of the rest.
///
/// The corpus is graded in rounds of one submission per exercise, so its time goes with the
/// largest exercise's count. A share takes every N-th submission of each exercise, which cuts
/// every exercise, and so the rounds, N-fold; a share by a hash of the names, as the mutants
/// take, would leave some exercises with more than their part.
struct SubmissionSelection {
  /// The files changed since `--changed-since`, nil without it.
  let changed: Set<String>?
  let share: Share?

  /// `submissions`, in their order, that this selection grades: all of them when it asks for
  /// nothing.
  func select(_ submissions: [Submission], of exercises: [Exercise]) -> [Submission] {
    guard changed != nil || share != nil else { return submissions }
    var positions: [String: Int] = [:]
    return submissions.filter { submission in
      let id = submission.manifest.exercise
      let position = positions[id, default: 0]
      positions[id] = position + 1
      if share?.contains(position: position) == true { return true }
      guard let changed, let exercise = exercises.first(where: { $0.id == id }) else {
        return false
      }
      return touches(submission, exercise, changed)
    }
  }

  /// Whether a change to `files` may change `submission`'s verdict, as far as it is the
  /// submission's or its exercise's alone: the submission's folder, the exercise's folder or
  /// its solution's, or the folder of graders the exercise's grader shares its helpers with.
  /// A change to what every grader uses (the kit, the test harness, the grading engine) is
  /// left to the shares, or CI would grade the whole corpus after nearly every change.
  private func touches(_ submission: Submission, _ exercise: Exercise, _ files: Set<String>)
    -> Bool
  {
    let folders = [
      "\(Submission.folder)/\(submission.name)/",
      "Exercises/\(exercise.chapterFolder)/\(exercise.folder)/",
      "Solutions/\(exercise.chapterFolder)/\(exercise.folder)/",
      "Tests/ExerciseTests/\(exercise.chapterFolder)/",
    ]
    return files.contains { file in folders.contains { file.hasPrefix($0) } }
  }
}
