//
// Exercise 4.2: Pool code keeps its hands off the main actor's cache
//
// Someone made `decodeImage` `@concurrent`, as the talk does at 11:30, and the decode does
// run on the pool now. But the function still reads and writes `imageCache`, which belongs
// to the main actor: two threads can touch the dictionary at once. The Swift 6 language mode
// rejects it:
//
//   error: main actor-isolated property 'imageCache' cannot be accessed from outside of the
//   actor
//
// This module is built in Swift 5 mode so that it builds at all, its warnings silenced; the
// grader compiles this file in Swift 6 mode, and shows you the errors until they are gone.
//
// Fix the data race, so that this file compiles cleanly in Swift 6 mode. The decode stays on
// the pool, everything else runs on the main actor, and a tap on a cached image displays it
// at once, without a request. Telling the compiler to look away (nonisolated(unsafe),
// @unchecked Sendable, @preconcurrency, assumeIsolated) is not a fix, and is rejected.
//
// Check:  swift run workbook watch 4.2      Stuck?  swift run workbook hint 4.2

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
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

  func fetchAndDisplayImage(url: URL) async throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let (image, updatedCache) = try await decodeImage(data, at: url, cache: imageCache)
    imageCache = updatedCache
    view.displayImage(image)
  }

  /// Decodes on the pool with its own copy of the cache, and hands back the image and the
  /// updated copy: a dictionary of values crosses safely, so no state is shared.
  @concurrent
  func decodeImage(
    _ data: Data, at url: URL, cache: [URL: Image]
  ) async throws -> (Image, [URL: Image]) {
    var cache = cache
    if let image = cache[url] {
      return (image, cache)
    }
    let image = try Image(decoding: data)
    cache[url] = image
    return (image, cache)
  }
}
