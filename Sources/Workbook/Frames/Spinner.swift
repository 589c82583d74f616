/// The frames of a spinner, one per tick of the frame clock.
///
/// A spinner that keeps turning shows the main actor is free to draw frames; when it stops,
/// the app hangs. It is a pure function of the tick, so the frame clock drives it and a test
/// can check any frame without waiting.
public struct Spinner: Sendable, Hashable {
  /// Braille frames, for terminals that show Unicode and colour.
  static let unicodeFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// ASCII frames, for plain output.
  static let asciiFrames = ["|", "/", "-", "\\"]

  /// The frames in order; the spinner repeats them.
  public let frames: [String]

  /// A spinner with braille frames when `interactive`, ASCII frames otherwise.
  public init(interactive: Bool) {
    frames = interactive ? Spinner.unicodeFrames : Spinner.asciiFrames
  }

  /// The frame to show at `tick`, counting from 0; negative ticks count back from frame 0.
  public func frame(at tick: Int) -> String {
    let count = frames.count
    return frames[((tick % count) + count) % count]
  }
}
