import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter4

/// The library-style decoder (13:10): `nonisolated`, so it runs wherever its caller runs.
@Suite(
  "Chapter 4: nonisolated code runs where its caller runs", .tags(.isolation),
  .backstop)
struct Chapter4NonisolatedTests {
  let data: Data

  init() throws {
    data = try Image(width: 6, height: 4, filling: RGBA(1, 2, 3)).ppmData()
  }

  @Test("Called from the main actor, the decoder runs on the main actor")
  func fromTheMainActor() throws {
    let trace = Trace()
    let image = try Trace.$current.withValue(trace) { try ImageDecoder().decode(data) }
    #expect(image.description == "6×4")
    #expect(trace.events.map(\.domain) == [.mainActor, .mainActor])
  }

  @Test("Called from the pool, the decoder runs on the pool")
  func fromThePool() async throws {
    let trace = Trace()
    let image = try await Trace.$current.withValue(trace) { try await decodeOnThePool(data) }
    #expect(image.description == "6×4")
    #expect(trace.events.map(\.domain) == [.pool, .pool])
  }

  /// Calls the decoder from code that always runs on the pool.
  @concurrent
  private func decodeOnThePool(_ data: Data) async throws -> Image {
    try ImageDecoder().decode(data)
  }
}
