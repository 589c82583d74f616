/// A stretch of time in which the main actor ran no frame: what a user sees as a freeze.
public struct Hang: Sendable, Hashable {
  /// When the last frame before the freeze ran, measured from the start of the trace.
  public let start: Duration
  /// How long it was until the next frame.
  public let duration: Duration

  public init(start: Duration, duration: Duration) {
    self.start = start
    self.duration = duration
  }

  /// The smallest gap between frames that counts as a hang: 100 ms, the point at which
  /// users notice a freeze.
  public static let threshold: Duration = .milliseconds(100)
}
