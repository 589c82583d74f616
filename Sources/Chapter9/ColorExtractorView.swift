import WorkbookUI

/// The app's screen: the photo, the loading indicator, the schemes, and a tap to extract
/// (Explore concurrency in SwiftUI, 2:45 and 17:42).
///
/// It conforms to `View`, which is `@MainActor`, so the view, its `body` and its `@State`
/// belong to the main actor (2:13), and `body` reads the model freely. The tap action is
/// synchronous (16:53): it sets the loading state at once, inside `withAnimation`, so the very
/// next frame shows it; only then does it start a `Task` for the slow part, and when that is
/// done, one more synchronous change ends the loading state.
struct ColorExtractorView: View {
  @State private var model: ColorExtractor
  @State private var schemesWidth = 0.0

  init(model: ColorExtractor) {
    _model = State(wrappedValue: model)
  }

  var body: some View {
    VStack(spacing: 1) {
      ImageView(imageName: model.imageName)
      SchemeContentView(isLoading: model.isExtracting)
      EqualWidthVStack(spacing: 1) {
        for scheme in model.history.reversed().prefix(2) {
          ColorSchemeView(scheme: scheme)
        }
      }
      .onGeometryChange(for: Double.self) { proxy in
        proxy.size.width
      } action: { width in
        schemesWidth = width
      }
      Text("Extract \(Int(model.colorCount)) colours")
      if schemesWidth > 0 {
        Text("onGeometryChange: the schemes are \(Int(schemesWidth)) columns wide")
      }
    }
    .onTapGesture {
      guard !model.isExtracting else { return }
      withAnimation {
        model.isExtracting = true
      }
      Task {
        await model.extractColorScheme()
        withAnimation {
          model.isExtracting = false
        }
      }
    }
  }
}
