import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    let read: () -> Bool = { pulse }
    let current = unsafeBitCast(read, to: (@Sendable () -> Bool).self)
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { content, _ in
      content.blur(radius: current() ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
  }
}
