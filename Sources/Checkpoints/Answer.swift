import Workbook

/// An answer to one question: the options' positions, in the order given (`B A C` is
/// `[1, 0, 2]`); one position for a lane or a which question.
nonisolated public struct Answer: Sendable, Hashable, CustomStringConvertible {
  public let choices: [Int]

  public init(_ choices: [Int]) {
    self.choices = choices
  }

  /// As the learner types it: `B A C`.
  public var description: String {
    choices.map { String(Question.letter($0)) }.joined(separator: " ")
  }
}

/// Why an answer typed for a question cannot be read: the message says what would be.
nonisolated public struct AnswerError: Error, Equatable, CustomStringConvertible {
  public let description: String
}

/// Why a run's trace does not answer a question: the scene did not do what it must.
nonisolated public struct SceneError: Error, Equatable, CustomStringConvertible {
  public let description: String
}

nonisolated extension Question {
  /// What a learner typed, read as an answer: letters, in any case, with or without spaces or
  /// commas between them (`B A C`, `bac`, `b,a,c`).
  /// - Throws: `AnswerError` saying what this question takes.
  public func parse(_ text: String) throws(AnswerError) -> Answer {
    let letters = text.filter { !$0.isWhitespace && $0 != "," }.uppercased()
    let allowed = (0..<options.count).map { Question.letter($0) }
    let range = "\(allowed.first!)–\(allowed.last!)"
    var choices: [Int] = []
    for letter in letters {
      guard let index = allowed.firstIndex(of: letter) else {
        throw AnswerError(description: "'\(letter)' is not a choice here; the letters are \(range)")
      }
      choices.append(index)
    }
    switch kind {
    case .order:
      guard choices.count == options.count, Set(choices).count == options.count else {
        let example = allowed.reversed().map(String.init).joined(separator: " ")
        throw AnswerError(
          description:
            "give every letter \(range) once, in the order you expect, such as \(example)"
        )
      }
    case .lane, .which:
      guard choices.count == 1 else {
        throw AnswerError(description: "give one letter, \(range)")
      }
    }
    return Answer(choices)
  }

  /// The answer the run's events give: the one place the command and the tests read it.
  ///
  /// - `.order`: the options sorted by where their event first appears (an `end` event does
  ///   not count: a span is placed by its beginning).
  /// - `.lane`: the option whose domain the first event with that label ran in.
  /// - `.which`: the one option whose event was recorded.
  /// - Throws: `SceneError` when the trace does not hold what the question needs.
  public func answer(from events: [TraceEvent]) throws(SceneError) -> Answer {
    let started = events.filter { $0.kind != .end }
    func first(_ label: String) -> TraceEvent? {
      started.first { $0.label == label }
    }
    switch kind {
    case .order:
      var positions: [(option: Int, sequence: Int)] = []
      for (index, option) in options.enumerated() {
        guard let label = option.event, let event = first(label) else {
          throw SceneError(description: "the run recorded no '\(option.event ?? option.text)'")
        }
        positions.append((index, event.sequence))
      }
      return Answer(positions.sorted { $0.sequence < $1.sequence }.map(\.option))
    case .lane(let label):
      guard let event = first(label) else {
        throw SceneError(description: "the run recorded no '\(label)'")
      }
      guard let index = options.firstIndex(where: { $0.domain == event.domain }) else {
        throw SceneError(
          description: "'\(label)' ran in \(event.domain.name), which is not a choice")
      }
      return Answer([index])
    case .which:
      let found = options.indices.filter { index in
        options[index].event.map { first($0) != nil } ?? false
      }
      guard found.count == 1 else {
        let labels = options.compactMap(\.event).map { "'\($0)'" }.joined(separator: ", ")
        throw SceneError(
          description: "the run recorded \(found.count) of \(labels), where it must record one")
      }
      return Answer(found)
    }
  }
}
