/// One thing that happened, as the trace recorded it.
public struct TraceEvent: Sendable, Hashable {
  /// Whether the event starts a span of work, ends one, or stands alone.
  public enum Kind: Sendable, Hashable {
    case begin
    case end
    case instant
  }

  /// Who recorded the event: the kit, where the work happened (a view's `display …` and
  /// `error …`, a decoder's `decode W×H` span, a resize's `scale …` span, the network's
  /// `request …` and `response …`),
  /// or app code, through the public `trace(_:)`, `span` and `Trace.record(_:)`.
  ///
  /// Only the kit can record a kit event: its recording API is internal to this module. So
  /// a test that reads "the decode ran on the pool" from a kit event knows the decoder
  /// really ran there; app code can only add events of its own.
  public enum Source: Sendable, Hashable {
    case kit
    case app
  }

  /// The words that begin the kit's own labels. An app-recorded event that begins with one
  /// claims to be something the kit saw: `Trace.labels` marks it.
  public static let kitVerbs = ["display", "error", "decode", "scale", "request", "response"]

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
  /// The Swift task it ran in, numbered from 1 in the order the trace first saw each task;
  /// `nil` outside any task (a dispatch queue's work) and for the simulated network's events,
  /// which stand for the system's work, not the app's.
  ///
  /// A task is known by the number the runtime gave it when it made it (`TaskIdentity`), so
  /// two tasks of one run never share a number, even when the second is made after the first
  /// has ended.
  public let taskNumber: Int?
  /// When, measured on a monotonic clock from the moment the trace began.
  public let time: Duration
  /// Who recorded it.
  public let source: Source

  /// Whether app code recorded a label that only the kit should: `display 4×4` written with
  /// `trace(_:)`.
  public var claimsKitWork: Bool {
    source == .app
      && Self.kitVerbs.contains { label == $0 || label.hasPrefix($0 + " ") }
  }

  /// The label as tests compare it: an app-recorded event that claims kit work is marked
  /// `display 4×4 (recorded by app code, not by the kit)`, so it never equals the kit's.
  public var checkedLabel: String {
    claimsKitWork ? "\(label) (recorded by app code, not by the kit)" : label
  }

  public init(
    sequence: Int, label: String, kind: Kind, domain: IsolationDomain, task: String?,
    thread: Int, time: Duration, source: Source = .app, taskNumber: Int? = nil
  ) {
    self.sequence = sequence
    self.label = label
    self.kind = kind
    self.domain = domain
    self.task = task
    self.thread = thread
    self.time = time
    self.source = source
    self.taskNumber = taskNumber
  }
}
