// Exercise 3.1, a wrong submission: both fetched at once, both shown only once both are in.

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
    let screen = Task {
      async let image = body(of: imageURL)
      async let news = body(of: newsURL)
      let (picture, headlines) = await (image, news)
      do {
        view.displayImage(try Image(decoding: try picture.get()))
      } catch {
        view.displayError(error)
      }
      do {
        view.displayNews(String(decoding: try headlines.get(), as: UTF8.self))
      } catch {
        view.displayError(error)
      }
    }
    return [screen]
  }

  private func body(of url: URL) async -> Result<Data, any Error> {
    trace("load \(url.lastPathComponent)")
    do {
      let (data, response) = try await URLSession.shared.data(from: url)
      try response.requireSuccess()
      return .success(data)
    } catch {
      return .failure(error)
    }
  }
}
