import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect(Self.pulsing(pulse))
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
  }

  /// The caption's effect for one frame: blurred when `on`.
  nonisolated static func pulsing(
    _ on: Bool
  ) -> @Sendable (VisualEffect, GeometryProxy) -> VisualEffect {
    { content, _ in content.blur(radius: on ? 2 : 0) }
  }
}
