// Exercise 9.2, a right submission written differently: the model starts its own work.

import WorkbookUI

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

  /// Starts an extraction unless one is running; the loading state is set before it returns.
  func startExtracting() {
    if isExtracting { return }
    isExtracting = true
    Task {
      defer { isExtracting = false }
      await loadPhoto()
      await extractColorScheme()
    }
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
    .onTapGesture(perform: model.startExtracting)
  }
}
