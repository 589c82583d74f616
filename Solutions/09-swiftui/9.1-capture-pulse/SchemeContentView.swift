// Exercise 9.1: The effect copies what it needs (reference solution)
//
// The closure's capture list copies `pulse` when the body is built, on the main actor; the
// closure reads its own copy, a Bool, which is Sendable (the talk's fix, 13:47). The static
// copy and its escape hatch are gone.

import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { [pulse] content, _ in
      content.blur(radius: pulse ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
  }
}
