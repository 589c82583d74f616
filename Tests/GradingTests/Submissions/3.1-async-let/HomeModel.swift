// Exercise 3.1, a right submission written differently: one task, two async let children.

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
    let both = Task {
      async let image: Void = showImage()
      async let news: Void = showNews()
      _ = await (image, news)
    }
    return [both]
  }

  func showImage() async {
    trace("load \(imageURL.lastPathComponent)")
    do {
      view.displayImage(try Image(decoding: try await body(of: imageURL)))
    } catch {
      view.displayError(error)
    }
  }

  func showNews() async {
    trace("load \(newsURL.lastPathComponent)")
    do {
      view.displayNews(String(decoding: try await body(of: newsURL), as: UTF8.self))
    } catch {
      view.displayError(error)
    }
  }

  private func body(of url: URL) async throws -> Data {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    return data
  }
}
