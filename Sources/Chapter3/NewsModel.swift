import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The app's news feed: it fetches the headlines, shows them, then waits for a refresh
/// (Embrace Swift concurrency, 7:24).
///
/// It is a second, independent part of the app, and like the image model it runs on the main
/// actor (default isolation `MainActor`). So its task and the image model's tasks take turns
/// there: while one waits, another runs, one piece at a time.
final class NewsModel {
  /// Where the headlines come from.
  let url: URL
  /// How long the feed waits before it is due a refresh.
  let refreshInterval: Duration
  let view: AppView

  init(url: URL, refreshInterval: Duration, view: AppView) {
    self.url = url
    self.refreshInterval = refreshInterval
    self.view = view
  }

  /// The news appeared on screen: start the task that fetches and shows the headlines, then
  /// waits for a refresh.
  @discardableResult
  func onAppearEvent() -> Task<Void, Never> {
    Task {
      do {
        try await fetchAndDisplayNews()
        try await waitForRefresh()
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Fetches the headlines and displays them.
  func fetchAndDisplayNews() async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    view.displayNews(String(decoding: data, as: UTF8.self))
  }

  /// Waits until the news is due a refresh. The task is suspended meanwhile, and the main
  /// actor runs whatever else is ready.
  func waitForRefresh() async throws {
    trace("wait for refresh")
    try await Task.sleep(for: refreshInterval)
    trace("refresh due")
  }
}
