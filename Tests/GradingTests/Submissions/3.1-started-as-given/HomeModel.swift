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

  /// The home screen appeared: show the featured image and the news. Returns the tasks it
  /// started, so that the grader can wait for them; an app would ignore them.
  @discardableResult
  func onAppearEvent() -> [Task<Void, Never>] {
    // TODO: the news must not wait for the image.
    let task = Task {
      await showImage()
      await showNews()
    }
    return [task]
  }

  /// Fetches, decodes and displays the featured image, or shows why it cannot.
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

  /// Fetches and displays the headlines, or shows why they cannot be shown.
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
