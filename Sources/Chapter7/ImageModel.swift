import Foundation
import Workbook

/// The image app's model, fetching through a network manager (Embrace Swift concurrency,
/// 23:47).
///
/// The model belongs to the main actor, with its cache and its view. Fetching and decoding
/// run on the pool (`fetchImage` is `@concurrent`), and each fetch opens a connection through
/// `networkManager` and closes it when the bytes are in. Where those two calls run is the
/// lesson: on the main actor with `MainActorNetworkManager`, on an actor of its own with
/// `NetworkManager`.
final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  let view: AppView
  /// Where connections come from. A `let` of a Sendable type: the pool reads it without a hop.
  let networkManager: any ConnectionManager

  init(view: AppView, networkManager: any ConnectionManager) {
    self.view = view
    self.networkManager = networkManager
  }

  /// The user tapped an image: start a task that shows it, or shows why it cannot be shown.
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

  /// Displays the image at `url`: from the cache at once, else fetched and decoded on the pool.
  func fetchAndDisplayImage(url: URL) async throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let image = try await fetchImage(url: url)
    imageCache[url] = image
    view.displayImage(image)
  }

  /// Fetches many images at once, each in a pipeline of its own on the pool, as a gallery
  /// would; returns each URL's image or error, in the order of `urls`.
  ///
  /// This is the scene of 23:18: every pipeline asks the network manager for a connection,
  /// and gives it back, all at the same time. The results are collected on the pool too
  /// (`@concurrent`), so the main actor hears of the gallery once, when it is complete, and
  /// what reaches the main actor meanwhile is only what the network manager brings there.
  @concurrent
  func fetchImages(urls: [URL]) async -> [Result<Image, any Error>] {
    await withTaskGroup(of: (Int, Result<Image, any Error>).self) { group in
      for (index, url) in urls.enumerated() {
        group.addTask {
          do { return (index, .success(try await self.fetchImage(url: url))) } catch {
            return (index, .failure(error))
          }
        }
      }
      var results: [(index: Int, result: Result<Image, any Error>)] = []
      for await finished in group { results.append(finished) }
      return results.sorted { $0.index < $1.index }.map(\.result)
    }
  }

  /// Opens a connection for `url`, fetches the bytes over it, closes it, and decodes the
  /// bytes: all on the concurrent thread pool, except the two calls to the network manager,
  /// which run wherever the manager is isolated.
  @concurrent
  func fetchImage(url: URL) async throws -> Image {
    let connection = await networkManager.openConnection(for: url)
    let data: Data
    do {
      data = try await connection.data(from: url)
    } catch {
      await networkManager.closeConnection(connection, for: url)
      throw error
    }
    await networkManager.closeConnection(connection, for: url)
    return try Image(decoding: data)
  }
}
