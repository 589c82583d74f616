import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false
  /// The last pulse, kept on the main actor, where the body runs.
  static var lastPulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { [last = Self.lastPulse] content, _ in
      content.blur(radius: last ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
      SchemeContentView.lastPulse = pulse
    }
  }
}
