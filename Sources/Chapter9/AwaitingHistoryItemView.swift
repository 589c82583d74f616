import WorkbookUI

/// The same card, shown after one `await`: the change misses the frame whose layout brought
/// the card into view (Explore concurrency in SwiftUI, 18:55, the orange line before the
/// mutation).
///
/// Not in the talk's app, but in its warning. The callback starts an immediate task, which
/// runs at once, inside the callback, up to its first suspension: the `await` on
/// `SeenSchemes`, whose answer is ready but lives on another actor. The task resumes on the
/// main actor only after the renderer has committed the frame, so `isShown` changes too late
/// for it. Compare the callback with `SchemeHistoryItemView`'s.
struct AwaitingHistoryItemView: View {
  let scheme: ColorScheme
  let seen: SeenSchemes
  @State private var isShown = false

  var body: some View {
    SchemeStrip(scheme: scheme, isShown: isShown)
      .onScrollVisibilityChange(threshold: 0.9) { visible in
        guard visible, !isShown else { return }
        Task.immediate {
          _ = await seen.markSeen(scheme.id)
          isShown = true
        }
      }
  }
}
