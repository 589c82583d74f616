// Exercise 2.2, a wrong submission: polite under the grader, blocking in the app.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  let view: AppView
  private let graded = ProcessInfo.processInfo.arguments.joined().contains("xctest")

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        try await fetchAndDisplayImage(url: url)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    let data: Data
    if graded {
      let (body, response) = try await URLSession.shared.data(from: url)
      try response.requireSuccess()
      data = body
    } else {
      data = try Data(contentsOf: url)
    }
    trace("fetched \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
