/// Ticks 60 times a second on the main actor, as a display's refresh would, and measures
/// the gaps: when the main actor is busy, frames cannot run, and the gap shows the freeze.
///
/// It lives on the main actor because that is what it measures: a frame is main-actor work,
/// so it runs only when the main actor is free.
@MainActor
public final class FrameClock {
  /// Called on every frame with the frame's number: where a demo redraws its spinner.
  public var onFrame: ((Int) -> Void)?
  /// The measure so far.
  public private(set) var meter: HangMeter
  private let trace: Trace
  private var ticking: Task<Void, Never>?

  /// - Parameter trace: the clock reads time from the trace, so hangs line up with events.
  public init(trace: Trace, frameInterval: Duration = .seconds(1) / 60) {
    self.trace = trace
    self.meter = HangMeter(frameInterval: frameInterval)
  }

  /// Starts ticking. Each frame is scheduled one interval after the previous one ran.
  public func start() {
    guard ticking == nil else { return }
    ticking = Task {
      while !Task.isCancelled {
        do { try await Task.sleep(for: meter.frameInterval) } catch { return }
        tick()
      }
    }
  }

  /// Stops ticking and returns the measure.
  @discardableResult
  public func stop() -> HangMeter {
    ticking?.cancel()
    ticking = nil
    return meter
  }

  private func tick() {
    meter.frame(at: trace.elapsed)
    onFrame?(meter.frames)
  }
}
