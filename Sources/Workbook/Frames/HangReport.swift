/// A run's hang measure as one line of text, written by a demo run with `--measure` and read
/// by the workbench, which compares chapters side by side.
///
/// The line is plain `key=value` pairs after a fixed word, so that a program can find it in
/// the rest of a demo's output and a person can still read it:
/// `measure chapter4 longest-gap-ms=16.9 frames-missed=0 frames=228 hangs=0`.
public struct HangReport: Sendable, Hashable {
  /// The chapter's command: `chapter4`.
  public var command: String
  /// The longest time between two frames, in milliseconds.
  public var longestGapMilliseconds: Double
  /// Frames that should have run but could not.
  public var framesMissed: Int
  /// Frames that ran.
  public var frames: Int
  /// Gaps of `Hang.threshold` or more.
  public var hangs: Int

  /// The word a report line starts with.
  public static let prefix = "measure"

  public init(
    command: String, longestGapMilliseconds: Double, framesMissed: Int, frames: Int, hangs: Int
  ) {
    self.command = command
    self.longestGapMilliseconds = longestGapMilliseconds
    self.framesMissed = framesMissed
    self.frames = frames
    self.hangs = hangs
  }

  /// The report of a finished run.
  public init(command: String, meter: HangMeter) {
    self.init(
      command: command, longestGapMilliseconds: Milliseconds.rounded(meter.longestGap),
      framesMissed: meter.framesMissed, frames: meter.frames, hangs: meter.hangs.count)
  }

  /// Reads a report line; `nil` for any other line.
  public init?(line: String) {
    guard let values = ReportLine(line, prefix: Self.prefix, count: 6, leading: 2),
      let gap = values.double("longest-gap-ms"), let missed = values.int("frames-missed"),
      let frames = values.int("frames"), let hangs = values.int("hangs")
    else { return nil }
    self.init(
      command: String(values.words[1]), longestGapMilliseconds: gap, framesMissed: missed,
      frames: frames, hangs: hangs)
  }

  /// The line, as `init(line:)` reads it.
  public var line: String {
    "\(Self.prefix) \(command) longest-gap-ms=\(longestGapMilliseconds)"
      + " frames-missed=\(framesMissed) frames=\(frames) hangs=\(hangs)"
  }
}
