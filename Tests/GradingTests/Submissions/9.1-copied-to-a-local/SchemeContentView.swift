// Exercise 9.1, a right submission written differently: a local copy instead of a capture list.

import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    let pulsing = pulse
    return VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { content, _ in
      content.blur(radius: pulsing ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
    }
  }
}
