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

  private var fullImage: Image?
  private var previewShown = false

  @discardableResult
  func onOpenEvent(preview: URL, full: URL) -> [Task<Void, Never>] {
    let first = Task {
      await showPreview(preview)
      previewShown = true
      if let fullImage { view.displayImage(fullImage) }
    }
    let second = Task {
      trace("load \(full.lastPathComponent)")
      do {
        let (data, response) = try await URLSession.shared.data(from: full)
        try response.requireSuccess()
        let image = try Image(decoding: data)
        fullImage = image
        view.displayImage(image)
      } catch {
        view.displayError(error)
      }
    }
    return [first, second]
  }

  func showPreview(_ url: URL) async {
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
