import Foundation
import WorkbookGrading

/// What the CLI remembers between runs, in `.workbook/state.json` (git-ignored): how many
/// hints each exercise has shown, the last verdict of each exercise with a fingerprint
/// of the files it was given for, so `progress` only grades what changed, and the last
/// predictions made at each chapter's checkpoint.
package struct LearnerState: Codable {
  package var hintsShown: [String: Int] = [:]
  package var verdicts: [String: Saved] = [:]
  /// By chapter number. Optional, so that a state saved before checkpoints existed still
  /// reads (a missing key is nil), hints and verdicts included.
  package var checkpoints: [String: CheckpointRecord]?

  /// The predictions at one checkpoint: the last ones, saved before its scene runs, with how
  /// many were right once it has run, and the first try's, kept when the learner tries again.
  package struct CheckpointRecord: Codable, Equatable {
    /// The answers, as typed: `B A C`.
    package var answers: [String]
    /// How many the run proved right; nil until the scene has run.
    package var right: Int?
    /// The first run's answers and score. A prediction made before seeing the scene run is
    /// the one a teacher reads, so a later try never replaces it. Nil until a run is marked,
    /// and in a state saved before it was kept (that record is then its own first try).
    package var first: Attempt?
    /// How many runs have marked predictions here; nil in a state saved before it was kept.
    package var runs: Int?
  }

  /// One marked try at a checkpoint.
  package struct Attempt: Codable, Equatable {
    package var answers: [String]
    package var right: Int
  }

  /// Saves the answers given at chapter `chapter`'s checkpoint, and how many were right; the
  /// first marked try is kept beside the latest.
  package mutating func remember(_ answers: [String], right: Int?, checkpoint chapter: Int) {
    var records = checkpoints ?? [:]
    let old = records[String(chapter)]
    var record = CheckpointRecord(answers: answers, right: right)
    record.first = old?.firstTry ?? right.map { Attempt(answers: answers, right: $0) }
    record.runs = (old?.runCount ?? 0) + (right == nil ? 0 : 1)
    records[String(chapter)] = record
    checkpoints = records
  }

  /// What was saved of chapter `chapter`'s checkpoint, if it was tried.
  package func checkpoint(_ chapter: Int) -> CheckpointRecord? {
    checkpoints?[String(chapter)]
  }

  /// What progress says about chapter `chapter`'s checkpoint: the first try's score, and the
  /// latest try's beside it once there has been another.
  package func checkpointLine(_ chapter: Int) -> String {
    guard let record = checkpoint(chapter) else {
      return "checkpoint \(chapter): not tried (swift run workbook predict \(chapter))"
    }
    let total = record.answers.count
    guard let first = record.firstTry else {
      return "checkpoint \(chapter): answered, not run yet (swift run workbook predict \(chapter))"
    }
    let firstScore = "predicted \(first.right) of \(first.answers.count)"
    guard let right = record.right else {
      return "checkpoint \(chapter): \(firstScore) (first try); try \(record.runCount + 1) "
        + "answered, not run yet"
    }
    guard record.runCount > 1 else { return "checkpoint \(chapter): \(firstScore)" }
    return "checkpoint \(chapter): \(firstScore) (first try); \(right) of \(total) on try "
      + "\(record.runCount)"
  }

  package struct Saved: Codable {
    package let fingerprint: String
    package let verdict: Verdict
  }

  package static func load(_ workspace: Workspace) -> LearnerState {
    guard let data = try? Data(contentsOf: file(workspace)),
      let state = try? JSONDecoder().decode(LearnerState.self, from: data)
    else { return LearnerState() }
    return state
  }

  package func save(_ workspace: Workspace) throws(CLIError) {
    try Reports.write(self, to: Self.file(workspace))
  }

  /// The verdict saved for `exercise`, if its files are as they were then.
  package func verdict(for exercise: Exercise, in workspace: Workspace) -> Verdict? {
    guard let saved = verdicts[exercise.id],
      saved.fingerprint == Self.fingerprint(of: exercise, in: workspace)
    else { return nil }
    return saved.verdict
  }

  package mutating func remember(
    _ verdict: Verdict, for exercise: Exercise, in workspace: Workspace
  ) {
    verdicts[exercise.id] = Saved(
      fingerprint: Self.fingerprint(of: exercise, in: workspace), verdict: verdict)
  }

  /// A hash (FNV-1a) of the student's file and the exercise's grader.
  package static func fingerprint(of exercise: Exercise, in workspace: Workspace) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for path in [exercise.path, exercise.graderPath] {
      let bytes = (try? Data(contentsOf: workspace.url(path))) ?? Data()
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return String(hash, radix: 16)
  }

  private static func file(_ workspace: Workspace) -> URL {
    workspace.stateFolder.appendingPathComponent("state.json")
  }
}

extension LearnerState.CheckpointRecord {
  /// The first marked try: the one kept, or in a state saved before it was kept, this
  /// record's own once its scene has run.
  package var firstTry: LearnerState.Attempt? {
    first ?? right.map { LearnerState.Attempt(answers: answers, right: $0) }
  }

  /// How many runs have marked predictions: in a state saved before they were counted, one
  /// once its scene has run.
  package var runCount: Int { runs ?? (right == nil ? 0 : 1) }
}
