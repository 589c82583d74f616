/// Chapter 7's gallery, measured, as one line of text: written by `chapter7 --measure` and
/// read by the workbench, which compares the two network managers side by side.
///
/// `gallery manager=class calls=4000 on-main=4000 total-ms=1234.5 longest-gap-ms=81.4
/// frames-missed=5`.
public struct GalleryReport: Sendable, Hashable {
  /// Which manager: `class` (main actor) or `actor`.
  public var manager: String
  /// How many manager calls the gallery made.
  public var calls: Int
  /// How many of them ran on the main actor.
  public var onMainActor: Int
  /// How long the gallery took, first fetch to last image, in milliseconds.
  public var totalMilliseconds: Double
  /// The longest gap between two frames while it ran, in milliseconds.
  public var longestGapMilliseconds: Double
  /// Frames missed while it ran.
  public var framesMissed: Int

  /// The word a report line starts with.
  public static let prefix = "gallery"

  public init(
    manager: String, calls: Int, onMainActor: Int, total: Duration, meter: HangMeter
  ) {
    self.manager = manager
    self.calls = calls
    self.onMainActor = onMainActor
    self.totalMilliseconds = Milliseconds.rounded(total)
    self.longestGapMilliseconds = Milliseconds.rounded(meter.longestGap)
    self.framesMissed = meter.framesMissed
  }

  /// Reads a report line; `nil` for any other line.
  public init?(line: String) {
    guard let values = ReportLine(line, prefix: Self.prefix, count: 7),
      let manager = values["manager"], let calls = values.int("calls"),
      let onMain = values.int("on-main"), let total = values.double("total-ms"),
      let gap = values.double("longest-gap-ms"), let missed = values.int("frames-missed")
    else { return nil }
    self.manager = String(manager)
    self.calls = calls
    self.onMainActor = onMain
    self.totalMilliseconds = total
    self.longestGapMilliseconds = gap
    self.framesMissed = missed
  }

  /// The line a measured run prints.
  public var line: String {
    "\(Self.prefix) manager=\(manager) calls=\(calls) on-main=\(onMainActor)"
      + " total-ms=\(totalMilliseconds) longest-gap-ms=\(longestGapMilliseconds)"
      + " frames-missed=\(framesMissed)"
  }
}
