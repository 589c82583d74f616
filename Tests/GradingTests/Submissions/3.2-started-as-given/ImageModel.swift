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
    // TODO: the full image must never be covered by its preview.
    let previewTask = Task { await show(preview) }
    let fullTask = Task { await show(full) }
    return [previewTask, fullTask]
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
