import Checkpoints
import Testing
import Workbook

/// The code that reads a question's answer from a trace (the command and the scene tests
/// share it), and the code that reads what a learner typed.
@Suite("Checkpoints: answers from the trace, and from the learner")
struct CheckpointsAnswerTests {
  /// A trace written by hand: each label in order, in `domain`, `end` events where asked.
  static func events(_ steps: [(String, IsolationDomain, TraceEvent.Kind)]) -> [TraceEvent] {
    steps.enumerated().map { index, step in
      TraceEvent(
        sequence: index, label: step.0, kind: step.2, domain: step.1, task: nil, thread: 1,
        time: .milliseconds(index))
    }
  }

  let order = Question.order("Order?", events: ["a", "b", "c"], reason: "r", section: "s")
  let lane = Question.lane(
    "Where?", event: "b", domains: [.mainActor, .pool, .actor("Archive")], reason: "r",
    section: "s")
  let which = Question.which("Which?", [("one", "x 1"), ("two", "x 2")], reason: "r", section: "s")

  @Test("An order is read from where each event begins, not where a span ends")
  func orderFromFirstBeginning() throws {
    let trace = Self.events([
      ("c", .pool, .begin), ("a", .mainActor, .instant), ("c", .pool, .end),
      ("b", .mainActor, .instant), ("a", .mainActor, .instant),
    ])
    #expect(try order.answer(from: trace) == Answer([2, 0, 1]))
  }

  @Test("A lane is the domain the event first ran in")
  func laneFromDomain() throws {
    let trace = Self.events([
      ("b", .actor("Archive"), .instant), ("b", .mainActor, .instant),
    ])
    #expect(try lane.answer(from: trace) == Answer([2]))
  }

  @Test("Which is the one option the run recorded; none or two is the scene's error")
  func whichNeedsExactlyOne() throws {
    #expect(try which.answer(from: Self.events([("x 2", .pool, .instant)])) == Answer([1]))
    #expect(throws: SceneError.self) {
      try which.answer(from: Self.events([("x 1", .pool, .instant), ("x 2", .pool, .instant)]))
    }
    #expect(throws: SceneError.self) { try which.answer(from: []) }
  }

  @Test("A trace without the asked event, or in a lane not offered, answers nothing")
  func missingEventIsAnError() {
    #expect(throws: SceneError.self) {
      try order.answer(from: Self.events([("a", .mainActor, .instant)]))
    }
    #expect(throws: SceneError.self) {
      try lane.answer(from: Self.events([("b", .network, .instant)]))
    }
  }

  @Test("Letters are read in any case, with or without spaces or commas")
  func lettersInAnyForm() throws {
    for text in ["B A C", "bac", " b, a ,c ", "B,A,C"] {
      #expect(try order.parse(text) == Answer([1, 0, 2]), "\(text)")
    }
    #expect(try lane.parse(" c ") == Answer([2]))
    #expect(Answer([1, 0, 2]).description == "B A C")
  }

  @Test("A letter that is not a choice, a missing or repeated one, or two for one is refused")
  func wrongLettersRefused() {
    for text in ["A A C", "A B", "A B C D", "A B Z", ""] {
      #expect(throws: AnswerError.self, "\(text)") { try order.parse(text) }
    }
    for text in ["D", "AB", ""] {
      #expect(throws: AnswerError.self, "\(text)") { try lane.parse(text) }
    }
  }
}
