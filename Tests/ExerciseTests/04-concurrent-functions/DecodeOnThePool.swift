import Foundation
import Testing
import Workbook
import WorkbookTesting

extension ExerciseFile {
  /// Taps a new image through `tap`, on a network of its own, and checks what chapter 4 asks
  /// of the tap: the image fetched, decoded and displayed, in that order, the decode on the
  /// concurrent pool and every other step on the main actor.
  /// - Parameter misplaced: for a step found elsewhere, given where it belongs: why it
  ///   belongs there, in the exercise's words.
  func expectOnlyTheDecodeOnThePool(
    tap: (URL) -> Task<Void, Never>, misplaced: (IsolationDomain) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let network = TestNetwork(gated: false)
    let scene = Scene("a tap on a new image", trace: network.trace)
    let (url, size) = try network.randomImage()
    guard try await scene.whetherEnds("the tap's task", scene.enter { tap(url) }) != nil else {
      fail(neverEnded("A tap on a new image", in: scene), sourceLocation: sourceLocation)
      return
    }
    let name = url.lastPathComponent
    let steps = network.trace.events.filter { $0.domain != .network && $0.kind != .end }
    expect(
      steps.map(\.checkedLabel) == ["fetched \(name)", "decode \(size)", "display \(size)"],
      """
      A tap on a new image must fetch it, decode it, then display it; this one did: \
      \(network.trace.summary). Keep the trace("fetched …") line right after the fetch.
      """, sourceLocation: sourceLocation)
    for step in steps {
      let expected: IsolationDomain = step.label.hasPrefix("decode") ? .pool : .mainActor
      expect(
        step.domain == expected,
        """
        "\(step.label)" ran on the \(step.domain.name), not on the \(expected.name). \
        \(misplaced(expected))
        """, sourceLocation: sourceLocation)
    }
  }

  /// Taps `url` through `tap` twice, `network` ungated: the first tap to fill the cache, the
  /// second watched by a `TapProbe`, and what it left behind let run.
  /// - Returns: the second tap's probe; nil, with the failure recorded, when a tap's task
  ///   never ended.
  func tapTwice(
    _ url: URL, on network: TestNetwork, tap: (URL) -> Task<Void, Never>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> TapProbe? {
    let first = Scene("the first tap", trace: network.trace)
    guard try await first.whetherEnds("the first tap's task", first.enter { tap(url) }) != nil
    else {
      fail(neverEnded("A tap on a new image", in: first), sourceLocation: sourceLocation)
      return nil
    }
    // The second tap, through the tap handler: the cache may be checked there or in the
    // method it calls.
    guard let probe = try await TapProbe.tap({ tap(url) }) else {
      fail(
        """
        The second tap on \(url.lastPathComponent), whose image was in imageCache, started a \
        task that never ended: its work came to a stop, with nothing of it left that could \
        run.
        """, sourceLocation: sourceLocation)
      return nil
    }
    return probe
  }

  /// The words for a tap whose task never ended: `what`, then what its scene recorded.
  func neverEnded(_ what: String, in scene: Scene) -> String {
    """
    \(what) started a task that never ended: its work came to a stop, with nothing of it left \
    that could run, and the task still waiting (it recorded: \(scene.trace.summary)).
    """
  }
}

/// Whether a tap's work suspended before it finished, told by the order of main-actor jobs:
/// a probe job is queued on the main actor right after the tap, behind the task the tap
/// started. Work that runs to its end without suspending, in the tap handler or at the top of
/// the task, has recorded everything before the probe runs; work that suspends records some
/// of it after. Any structure the task allows passes (a cache check in the tap handler or in
/// the method it calls), and the grader needs no internal method.
///
/// The tap is a scene of its own: its task is waited for through the scene, and then what
/// it left behind (a refresh in the background) is let run until the scene settles.
struct TapProbe: Sendable {
  /// Whether the tap's work recorded anything after the probe ran.
  let suspended: Bool
  /// What the tap's work recorded, up to the end of its task.
  let labels: [String]
  /// The first event the tap's work recorded.
  let first: TraceEvent?

  /// Taps through `start`, the entry point the exercise names.
  /// - Returns: nil when the tap's task never ended.
  static func tap(_ start: () -> Task<Void, Never>) async throws -> Self? {
    let trace = Trace()
    let scene = Scene("a tap on a cached image", trace: trace)
    let task = scene.enter { start() }
    let probe = scene.enter { Task { @MainActor in trace.events.count } }
    guard
      let recordedBeforeProbe = try await scene.whetherEnds("the main actor's probe", probe),
      try await scene.whetherEnds("the tap's task", task) != nil
    else { return nil }
    let events = trace.events
    // What the tap left to a task of its own (a request "to keep it fresh") runs now.
    _ = try await scene.settledOrPolling()
    return TapProbe(
      suspended: events.count > recordedBeforeProbe,
      labels: events.filter { $0.kind != .end }.map(\.checkedLabel), first: events.first)
  }
}
