//
// Exercise 3.1: The news does not wait for the image
//
// When the home screen appears, it shows a featured image and the latest news. The two have
// nothing to do with each other, yet the news never appears before the image: on a slow
// connection the headlines, a few bytes, wait for a large picture to arrive and be decoded.
//
// Make the two independent: each is fetched as soon as the screen appears, and each is
// displayed as soon as its own response arrives, whichever comes first. Both still run on
// the main actor, and a failure of one is shown without stopping the other.
// Keep the `trace("load …")` lines at the start of `showImage` and `showNews`, and keep
// `onAppearEvent` returning every task it starts: the grader follows them.
//
// Check:  swift run workbook watch 3.1      Stuck?  swift run workbook hint 3.1

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
    let image = Task { try await loadImage() }
    let news = Task { try await loadNews() }
    // The home screen is loaded once both parts are; a part that failed says why.
    let home = Task {
      do {
        try await image.value
        try await news.value
      } catch {
        view.displayError(error)
      }
    }
    return [home]
  }

  /// Fetches, decodes and displays the featured image, or shows why it cannot.
  func showImage() async {
    do {
      try await loadImage()
    } catch {
      view.displayError(error)
    }
  }

  /// Fetches and displays the headlines, or shows why they cannot be shown.
  func showNews() async {
    do {
      try await loadNews()
    } catch {
      view.displayError(error)
    }
  }

  /// Fetches, decodes and displays the featured image.
  func loadImage() async throws {
    trace("load \(imageURL.lastPathComponent)")
    let (data, response) = try await URLSession.shared.data(from: imageURL)
    try response.requireSuccess()
    view.displayImage(try Image(decoding: data))
  }

  /// Fetches and displays the headlines.
  func loadNews() async throws {
    trace("load \(newsURL.lastPathComponent)")
    let (data, response) = try await URLSession.shared.data(from: newsURL)
    try response.requireSuccess()
    view.displayNews(String(decoding: data, as: UTF8.self))
  }
}
