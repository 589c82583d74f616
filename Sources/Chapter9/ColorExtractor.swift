import Foundation
import Observation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The colour-scheme app's model: the photo, the number of colours, the schemes extracted so
/// far (Explore concurrency in SwiftUI, 2:45).
///
/// Not to be confused with chapter 8's `ColorExtractor`, the code-along's worker that finds a
/// sticker's colours: the two talks use the name for different things.
///
/// The model needs no `@MainActor` of its own: in this module everything belongs to the main
/// actor unless it says otherwise (2:13). Its async work is plain async functions, which the
/// views start from a `Task` and which the tests call with no view at all (23:47). What is
/// slow leaves the main actor: decoding the photo and counting its colours are `@concurrent`.
@Observable
final class ColorExtractor {
  /// The photo's name, shown under it.
  let imageName: String
  /// Where the photo comes from.
  let imageURL: URL
  /// The last scheme extracted.
  var scheme: ColorScheme?
  /// Every scheme extracted, oldest first.
  var history: [ColorScheme] = []
  /// Whether an extraction is under way; the view sets it, synchronously, in its tap action.
  var isExtracting = false {
    didSet { trace("isExtracting = \(isExtracting)") }
  }
  /// How many colours to extract (the talk's slider goes from 3 to 10).
  var colorCount: Float = 5
  /// Why the last extraction failed, if it did.
  var failure: (any Error)?

  private var photo: Image?
  private let cache: ColorSchemeCache

  init(imageURL: URL, cache: ColorSchemeCache = ColorSchemeCache()) {
    self.imageURL = imageURL
    self.imageName = imageURL.lastPathComponent
    self.cache = cache
  }

  /// Fetches and decodes the photo, the first time it is asked for.
  func loadPhoto() async throws -> Image {
    if let photo { return photo }
    let (data, response) = try await URLSession.shared.data(from: imageURL)
    try response.requireSuccess()
    let image = try await Self.decode(data)
    photo = image
    return image
  }

  /// Extracts `colorCount` colours from the photo and adds the scheme to the history.
  ///
  /// The shared cache is asked first: a scheme it holds needs no photo, so a hit neither
  /// fetches nor decodes.
  func extractColorScheme() async {
    do {
      let count = Int(colorCount)
      let key = "\(imageName) \(count)"
      let colors: [RGBA]
      if let cached = await Self.cachedColors(for: key, in: cache) {
        colors = cached
      } else {
        let photo = try await loadPhoto()
        colors = await Self.extractColors(from: photo, count: count, key: key, cache: cache)
      }
      let scheme = ColorScheme(imageName: imageName, colors: colors)
      self.scheme = scheme
      history.append(scheme)
      failure = nil
    } catch {
      failure = error
    }
  }

  /// Decodes the photo's bytes, on the concurrent pool.
  @concurrent
  private static func decode(_ data: Data) async throws -> Image {
    try Image(decoding: data)
  }

  /// The colours the shared cache holds for `key`, if any, looked up on the concurrent pool.
  ///
  /// The cache is reached from here and from `extractColors`, off the main actor, and from
  /// every model at once: it must be `Sendable`, and it is, with a `Mutex`
  /// (ColorSchemeCache.swift).
  @concurrent
  private static func cachedColors(for key: String, in cache: ColorSchemeCache) async -> [RGBA]? {
    guard let colors = cache.colors(for: key) else { return nil }
    trace("cache hit \(key)")
    return colors
  }

  /// Counts the photo's colours on the concurrent pool, and files them in the shared cache.
  @concurrent
  private static func extractColors(
    from photo: Image, count: Int, key: String, cache: ColorSchemeCache
  ) async -> [RGBA] {
    let colors = span("extract \(count) colours") { DominantColors(count: count).colors(in: photo) }
    return cache.insert(colors, for: key)
  }
}
