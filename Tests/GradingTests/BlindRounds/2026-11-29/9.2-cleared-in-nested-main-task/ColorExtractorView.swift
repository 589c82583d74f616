// Exercise 9.2: The loading state lands in its frame (Explore concurrency in SwiftUI, 16:53)
//
// A tap on the screen extracts a colour scheme: first the photo loads, then the colours are
// counted, both slow. The user should see "Extracting…" at once, in the very next frame after
// the tap. But the tap action sets `isExtracting` inside the task, after an `await`: every
// frame drawn while the photo loads still says "Tap to extract".
//
// Change the tap action so that the first frame after the tap shows the loading state, and
// the frames after the work show the scheme count and no loading state. A second tap while
// extracting must not start a second extraction. Keep the model as it is. Waiting with sleeps
// is not a fix, and is rejected.
//
// Check:  swift run workbook watch 9.2      Stuck?  swift run workbook hint 9.2

import WorkbookUI

/// The model: it does the slow work; what the work is, the one who makes the model decides.
final class ColorExtractor {
  var isExtracting = false
  var schemes = 0
  private let load: () async -> Void
  private let count: () async -> Void

  init(load: @escaping () async -> Void, count: @escaping () async -> Void) {
    self.load = load
    self.count = count
  }

  func loadPhoto() async {
    await load()
  }

  func extractColorScheme() async {
    await count()
    schemes += 1
  }
}

struct ColorExtractorView: View {
  @State private var model: ColorExtractor

  init(model: ColorExtractor) {
    _model = State(wrappedValue: model)
  }

  var body: some View {
    VStack {
      Text(model.isExtracting ? "Extracting…" : "Tap to extract")
      Text("\(model.schemes) schemes")
    }
    .onTapGesture {
      guard !model.isExtracting else { return }
      model.isExtracting = true
      Task {
        await model.loadPhoto()
        await model.extractColorScheme()
        Task { @MainActor in
          model.isExtracting = false
        }
      }
    }
  }
}
