import WorkbookUI

/// The pulsing animation while colours are extracted (Explore concurrency in SwiftUI, 8:26).
let kPulseAnimation = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: true)

/// The loading indicator: a circle that grows while loading, and a caption that pulses
/// (Explore concurrency in SwiftUI, 7:17; the listing at 8:26 and 13:47).
///
/// Two things here run off the main actor, on the renderer's queue: the circle's scale,
/// animated between 1 and 1.5, one value per frame; and the `visualEffect` closure, which is
/// `@Sendable`. That closure may not read `pulse`, a main-actor property of this main-actor
/// view (DiagnosticsTests: `SwiftUI-7_17-VisualEffectReadsStateProperty`). It copies it
/// instead, in its capture list, when the body is built on the main actor: a `Bool` is
/// Sendable, and the copy is the closure's own (`SwiftUI-13_47-PulseCaptureList`).
struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    ZStack {
      Circle()
        .fill(.orange)
        .frame(width: 8, height: 3)
        .scaleEffect(isLoading ? 1.5 : 1)
      VStack {
        Text(isLoading ? "Extracting…" : "Tap to extract")
      }
      .visualEffect { [pulse] content, _ in
        content.blur(radius: pulse ? 2 : 0)
      }
    }
    .onChange(of: isLoading) { _, newValue in
      withAnimation(newValue ? kPulseAnimation : nil) {
        pulse = newValue
      }
    }
  }
}
