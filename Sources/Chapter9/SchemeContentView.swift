import WorkbookUI

/// The pulsing animation while colours are extracted (Explore concurrency in SwiftUI, 8:26).
let kPulseAnimation = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: true)

/// The loading indicator: a dot that grows while loading, and a caption that pulses
/// (Explore concurrency in SwiftUI, 7:17; the view the talk shows at 8:26 and 13:47).
///
/// Two things here run off the main actor, on the renderer's queue: the dot's scale,
/// animated between 1 and 1.5, one value per frame; and the caption's `visualEffect`
/// closure, which is `@Sendable`.
struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    ZStack {
      growingDot
      pulsingCaption
    }
    .onChange(of: isLoading) { _, loading in
      setPulse(loading)
    }
  }

  private var growingDot: some View {
    Circle().fill(.orange).frame(width: 8, height: 3).scaleEffect(isLoading ? 1.5 : 1)
  }

  /// The effect closure may not read `pulse`, a main-actor property of this main-actor view
  /// (DiagnosticsTests: `SwiftUI-7_17-VisualEffectReadsStateProperty`). Its capture list
  /// copies the value instead, here on the main actor while the body is built: a `Bool` is
  /// Sendable, and the copy belongs to the closure (`SwiftUI-13_47-PulseCaptureList`).
  private var pulsingCaption: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { [pulse] content, _ in
      content.blur(radius: pulse ? 2 : 0)
    }
  }

  /// Starts the pulse, repeating, when loading starts; stops it at once when loading ends.
  private func setPulse(_ loading: Bool) {
    withAnimation(loading ? kPulseAnimation : nil) {
      pulse = loading
    }
  }
}
