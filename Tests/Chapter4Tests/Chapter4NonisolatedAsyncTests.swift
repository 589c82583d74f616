import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter4

/// A nonisolated *async* function stays on its caller's actor (Embrace Swift concurrency,
/// 13:10): `ImageDecoder.decodeAll(_:)` suspends between images, yet every decode runs where
/// its caller runs. That is the behaviour the upcoming feature `NonisolatedNonsendingByDefault`
/// gives every chapter module.
@Suite(
  "Chapter 4: a nonisolated async function runs on its caller's actor", .tags(.isolation),
  .backstop)
struct Chapter4NonisolatedAsyncTests {
  let files: [Data]

  init() throws {
    files = try [(5, 3), (4, 2)].map { width, height in
      try Image(width: width, height: height, filling: RGBA(9, 8, 7)).ppmData()
    }
  }

  @Test("Called from the main actor, every decode of the batch runs on the main actor")
  func fromTheMainActor() async throws {
    let trace = Trace()
    let images = try await Trace.$current.withValue(trace) {
      try await ImageDecoder().decodeAll(files)
    }
    #expect(images.map(\.description) == ["5×3", "4×2"])
    let domains = trace.events.map(\.domain)
    #expect(!domains.isEmpty)
    #expect(domains.allSatisfy { $0 == .mainActor }, "\(domains)")
  }

  @Test("Called from the pool, every decode of the batch runs on the pool")
  func fromThePool() async throws {
    let trace = Trace()
    let images = try await Trace.$current.withValue(trace) {
      try await decodeOnThePool(files)
    }
    #expect(images.map(\.description) == ["5×3", "4×2"])
    let domains = trace.events.map(\.domain)
    #expect(!domains.isEmpty)
    #expect(domains.allSatisfy { $0 == .pool }, "\(domains)")
  }

  @Test("Between two decodes the batch gives the caller's actor up, and comes back to it")
  func yieldsBetweenDecodes() async throws {
    let trace = Trace()
    // Work enqueued on the main actor before the batch starts: a batch that never gave the
    // main actor up would finish both decodes before this runs.
    let other = Task { trace.record("other work") }
    let images = try await Trace.$current.withValue(trace) {
      try await ImageDecoder().decodeAll(files)
    }
    await other.value
    #expect(images.count == 2)
    let labels = trace.labels
    let firstDecode = try #require(labels.firstIndex { $0.hasPrefix("decode") })
    let lastDecode = try #require(labels.lastIndex { $0.hasPrefix("decode") })
    let otherWork = try #require(labels.firstIndex(of: "other work"))
    #expect(firstDecode < otherWork && otherWork < lastDecode, "\(labels)")
    #expect(trace.events.allSatisfy { $0.domain == .mainActor })
  }

  /// Calls the batch decoder from code that always runs on the pool.
  @concurrent
  private func decodeOnThePool(_ files: [Data]) async throws -> [Image] {
    try await ImageDecoder().decodeAll(files)
  }
}
