import Foundation
import WorkbookGrading

/// `swift run workbook hint [N] [TIER] [--all]`: the next tier of help each time it is asked,
/// a nudge first, then the concept with the talk's timestamp, then nearly the answer; a tier
/// by its number, or every tier seen so far, to read one again.
package struct HintCommand: WorkbookCommand, Equatable {
  package static let spec = CommandSpec(
    name: "hint", audience: .students, operands: "[N] [TIER]", maxOperands: 2,
    summary: "the next hint for exercise N; TIER or --all reads one again",
    about: """
      Shows one more hint each time it runs: a nudge, then the concept with the talk's \
      timestamp, then nearly the answer. N defaults to the exercise you are on. Give a \
      TIER (1, 2 or 3) to read that hint, or --all to read again every hint seen so far.
      """,
    options: [.all.helping("every hint seen so far for N, again")],
    exitStatus: "0 once the hint is shown.")

  /// Which hint to show.
  package enum Request: Equatable {
    /// The next tier, one further than last time (the default).
    case next
    /// Every tier seen so far, again (`--all`).
    case seen
    /// One tier, by its number (`hint 1.2 2`).
    case tier(Int)
  }

  /// The exercise named, if any; else the one the learner is on.
  package var name: String?
  package var request = Request.next

  package init(name: String?, _ request: Request) {
    self.name = name
    self.request = request
  }

  package init(operands: [String], options: ParsedOptions) throws(CLIError) {
    let all = options.has(.all)
    guard operands.count == 2 else {
      self.init(name: operands.first, all ? .seen : .next)
      return
    }
    guard let tier = Int(operands[1]), tier > 0 else {
      throw .usage(
        "hint's second operand is a tier, a number such as 2 (not '\(operands[1])'): "
          + "swift run workbook hint \(operands[0]) 2")
    }
    guard !all else { throw .usage("hint takes a tier or --all, not both") }
    self.init(name: operands[0], .tier(tier))
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    var learner = try Learner(workspace)
    let exercise = try learner.exercise(name)
    let shown = learner.state.hintsShown[exercise.id] ?? 0
    let page = try Self.page(exercise, request, shown: shown)
    say(page.text)
    learner.state.hintsShown[exercise.id] = page.shown
    try learner.state.save(workspace)
    return 0
  }

  /// What to print for `request` when `shown` tiers have been shown, and how many tiers have
  /// been shown after it. Reading a tier again never counts as a new one.
  package static func page(
    _ exercise: Exercise, _ request: Request, shown: Int
  ) throws(CLIError) -> (text: String, shown: Int) {
    let count = exercise.hints.count
    guard count > 0 else { throw .failure("exercise \(exercise.id) has no hints in its README") }
    let tiers: ClosedRange<Int>
    switch request {
    case .next: tiers = min(shown + 1, count)...min(shown + 1, count)
    case .seen: tiers = 1...min(max(shown, 1), count)
    case .tier(let tier):
      guard tier <= count else {
        throw .usage("exercise \(exercise.id) has \(TextLayout.count(count, "hint")), not \(tier)")
      }
      tiers = tier...tier
    }
    var lines = ["Exercise \(exercise.name)"]
    for number in tiers {
      let hint = exercise.hints[number - 1]
      let title = hint.title.replacingOccurrences(
        of: "Hint \(number)", with: "Hint \(number) of \(count)")
      lines += [title, "", hint.text, ""]
    }
    let last = max(shown, tiers.upperBound)
    if last < count {
      lines.append(
        "Run `swift run workbook hint \(exercise.id)` again for hint \(last + 1) of \(count).")
    } else {
      lines.append(
        "That was the last hint. Every hint is also in Exercises/\(exercise.chapterFolder)/README.md."
      )
    }
    if last > 1, request != .seen {
      lines.append(
        "Read again the hints you have seen: swift run workbook hint \(exercise.id) --all")
    }
    return (lines.joined(separator: "\n"), last)
  }
}
