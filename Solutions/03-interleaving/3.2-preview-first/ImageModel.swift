// Exercise 3.2: The preview comes first, the full image stays (reference solution)
//
// Dependent steps share one task: the task awaits the preview's whole journey, fetch to
// display, before it starts the full image's. Other tasks may run on the main actor while it
// waits, but nothing can reorder its own steps.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user opened a photo: show its preview, then the full image. Returns the tasks it
  /// started, so that the grader can wait for them; an app would ignore them.
  @discardableResult
  func onOpenEvent(preview: URL, full: URL) -> [Task<Void, Never>] {
    let task = Task {
      await show(preview)
      await show(full)
    }
    return [task]
  }

  /// Fetches, decodes and displays the image at `url`, or shows why it cannot.
  func show(_ url: URL) async {
    trace("load \(url.lastPathComponent)")
    do {
      let (data, response) = try await URLSession.shared.data(from: url)
      try response.requireSuccess()
      view.displayImage(try Image(decoding: data))
    } catch {
      view.displayError(error)
    }
  }
}
