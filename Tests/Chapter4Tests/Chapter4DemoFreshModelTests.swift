import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The last part of chapter 4's program opens every image again in a fresh model: nothing is
/// in that model's cache, so each image is fetched and decoded again, on the pool. (Whether
/// the requests are out together shows in a run only by its server's latency, a clock, so
/// `Chapter4DemoOpenAllTests` plays the part on a gated network instead.)
@Suite("Chapter 4: the demo's last part", .backstop)
struct Chapter4DemoFreshModelTests {
  @Test("The last part fetches every image again, and decodes each on the pool")
  func lastPartFetchesEveryImageAgainAtOnce() async throws {
    let run = try await TracedProgramRun(
      "chapter4", ["workbook://samples/small.ppm", "workbook://samples/medium.ppm"])
    let last = run.events(fromTheLast: "open small.ppm, medium.ppm")
    try #require(!last.isEmpty, "no last part opening both images: \(run.labels)")
    let labels = last.map(\.name)
    let requests = labels.filter { $0.hasPrefix("request") }
    // Break it: in chapter 4's ChapterDemo.swift, tap in the model of the first part, where every
    // image is already in the cache.
    #expect(requests.count == 2, "\(labels)")
    let decodes = last.filter { $0.name.hasPrefix("decode") }
    #expect(decodes.count == 2 && decodes.allSatisfy { $0.onThePool })
  }
}

extension ChromeTraceEvent {
  /// Whether it ran on a thread of the pool: a track named `pool 1`, `pool 2`…
  fileprivate var onThePool: Bool {
    guard case .text(let place) = args?["where"] else { return false }
    return place.hasPrefix("pool")
  }
}
