import Foundation
import Workbook

/// A checkpoint of `workbook predict N`: a short scene of chapter N, the questions the learner
/// answers before it runs, and the scene itself, which runs for real on the kit.
///
/// The scene records what it does into a trace of its own; the answers are read from that
/// trace by `Question.answer(from:)`, never from a key written beside the questions. Each
/// scene holds whatever could arrive in more than one order at a gate (`ImageServer`'s or a
/// `WorkGate`) and lets it through in an order it chooses, so that one scene gives one answer
/// run after run.
nonisolated public struct Checkpoint: Sendable {
  /// The chapter it belongs to, 1 to 9.
  public let chapter: Int
  public let title: String
  /// The chapter's page, from the workbook's root: `Chapters/03-interleaving.md`.
  public let page: String
  /// What happens in the scene, in a few lines.
  public let setting: [String]
  /// The file holding the scene's code, from the workbook's root; the lines between
  /// `// show:` markers are the code the learner reads.
  public let source: String
  public let questions: [Question]
  /// The scene, on the main actor as the chapter's app code is, recording into
  /// `Trace.current`.
  let play: @MainActor @Sendable () async throws -> Void

  public init(
    chapter: Int, title: String, page: String, setting: [String], source: String,
    questions: [Question], play: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    self.chapter = chapter
    self.title = title
    self.page = page
    self.setting = setting
    self.source = source
    self.questions = questions
    self.play = play
  }

  /// Runs the scene once, into `trace`, and reads each question's answer from it.
  /// - Parameter trace: a new trace unless given: a test gives the trace of a scene that
  ///   watches the run's work.
  /// - Throws: the scene's own error, or `SceneError` when its trace answers a question not.
  public func run(recordingInto trace: Trace = Trace()) async throws -> SceneRun {
    try await Trace.$current.withValue(trace) {
      try await play()
    }
    let events = trace.events
    var answers: [Answer] = []
    for question in questions {
      answers.append(try question.answer(from: events))
    }
    return SceneRun(events: events, answers: answers)
  }

  /// Every checkpoint, in chapter order.
  public static let all: [Checkpoint] = [
    .chapter1, .chapter2, .chapter3, .chapter4, .chapter5, .chapter6, .chapter7, .chapter8,
    .chapter9,
  ]

  /// The checkpoint of chapter `number`, if there is one.
  public static func chapter(_ number: Int) -> Checkpoint? {
    all.first { $0.chapter == number }
  }
}

/// What one run of a scene recorded, and the answers its trace gives.
nonisolated public struct SceneRun: Sendable {
  public let events: [TraceEvent]
  public let answers: [Answer]

  public init(events: [TraceEvent], answers: [Answer]) {
    self.events = events
    self.answers = answers
  }
}

nonisolated extension Checkpoint {
  /// The code the learner reads: each block of `text` between a `// show:begin` line and a
  /// `// show:end` line, without their common indentation, blocks separated by a blank line.
  public static func excerpt(of text: String) -> String {
    var blocks: [[Substring]] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "// show:begin" {
        current = []
      } else if trimmed == "// show:end", let block = current {
        blocks.append(block)
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks.map { block in
      let indents = block.filter { !$0.allSatisfy(\.isWhitespace) }
        .map { $0.prefix(while: { $0 == " " }).count }
      let indent = indents.min() ?? 0
      return block.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }.joined(separator: "\n\n")
  }
}
