import Testing
import WorkbookTools

/// Runs a scenario once for each order in which its held things can be let go, and reports
/// the first failing order with the line that replays it alone.
///
/// The scenario holds k things (requests at the test network's gate, work at a `WorkGate`,
/// frames) and, given an `ArrivalOrder`, lets them go in that order, waiting each time on an
/// event (the gate's arrival, a task's end), never on time; it returns only when everything
/// it started has ended, so nothing of one order runs into the next. The explorer runs every
/// order of up to five things and a seeded sample of more (`ArrivalOrders`).
///
/// A failure is one issue: the failures the order's checks recorded (`order.expect`, a
/// grader's `exercise.expect`), which order failed, out of how many, the replay line
/// (`WORKBOOK_ORDER=2,0,3,1 swift test --filter …`), and the expected and actual events side
/// by side. Checks inside an order are collected rather than recorded one by one, so a bug that
/// breaks six orders reads as one failure with its first order, not six.
public struct OrderExplorer: Sendable {
  /// The orders this explorer runs.
  public let orders: ArrivalOrders
  /// What each held thing is called, for the report (`image, news, effect`).
  public let names: [String]?

  /// Whether to stop at the first failing order: for a scenario whose failure is slow (it
  /// waits out a limit), where 24 failures would outlast the test's time limit.
  public let stopsAtFirstFailure: Bool

  public init(_ orders: ArrivalOrders, names: [String]? = nil, stopsAtFirstFailure: Bool = false) {
    precondition(names == nil || names!.count == orders.count, "a name for each held thing")
    self.orders = orders
    self.names = names
    self.stopsAtFirstFailure = stopsAtFirstFailure
  }

  /// Explores the orders of `names.count` things, named for the report.
  public init(names: [String], stopsAtFirstFailure: Bool = false) {
    self.init(
      ArrivalOrders(count: names.count), names: names, stopsAtFirstFailure: stopsAtFirstFailure)
  }

  /// Explores the orders of `count` things.
  public init(count: Int, stopsAtFirstFailure: Bool = false) {
    self.init(ArrivalOrders(count: count), stopsAtFirstFailure: stopsAtFirstFailure)
  }

  /// Runs `scenario` once per order, one order at a time, and records one issue if any
  /// order fails.
  /// - Returns: what ran and what failed.
  @discardableResult
  public func explore(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ scenario: (ArrivalOrder) async throws -> OrderOutcome
  ) async -> Exploration {
    var failures: [(order: ArrivalOrder, texts: [String], outcome: OrderOutcome?)] = []
    var ran = 0
    for order in orders.orders {
      if stopsAtFirstFailure, !failures.isEmpty { break }
      ran += 1
      let list = FailureList()
      var outcome: OrderOutcome?
      var thrown: String?
      do {
        outcome = try await FailureSink.$list.withValue(list) {
          try await ArrivalOrder.$current.withValue(order) { try await scenario(order) }
        }
      } catch {
        thrown = "The scenario threw: \(error)"
      }
      let texts = list.texts + (thrown.map { [$0] } ?? [])
      if !texts.isEmpty || outcome?.sequenceHolds == false {
        failures.append((order, texts, outcome))
      }
    }
    let exploration = Exploration(
      summary: orders.summary, ran: ran, total: orders.orders.count,
      failed: failures.map(\.order))
    if let first = failures.first {
      // What the order's checks said comes first: a grader's paragraph is what a student
      // reads first (and what the grading command shows), the order and its replay after it.
      var parts = first.texts
      parts.append(exploration.headline(for: first.order, names: names))
      if let drawing = first.outcome?.drawing { parts.append(drawing) }
      FailureSink.record(parts.joined(separator: "\n"), sourceLocation: sourceLocation)
    }
    return exploration
  }
}

/// What an exploration ran and which orders failed.
public struct Exploration: Sendable, Hashable {
  /// `orders 24/24`, `orders 100 of 720 (seed 4711)`.
  public let summary: String
  /// How many orders ran.
  public let ran: Int
  /// How many orders there were to run.
  public let total: Int
  /// The orders that failed, in the order they ran.
  public let failed: [ArrivalOrder]

  /// The first lines of a failure: the order, how many failed, and the replay line.
  func headline(for order: ArrivalOrder, names: [String]?) -> String {
    let arrivals = names.map { " (\(order.arranged($0).joined(separator: ", ")))" } ?? ""
    let others = failed.dropFirst().prefix(4).map(\.text)
    let also =
      others.isEmpty
      ? ""
      : "; also " + others.joined(separator: " ")
        + (failed.count > 5 ? " …" : "")
    let filter = Test.current.map { " --filter \($0.name.prefix { $0 != "(" })" } ?? ""
    let stopped = failed.count == 1 && ran < total ? " (stopped there, \(ran) run)" : ""
    return """
      Order \(order.text)\(arrivals) failed: \(summary), \(failed.count) failed\(also)\(stopped).
      Replay it alone: \(order.replay) swift test\(filter)
      """
  }
}
