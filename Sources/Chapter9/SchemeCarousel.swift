import WorkbookUI

/// The history as a row of cards, the one in focus drawn whole, the others shrunk and blurred
/// (Code-along: Elevate an app with Swift concurrency, 24:20, in this app), under a title that
/// names it, drawn by an imperative widget (`FancyLabel`, Explore concurrency in SwiftUI,
/// 5:55).
///
/// Which card is in focus is the model's `selection`, state of the main actor. The effect that
/// shrinks the others is a `visualEffect` closure, which the renderer calls on its own queue,
/// every frame: it is `@Sendable`, and may not read `history`, a main-actor property of this
/// main-actor view, nor the model's `selection` behind it (DiagnosticsTests:
/// `CodeAlong-24_20-SchemeCarouselReadsSelection`). Its capture list copies the selection
/// while the body is built, on the main actor. The copy cannot go stale: a tap changes the
/// selection, the next frame builds the body again, and the closure gets a fresh copy.
struct SchemeCarousel: View {
  @State private var history: SchemeHistory

  init(history: SchemeHistory) {
    _history = State(wrappedValue: history)
  }

  var body: some View {
    VStack {
      FancyLabel(text: "In focus: \(focused?.caption ?? "none")")
      HStack(spacing: 2) {
        for scheme in history.schemes {
          SchemeCard(scheme: scheme)
            .visualEffect { [selection = history.selection] content, _ in
              scheme.id == selection ? content : content.scaleEffect(0.75).blur(radius: 1)
            }
            .onTapGesture {
              history.select(scheme)
            }
        }
      }
    }
  }

  /// The scheme the model has selected: read here, in the body, on the main actor.
  private var focused: ColorScheme? {
    history.schemes.first { $0.id == history.selection }
  }
}

/// One scheme in the carousel: a strip of its colours over its caption.
struct SchemeCard: View {
  let scheme: ColorScheme

  var body: some View {
    VStack {
      HStack(spacing: 0) {
        for color in scheme.colors {
          Rectangle().fill(Color(color)).frame(width: 2, height: 1)
        }
      }
      Text(scheme.caption)
    }
  }
}
