import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { [radius = blurRadius] content, _ in
      content.blur(radius: radius)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
  }

  private var blurRadius: Double { pulse ? 2 : 0 }
}
