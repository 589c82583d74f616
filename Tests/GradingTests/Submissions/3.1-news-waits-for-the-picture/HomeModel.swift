import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class HomeModel {
  let imageURL: URL
  let newsURL: URL
  let view: AppView
  /// Headlines that came before the picture: they go under it, so they wait for it.
  private var waitingNews: String?

  init(imageURL: URL, newsURL: URL, view: AppView) {
    self.imageURL = imageURL
    self.newsURL = newsURL
    self.view = view
  }

  @discardableResult
  func onAppearEvent() -> [Task<Void, Never>] {
    let image = Task { await showImage() }
    let news = Task { await showNews() }
    return [image, news]
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
    if let news = waitingNews {
      waitingNews = nil
      view.displayNews(news)
    }
  }

  func showNews() async {
    trace("load \(newsURL.lastPathComponent)")
    do {
      let (data, response) = try await URLSession.shared.data(from: newsURL)
      try response.requireSuccess()
      let news = String(decoding: data, as: UTF8.self)
      if view.displayedImages.isEmpty && view.displayedErrors.isEmpty {
        waitingNews = news
      } else {
        view.displayNews(news)
      }
    } catch {
      view.displayError(error)
    }
  }
}
