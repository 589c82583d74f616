/// Durations as frame times are read: in milliseconds.
///
/// The kit measures time as `Duration` and shows it as milliseconds (frame gaps, hang
/// lengths, timeline ticks); this is the one conversion they all use.
public enum Milliseconds {
  /// `duration` in milliseconds: `412.0` for 412 ms.
  public static func of(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }

  /// `duration` in milliseconds, rounded to a tenth: `412.3`.
  public static func rounded(_ duration: Duration) -> Double {
    (of(duration) * 10).rounded() / 10
  }

  /// `412.3 ms`: for people.
  public static func text(_ duration: Duration) -> String {
    "\(rounded(duration)) ms"
  }
}
