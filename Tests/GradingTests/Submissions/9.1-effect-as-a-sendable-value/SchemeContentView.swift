import WorkbookUI

/// The blur of one frame, decided when the frame's body is built.
nonisolated struct PulseBlur: Sendable {
  let on: Bool

  func callAsFunction(_ content: VisualEffect) -> VisualEffect {
    content.blur(radius: on ? 2 : 0)
  }
}

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    let blur = PulseBlur(on: pulse)
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { [blur] content, _ in
      blur(content)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
  }
}
