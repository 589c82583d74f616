import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter4

@Suite(
  "Chapter 4: failures reach the view's error display", .tags(.badInput, .display),
  .backstop)
struct Chapter4BadInputTests {
  @Test("A decoding error on the pool comes back to the main actor's error display")
  func decodingErrorFromThePool() async throws {
    try await BadInputScenes.decodingError(ImageModel(view: AppView()))
  }

  @Test(
    "A failed request shows an error and caches nothing", .tags(.network),
    arguments: BadInputScenes.failures)
  func failedRequest(failure: NetworkFailure) async throws {
    try await BadInputScenes.failedRequest(ImageModel(view: AppView()), failure: failure)
  }
}

/// The model of this chapter, as the kit's bad-input scenes drive it.
extension ImageModel: BadInputModel {
  public var cachesNothing: Bool { imageCache.isEmpty }
}
