/// Measures how smoothly frames ran: the longest gap between two frames, how many frames
/// were missed, and every gap long enough to count as a hang.
///
/// It is a plain value fed with the time of each frame, so its arithmetic is tested with
/// made-up times; `FrameClock` feeds it real ones.
public struct HangMeter: Sendable, Hashable {
  /// The time one frame should take: 1/60 s at 60 Hz.
  public let frameInterval: Duration
  /// How many frames ran.
  public private(set) var frames = 0
  /// The longest time between two consecutive frames.
  public private(set) var longestGap: Duration = .zero
  /// Frames that should have run but could not, because the main actor was busy.
  public private(set) var framesMissed = 0
  /// Every gap of `Hang.threshold` or more.
  public private(set) var hangs: [Hang] = []
  /// When each frame ran: the SVG timeline draws them, so the missed ones show as gaps.
  public private(set) var frameTimes: [Duration] = []
  private var lastFrame: Duration?
  private var lastThreadTime: ThreadTime?

  public init(frameInterval: Duration = .seconds(1) / 60) {
    self.frameInterval = frameInterval
  }

  /// Records a frame that ran at `time`, and, when given, the CPU time of the thread that ran
  /// it: a hang then says how long that thread ran meanwhile.
  public mutating func frame(at time: Duration, threadTime: ThreadTime? = nil) {
    frames += 1
    frameTimes.append(time)
    let earlier = lastThreadTime
    defer {
      lastFrame = time
      lastThreadTime = threadTime
    }
    guard let lastFrame else { return }
    let gap = time - lastFrame
    longestGap = max(longestGap, gap)
    let intervals = Int((gap / frameInterval).rounded())
    framesMissed += max(0, intervals - 1)
    if gap >= Hang.threshold {
      let ran = earlier.flatMap { threadTime?.ran(since: $0) }
      hangs.append(Hang(start: lastFrame, duration: gap, ran: ran))
    }
  }

  /// One line for people: `longest frame gap 412.0 ms · 24 frames missed (180 drawn) · 2 hangs of 100.0 ms or more`.
  public var summary: String {
    let hangWord = hangs.count == 1 ? "hang" : "hangs"
    let frameWord = framesMissed == 1 ? "frame" : "frames"
    let gap = Milliseconds.text(longestGap)
    let threshold = Milliseconds.text(Hang.threshold)
    return "longest frame gap \(gap) · \(framesMissed) \(frameWord) missed"
      + " (\(frames) drawn) · \(hangs.count) \(hangWord) of \(threshold) or more"
  }

  /// A summary line cut to lines of at most `width` columns between its parts, each line but
  /// the last ending in `·` and the next one indented under the first part's text:
  /// ```
  /// Main actor: longest frame gap 412.0 ms · 24 frames missed (180 drawn) ·
  ///             2 hangs of 100.0 ms or more
  /// ```
  /// A part longer than a line is left whole rather than cut.
  public static func wrap(_ line: String, width: Int) -> [String] {
    let parts = line.components(separatedBy: " · ")
    let indentWidth = (parts.first?.firstIndex(of: ":")).map {
      parts[0].distance(from: parts[0].startIndex, to: $0) + 2
    }
    let indent = String(repeating: " ", count: min(indentWidth ?? 2, max(0, width / 3)))
    var lines: [String] = []
    var current = ""
    for part in parts {
      if current.isEmpty {
        current = part
      } else if current.count + 3 + part.count <= width {
        current += " · " + part
      } else {
        lines.append(current + " ·")
        current = indent + part
      }
    }
    lines.append(current)
    return lines
  }
}
