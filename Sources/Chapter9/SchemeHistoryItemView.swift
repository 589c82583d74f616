import WorkbookUI

/// A scheme in the history row that shows its colours once it has scrolled into view
/// (Explore concurrency in SwiftUI, 18:55, in this app).
///
/// The visibility callback is synchronous, and it changes `isShown` at once, so the change is
/// drawn in the very frame whose layout brought the card into view. Only then does it start
/// the async part, noting the scheme as seen, which nothing on screen waits for.
struct SchemeHistoryItemView: View {
  let scheme: ColorScheme
  let seen: SeenSchemes
  @State private var isShown = false

  var body: some View {
    SchemeStrip(scheme: scheme, isShown: isShown)
      .onScrollVisibilityChange(threshold: 0.9) { visible in
        guard visible, !isShown else { return }
        isShown = true
        Task {
          _ = await seen.markSeen(scheme.id)
        }
      }
  }
}

/// One scheme of the history row: a strip of its colours over its caption, both greyed out
/// until the card has been shown.
struct SchemeStrip: View {
  let scheme: ColorScheme
  let isShown: Bool

  var body: some View {
    VStack {
      HStack(spacing: 0) {
        for color in scheme.colors {
          Rectangle().fill(isShown ? Color(color) : .gray).frame(width: 2, height: 1)
        }
      }
      Text(isShown ? scheme.caption : String(repeating: "·", count: scheme.caption.count))
    }
  }
}
