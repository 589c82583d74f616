import WorkbookUI

/// Where the pulse is kept, as a number.
nonisolated let pulseAddress = Int(bitPattern: UnsafeMutablePointer<Bool>.allocate(capacity: 1))

nonisolated func pulseCell() -> UnsafeMutablePointer<Bool> {
  UnsafeMutablePointer<Bool>(bitPattern: pulseAddress)!
}

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { content, _ in
      content.blur(radius: pulseCell().pointee ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
      pulseCell().pointee = pulse
    }
  }
}
