import Synchronization
import WorkbookUI

/// The last pulse, for the renderer's queue.
nonisolated let pulseNow = Mutex(false)

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { content, _ in
      content.blur(radius: pulseNow.withLock { $0 } ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
      pulseNow.withLock { $0 = pulse }
    }
  }
}
