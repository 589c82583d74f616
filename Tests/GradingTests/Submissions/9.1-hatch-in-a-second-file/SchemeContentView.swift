// Exercise 9.1, a wrong submission: the view file is clean, the hatch lives next door.

import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { content, _ in
      content.blur(radius: PulseMirror.value ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
      PulseMirror.value = newValue
    }
  }
}
