import Dispatch

/// What makes a `FrameClock` tick: the display's refresh, or a test's hand.
///
/// It lives on the main actor, as the clock does: a tick is the start of a frame, and a frame
/// is main-actor work.
@MainActor
public protocol FrameTicks: AnyObject {
  /// Starts calling `tick`, on the main actor, once every `interval`.
  func start(every interval: Duration, _ tick: @escaping @MainActor @Sendable () -> Void)
  /// Stops calling it.
  func stop()
}

/// The display's refresh: a timer on the main dispatch queue, as a display link fires on an
/// app's main run loop.
///
/// Not `Task.sleep`: a sleeping task is woken by a thread of the concurrent pool, so while
/// long synchronous work fills every pool thread, a `Task.sleep` clock stops too, and counts
/// as missed frames that the main actor was free to draw (chapter 4 opens several large
/// images at once and would show a freeze that is not there).
@MainActor
public final class DisplayTicks: FrameTicks {
  private var timer: DispatchSourceTimer?

  public nonisolated init() {}

  public func start(every interval: Duration, _ tick: @escaping @MainActor @Sendable () -> Void) {
    let (seconds, attoseconds) = interval.components
    let dispatchInterval = DispatchTimeInterval.nanoseconds(
      Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(
      deadline: .now() + dispatchInterval, repeating: dispatchInterval, leeway: .milliseconds(1))
    timer.setEventHandler {
      // On the main queue; the frame itself is main-actor work, enqueued on the main actor.
      Task { @MainActor in tick() }
    }
    timer.resume()
    self.timer = timer
  }

  public func stop() {
    timer?.cancel()
    timer = nil
  }
}

/// Ticks a test gives by hand, one `tick()` at a time, so that what a clock does on each tick,
/// and that a stopped clock does nothing more, is proved without waiting for a timer.
@MainActor
public final class ManualTicks: FrameTicks {
  private var handler: (@MainActor @Sendable () -> Void)?

  public nonisolated init() {}

  public func start(every interval: Duration, _ tick: @escaping @MainActor @Sendable () -> Void) {
    handler = tick
  }

  public func stop() {
    handler = nil
  }

  /// One tick, now: the clock's frame runs before `tick()` returns. Does nothing while no
  /// clock is started on these ticks.
  public func tick() {
    handler?()
  }
}
