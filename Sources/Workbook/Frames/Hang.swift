/// A stretch of time in which the main actor ran no frame: what a user sees as a freeze.
public struct Hang: Sendable, Hashable {
  /// When the last frame before the freeze ran, measured from the start of the trace.
  public let start: Duration
  /// How long it was until the next frame.
  public let duration: Duration
  /// How long the thread that draws the frames ran meanwhile, when the frame clock measured
  /// it: near `duration` when work held it, far less when the machine did (`isTheMachine`).
  public let ran: Duration?

  public init(start: Duration, duration: Duration, ran: Duration? = nil) {
    self.start = start
    self.duration = duration
    self.ran = ran
  }

  /// Whether the thread ran for less than half the freeze: what held the frames back was not
  /// work on it but a machine busy elsewhere (or a thread that waited). False when unmeasured.
  public var isTheMachine: Bool {
    guard let ran else { return false }
    return ran * 2 < duration
  }

  /// The smallest gap between frames that counts as a hang: 100 ms, the point at which
  /// users notice a freeze.
  public static let threshold: Duration = .milliseconds(100)
}
