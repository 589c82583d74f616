// Exercise 9.2, a wrong submission: the tap checks a flag that the task sets once it runs.

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
  /// Whether the extraction's task is running.
  @State private var isRunning = false

  init(model: ColorExtractor) {
    _model = State(wrappedValue: model)
  }

  var body: some View {
    VStack {
      Text(model.isExtracting ? "Extracting…" : "Tap to extract")
      Text("\(model.schemes) schemes")
    }
    .onTapGesture {
      guard !isRunning else { return }
      model.isExtracting = true
      Task {
        isRunning = true
        await model.loadPhoto()
        await model.extractColorScheme()
        model.isExtracting = false
        isRunning = false
      }
    }
  }
}
