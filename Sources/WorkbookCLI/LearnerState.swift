import Foundation

/// What the CLI remembers between runs, in `.workbook/state.json` (git-ignored): how many
/// hints each exercise has shown, the last verdict of each exercise with a fingerprint
/// of the files it was given for, so `progress` only grades what changed, and the last
/// predictions made at each chapter's checkpoint.
struct LearnerState: Codable {
  var hintsShown: [String: Int] = [:]
  var verdicts: [String: Saved] = [:]
  /// By chapter number. Optional, so that a state saved before checkpoints existed still
  /// reads (a missing key is nil), hints and verdicts included.
  var checkpoints: [String: CheckpointRecord]?

  /// The last predictions at one checkpoint, saved before its scene runs; how many were right
  /// once it has run.
  struct CheckpointRecord: Codable, Equatable {
    /// The answers, as typed: `B A C`.
    var answers: [String]
    /// How many the run proved right; nil until the scene has run.
    var right: Int?
  }

  /// Saves the answers given at chapter `chapter`'s checkpoint, and how many were right.
  mutating func remember(_ answers: [String], right: Int?, checkpoint chapter: Int) {
    var records = checkpoints ?? [:]
    records[String(chapter)] = CheckpointRecord(answers: answers, right: right)
    checkpoints = records
  }

  /// What progress says about chapter `chapter`'s checkpoint.
  func checkpointLine(_ chapter: Int) -> String {
    guard let record = checkpoints?[String(chapter)] else {
      return "checkpoint \(chapter): not tried (swift run workbook predict \(chapter))"
    }
    guard let right = record.right else {
      return "checkpoint \(chapter): answered, not run yet (swift run workbook predict \(chapter))"
    }
    return "checkpoint \(chapter): predicted \(right) of \(record.answers.count)"
  }

  struct Saved: Codable {
    let fingerprint: String
    let verdict: Verdict
  }

  static func load(_ workspace: Workspace) -> LearnerState {
    guard let data = try? Data(contentsOf: file(workspace)),
      let state = try? JSONDecoder().decode(LearnerState.self, from: data)
    else { return LearnerState() }
    return state
  }

  func save(_ workspace: Workspace) throws(CLIError) {
    try Reports.write(self, to: Self.file(workspace))
  }

  /// The verdict saved for `exercise`, if its files are as they were then.
  func verdict(for exercise: Exercise, in workspace: Workspace) -> Verdict? {
    guard let saved = verdicts[exercise.id],
      saved.fingerprint == Self.fingerprint(of: exercise, in: workspace)
    else { return nil }
    return saved.verdict
  }

  mutating func remember(_ verdict: Verdict, for exercise: Exercise, in workspace: Workspace) {
    verdicts[exercise.id] = Saved(
      fingerprint: Self.fingerprint(of: exercise, in: workspace), verdict: verdict)
  }

  /// A hash (FNV-1a) of the student's file and the exercise's grader.
  static func fingerprint(of exercise: Exercise, in workspace: Workspace) -> String {
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
