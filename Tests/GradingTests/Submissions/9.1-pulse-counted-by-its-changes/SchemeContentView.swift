import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false
  /// How many times the loading state has changed: odd while it pulses.
  @State private var changes = 0

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { [on = changes % 2 == 1] content, _ in
      content.blur(radius: on ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
    .onChange(of: isLoading) { _, _ in
      changes += 1
    }
  }
}
