import Testing

/// What one order of a scenario did: the events it expected and those it saw, and whether
/// their being equal is the claim.
///
/// A chapter's claim is often a sequence (`the main actor went through the tasks in the
/// order of arrival`): `.events(_:expected:)` makes any difference a failure. A grader's
/// claim is often looser (`shown before the other arrived`), checked with `exercise.expect`
/// or `order.expect` inside the order; `.drawn(_:expected:)` then only draws the events
/// beside the failure, so a reader sees what happened.
public struct OrderOutcome: Sendable, Hashable {
  public let expected: [String]
  public let actual: [String]
  /// Whether `actual` must equal `expected` for the order to pass.
  public let sequenceIsTheClaim: Bool

  /// The order passes only if `actual` is `expected`, event for event.
  public static func events(_ actual: [String], expected: [String]) -> OrderOutcome {
    OrderOutcome(expected: expected, actual: actual, sequenceIsTheClaim: true)
  }

  /// The order's checks decide; the events are drawn if one fails.
  public static func drawn(_ actual: [String], expected: [String]) -> OrderOutcome {
    OrderOutcome(expected: expected, actual: actual, sequenceIsTheClaim: false)
  }

  /// The order's checks decide, with nothing to draw.
  public static let checked = OrderOutcome(expected: [], actual: [], sequenceIsTheClaim: false)

  /// Whether the sequence claim, if there is one, holds.
  var sequenceHolds: Bool { !sequenceIsTheClaim || expected == actual }

  /// The drawing of the two sequences, if they differ: the same events drawn twice would
  /// only push the failure's words up the screen.
  var drawing: String? {
    expected == actual ? nil : SideBySide(expected: expected, actual: actual).render()
  }
}

extension ArrivalOrder {
  /// Records a failure of this order unless `passed`: inside an exploration it is reported
  /// with the order's replay line, and outside one it is an issue as usual.
  public func expect(
    _ passed: Bool, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !passed else { return }
    FailureSink.record(message(), sourceLocation: sourceLocation)
  }
}
