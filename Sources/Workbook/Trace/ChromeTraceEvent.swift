/// One record of the Chrome trace-event format, the JSON that Perfetto (ui.perfetto.dev) and
/// Chrome's `chrome://tracing` open: `{"name": …, "ph": "X", "ts": …, "pid": 1, "tid": 2}`.
///
/// Only the fields a phase needs are written (a `nil` field is left out), so each record
/// reads as the format's documentation describes it. Times are in microseconds.
public struct ChromeTraceEvent: Sendable, Hashable, Codable {
  /// A value in `args`: the format takes any JSON there; the workbook writes text and numbers.
  public enum Argument: Sendable, Hashable, Codable {
    case text(String)
    case number(Double)

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try container.decode(String.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .number(let number): try container.encode(number)
      }
    }
  }

  public var name: String
  /// The phase: `X` a complete slice, `i` an instant, `C` a counter, `M` metadata (a track's
  /// name), `b`/`n`/`e` an async slice's begin, instant and end (the export writes none: a task
  /// has a track of its own), `s`/`f` a flow arrow's start and finish (a hop between domains).
  public var ph: String
  /// When, in microseconds from the start of the trace.
  public var ts: Double
  public var pid: Int
  public var tid: Int
  /// A complete slice's length, in microseconds.
  public var dur: Double?
  /// A category: `work`, `task`, `hop`, `frames`.
  public var cat: String?
  /// An instant's scope: `t`, the track it is on.
  public var s: String?
  /// The number that ties an async slice's or a flow's records together (Perfetto reads a
  /// flow's only as a number).
  public var id: Int?
  /// A flow's binding point: `e`, the slice enclosing its time on its track.
  public var bp: String?
  public var args: [String: Argument]?

  public init(
    name: String, ph: String, ts: Double, pid: Int, tid: Int, dur: Double? = nil,
    cat: String? = nil, s: String? = nil, id: Int? = nil, bp: String? = nil,
    args: [String: Argument]? = nil
  ) {
    self.name = name
    self.ph = ph
    self.ts = ts
    self.pid = pid
    self.tid = tid
    self.dur = dur
    self.cat = cat
    self.s = s
    self.id = id
    self.bp = bp
    self.args = args
  }
}

/// The file as a whole: `{"traceEvents": [...], "displayTimeUnit": "ms"}`.
public struct ChromeTraceFile: Sendable, Hashable, Codable {
  public var traceEvents: [ChromeTraceEvent]
  public var displayTimeUnit: String

  public init(traceEvents: [ChromeTraceEvent], displayTimeUnit: String = "ms") {
    self.traceEvents = traceEvents
    self.displayTimeUnit = displayTimeUnit
  }
}
