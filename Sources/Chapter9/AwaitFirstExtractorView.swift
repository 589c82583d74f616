import WorkbookUI

/// The same screen with the loading state set late: after an `await` (Explore concurrency in
/// SwiftUI, 16:53, the orange line before the mutation).
///
/// Not in the talk's app, but in its warning: the change is made in the task, after the photo
/// has loaded, so the frames drawn meanwhile still show the screen as if nothing had been
/// tapped. Compare the tap action with `ColorExtractorView`'s.
struct AwaitFirstExtractorView: View {
  @State private var model: ColorExtractor

  init(model: ColorExtractor) {
    _model = State(wrappedValue: model)
  }

  var body: some View {
    VStack(spacing: 1) {
      ImageView(imageName: model.imageName)
      SchemeContentView(isLoading: model.isExtracting)
      Text("Extract \(Int(model.colorCount)) colours (loading state set after an await)")
    }
    .onTapGesture {
      Task {
        _ = try? await model.loadPhoto()
        withAnimation {
          model.isExtracting = true
        }
        await model.extractColorScheme()
        withAnimation {
          model.isExtracting = false
        }
      }
    }
  }
}
