/// One thing that happened, as the trace recorded it.
public struct TraceEvent: Sendable, Hashable {
  /// Whether the event starts a span of work, ends one, or stands alone.
  public enum Kind: Sendable, Hashable {
    case begin
    case end
    case instant
  }

  /// Position in the trace, from 0, in the order the events were recorded.
  public let sequence: Int
  /// What happened: `decode 640×480`, `display 640×480`, `request /images/small.ppm`.
  public let label: String
  public let kind: Kind
  /// Where it ran.
  public let domain: IsolationDomain
  /// The label of the task it ran in, set with `Trace.$taskLabel`, if any.
  public let task: String?
  /// The thread it ran on, numbered from 1 in the order the trace first saw each thread.
  public let thread: Int
  /// When, measured on a monotonic clock from the moment the trace began.
  public let time: Duration

  public init(
    sequence: Int, label: String, kind: Kind, domain: IsolationDomain, task: String?,
    thread: Int, time: Duration
  ) {
    self.sequence = sequence
    self.label = label
    self.kind = kind
    self.domain = domain
    self.task = task
    self.thread = thread
    self.time = time
  }
}
