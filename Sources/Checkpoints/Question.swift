import Workbook

/// One thing the learner predicts about a scene, with the choices offered and why the run
/// answers it the way it does.
///
/// A question never holds its answer: the run's trace gives it (`Question.answer(from:)`).
nonisolated public struct Question: Sendable {
  /// What the run is asked about.
  public enum Kind: Sendable, Equatable {
    /// The order in which the options' events first happen: a sequence of every letter.
    case order
    /// Where the event labelled `event` first ran: the letter of the option for its domain.
    case lane(event: String)
    /// Which option's event happened: one letter; the run records exactly one of them.
    case which
  }

  /// One choice: what the learner reads, and what the trace must hold for it.
  public struct Option: Sendable, Equatable {
    public let text: String
    /// The event's label, for `.order` and `.which`.
    public let event: String?
    /// The domain, for `.lane`.
    public let domain: IsolationDomain?

    public init(_ text: String, event: String? = nil, domain: IsolationDomain? = nil) {
      self.text = text
      self.event = event
      self.domain = domain
    }
  }

  public let prompt: String
  public let kind: Kind
  public let options: [Option]
  /// One sentence: why the run comes out this way.
  public let reason: String
  /// The page section that teaches it: `Chapters/03-interleaving.md#which-response-comes-first`.
  public let section: String

  public init(
    _ prompt: String, _ kind: Kind, _ options: [Option], reason: String, section: String
  ) {
    self.prompt = prompt
    self.kind = kind
    self.options = options
    self.reason = reason
    self.section = section
  }

  /// The order of several events, each option shown as its own label.
  public static func order(
    _ prompt: String, events: [String], reason: String, section: String
  ) -> Question {
    Question(prompt, .order, events.map { Option($0, event: $0) }, reason: reason, section: section)
  }

  /// Where one event ran, choosing among `domains`.
  public static func lane(
    _ prompt: String, event: String, domains: [IsolationDomain] = [.mainActor, .pool],
    reason: String, section: String
  ) -> Question {
    Question(
      prompt, .lane(event: event), domains.map { Option(Self.laneName($0), domain: $0) },
      reason: reason, section: section)
  }

  /// Which of several events happened: each choice is shown as `text`, found as `event`.
  public static func which(
    _ prompt: String, _ choices: [(text: String, event: String)], reason: String,
    section: String
  ) -> Question {
    Question(
      prompt, .which, choices.map { Option($0.text, event: $0.event) }, reason: reason,
      section: section)
  }

  /// The letter of the option at `index`: A, B, C…
  public static func letter(_ index: Int) -> Character {
    Character(UnicodeScalar(UInt8(65 + index)))
  }

  /// How a lane is named to the learner.
  static func laneName(_ domain: IsolationDomain) -> String {
    switch domain {
    case .mainActor: "the main actor"
    case .pool: "the concurrent pool"
    case .actor(let name) where name == "Renderer": "the renderer's queue"
    case .actor(let name): "the actor \(name)"
    case .network: "the network"
    }
  }
}
