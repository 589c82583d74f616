import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false
  /// What the effect shows, brought in step with `pulse` once the change is handled.
  @State private var blurred = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { [blurred] content, _ in
      content.blur(radius: blurred ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
    .onChange(of: pulse) { _, newValue in
      Task { blurred = newValue }
    }
  }
}
