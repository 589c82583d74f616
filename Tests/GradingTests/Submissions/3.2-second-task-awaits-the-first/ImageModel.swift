// Exercise 3.2, a right submission written differently: a task that waits for another.

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
    let first = Task { await show(preview) }
    let second = Task {
      await first.value
      await show(full)
    }
    return [first, second]
  }

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
