// Exercise 9.1: The effect copies what it needs (reference solution)
//
// The body reads `pulse` where it may, on the main actor, while it is built, and hands the
// caption a blur radius: a Double, which is Sendable. The effect's closure captures that
// number and nothing of the view, so the renderer's queue reads only its own copy, made for
// the frame being built. The static copy and its escape hatch are gone.

import WorkbookUI

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false

  var body: some View {
    caption(blurredBy: pulse ? 2 : 0)
      .onChange(of: isLoading) { _, newValue in
        pulse = newValue
      }
  }

  /// The caption, blurred by `radius`, a value the closure below captures: the renderer calls
  /// the closure off the main actor, where it may read nothing that belongs to the view.
  private func caption(blurredBy radius: Double) -> some View {
    Text(isLoading ? "Extracting…" : "Tap to extract")
      .visualEffect { content, _ in content.blur(radius: radius) }
  }
}
