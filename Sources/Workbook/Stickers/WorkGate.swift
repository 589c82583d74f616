/// Holds the kit's photo work at its start until a test lets it through, so the test, not
/// timing, decides what runs when: which photo finishes loading first, whether the sticker and
/// the colours have both started before either is done.
///
/// The kit's async entry points (`PhotoLibrary.loadData(for:)`,
/// `StickerExtractor.extractSticker(from:)`, `ColorExtractor.extractColors(from:)`) pass the
/// task's gate, `WorkGate.current`, under a name such as `load daisy.jpg`, `sticker 64×48` or
/// `colors 64×48`; without a gate they go straight through, so apps never notice it. The gate
/// is a task-local value: child tasks (`async let`, task groups) and `Task { }` inherit it.
/// Waiting at it suspends the task, never blocks a thread, so held work leaves the pool free
/// even when the pool is one thread wide.
public final class WorkGate: Sendable {
  /// The gate the kit's work passes in this task, if any.
  @TaskLocal public static var current: WorkGate?

  /// Work held here stays held when its task is cancelled, as a slow synchronous step that
  /// never looks at cancellation would go on: a test decides when it ends.
  private let gate = Gate(whenCancelled: .staysHeld)

  public init() {}

  /// Called by the kit's work: counts its arrival, then waits until `release(name)`.
  public func pass(_ name: String) async {
    await gate.pass(name)
  }

  /// Lets one piece of work named `name` through: the one waiting longest, or the next to
  /// arrive.
  public func release(_ name: String) {
    gate.release(name)
  }

  /// How many pieces of work named `name` have arrived so far: a piece is counted before it
  /// waits, so work that is held has always been counted.
  public func arrivals(of name: String) -> Int {
    gate.arrivals(of: name)
  }

  /// Returns once `count` pieces of work named `name` have arrived in all.
  public func arrival(of name: String, count: Int = 1) async {
    await gate.arrival(of: name, count: count)
  }
}
