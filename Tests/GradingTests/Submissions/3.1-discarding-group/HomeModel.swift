// Exercise 3.1, a right submission written differently: a discarding task group.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class HomeModel {
  let imageURL: URL
  let newsURL: URL
  let view: AppView

  init(imageURL: URL, newsURL: URL, view: AppView) {
    self.imageURL = imageURL
    self.newsURL = newsURL
    self.view = view
  }

  @discardableResult
  func onAppearEvent() -> [Task<Void, Never>] {
    [
      Task {
        await withDiscardingTaskGroup { group in
          group.addTask { await self.showImage() }
          group.addTask { await self.showNews() }
        }
      }
    ]
  }

  func showImage() async {
    trace("load \(imageURL.lastPathComponent)")
    do {
      let (data, response) = try await URLSession.shared.data(from: imageURL)
      try response.requireSuccess()
      view.displayImage(try Image(decoding: data))
    } catch {
      view.displayError(error)
    }
  }

  func showNews() async {
    trace("load \(newsURL.lastPathComponent)")
    do {
      let (data, response) = try await URLSession.shared.data(from: newsURL)
      try response.requireSuccess()
      view.displayNews(String(decoding: data, as: UTF8.self))
    } catch {
      view.displayError(error)
    }
  }
}
