import Workbook

extension Demo {
  /// Starts drawing `root` with a renderer of its own, one frame per tick of a `FrameClock`
  /// of its own, until `stop` is called on the clock.
  ///
  /// The renderer records its frames in a trace of its own, so that the demo's timeline shows
  /// the app's work and not sixty frames a second; what the app's code records (and the tasks
  /// its taps start) still goes to the demo's trace.
  public func startRenderer(_ root: some View, width: Double = 64) -> (Renderer, FrameClock) {
    let renderer = Renderer(root, trace: Trace(), width: width)
    let clock = FrameClock(trace: Trace())
    renderer.drive(with: clock)
    clock.start()
    return (renderer, clock)
  }

  /// Shows `frame` under a caption: coloured on a terminal, plain text otherwise.
  public func show(_ frame: Frame, _ caption: String) {
    screen.show(
      "frame \(frame.number) · \(caption)\n" + frame.text(color: screen.terminal.isInteractive)
        + "\n")
  }
}
