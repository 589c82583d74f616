import Foundation
import Testing
import WorkbookTesting

// Only these names from the kit: its ColorExtractor (chapter 8's) would clash with this one.
import struct Workbook.HTTPStatusError
import enum Workbook.IsolationDomain
import enum Workbook.NetworkFailure
import class Workbook.Trace

@testable import Chapter9

/// The model's async logic, tested with no view and no renderer (Explore concurrency in
/// SwiftUI, 23:47): state is the bridge, so the model stands on its own.
@Suite("Chapter 9: the model, tested without any view", .backstop)
struct Chapter9ColorExtractorTests {
  @Test("Extracting fetches the photo and finds its colours, fullest first", .tags(.display))
  func extractsTheScheme() async throws {
    let network = TestNetwork(gated: false)
    let model = ColorExtractor(imageURL: try network.photo())
    model.colorCount = 3
    await Trace.$current.withValue(network.trace) { await model.extractColorScheme() }
    #expect(model.failure == nil)
    #expect(model.scheme?.colors == Photo.scheme)
    #expect(model.scheme?.imageName == "photo.ppm")
    #expect(model.history.map(\.colors) == [Photo.scheme])
  }

  @Test(
    "Decoding and counting run on the pool; the model's state stays on the main actor",
    .tags(.isolation))
  func slowPartsLeaveTheMainActor() async throws {
    let network = TestNetwork(gated: false)
    let model = ColorExtractor(imageURL: try network.photo())
    model.colorCount = 3
    await Trace.$current.withValue(network.trace) {
      model.isExtracting = true
      await model.extractColorScheme()
      model.isExtracting = false
    }
    let events = network.trace.events.filter { $0.domain != .network && $0.kind != .end }
    #expect(
      events.map { "\($0.domain.name): \($0.label)" } == [
        "main actor: isExtracting = true", "pool: decode 16×4", "pool: extract 3 colours",
        "main actor: isExtracting = false",
      ])
  }

  @Test("A second model for the same photo gets its colours from the shared cache")
  func sharedCache() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.photo()
    let cache = ColorSchemeCache()
    let first = ColorExtractor(imageURL: url, cache: cache)
    let second = ColorExtractor(imageURL: url, cache: cache)
    await Trace.$current.withValue(network.trace) {
      await first.extractColorScheme()
      await second.extractColorScheme()
    }
    #expect(second.scheme?.colors == first.scheme?.colors)
    #expect(network.trace.labels.filter { $0.hasPrefix("extract") } == ["extract 5 colours"])
    let hit = try #require(network.trace.events.first { $0.label == "cache hit photo.ppm 5" })
    #expect(hit.domain == .pool)
    #expect(cache.count == 1)
  }

  @Test("A cache hit needs no photo: the second model neither fetches nor decodes it")
  func cacheHitNeitherFetchesNorDecodes() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.photo()
    let cache = ColorSchemeCache()
    await Trace.$current.withValue(network.trace) {
      await ColorExtractor(imageURL: url, cache: cache).extractColorScheme()
    }
    let before = network.trace.labels.count
    let second = ColorExtractor(imageURL: url, cache: cache)
    await Trace.$current.withValue(network.trace) { await second.extractColorScheme() }
    let after = network.trace.labels.dropFirst(before)
    #expect(after.filter { $0.hasPrefix("cache hit") } == ["cache hit photo.ppm 5"])
    #expect(!after.contains { $0.hasPrefix("decode") || $0.hasPrefix("request") })
    #expect(second.scheme?.colors.isEmpty == false)
  }

  @Test("A failed request is kept as the failure, and no scheme appears", .tags(.badInput))
  func failedRequest() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.photo()
    network.server.fail("photo.ppm", with: .status(503))
    let model = ColorExtractor(imageURL: url)
    await model.extractColorScheme()
    // The server's own status, not a decoder's complaint about the error page.
    #expect(model.failure as? HTTPStatusError == HTTPStatusError(status: 503, url: url))
    #expect(model.scheme == nil)
    #expect(model.history.isEmpty)
  }
}
