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

  @discardableResult
  func onOpenEvent(preview: URL, full: URL) -> [Task<Void, Never>] {
    let task = Task {
      trace("load \(preview.lastPathComponent)")
      async let early = URLSession.shared.data(from: full)
      do {
        let (data, response) = try await URLSession.shared.data(from: preview)
        try response.requireSuccess()
        view.displayImage(try Image(decoding: data))
      } catch {
        view.displayError(error)
      }
      trace("load \(full.lastPathComponent)")
      do {
        let (data, response) = try await early
        try response.requireSuccess()
        view.displayImage(try Image(decoding: data))
      } catch {
        view.displayError(error)
      }
    }
    return [task]
  }
}
