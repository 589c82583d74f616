import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter3

@Suite(
  "Chapter 3: a failure stays in its own task", .tags(.badInput, .display), .backstop)
struct Chapter3BadInputTests {
  @Test(
    "A failed news request shows an error; the image task is not affected",
    arguments: [NetworkFailure.status(500), .droppedConnection])
  func newsFailure(failure: NetworkFailure) async throws {
    let network = TestNetwork(gated: false)
    let app = try App(network: network)
    network.server.fail(Job.news.request, with: failure)
    let jobs = [Job.image, .news]
    let tasks = jobs.map(app.started)
    for (task, job) in zip(tasks, jobs) { try await app.scene.ended("the \(job) task", task) }
    #expect(app.model.view.displayedErrors.count == 1)
    #expect(app.model.view.displayedNews.isEmpty)
    #expect(app.model.view.displayedImages.map(\.description) == ["4×3"])
    #expect(network.labels(of: Job.image.rawValue) == Job.image.steps)
  }

  @Test("A failed image request in the effect task shows an error and no effect")
  func effectFailure() async throws {
    let network = TestNetwork(gated: false)
    let app = try App(network: network)
    network.server.fail(Job.effect.request, with: .status(503))
    try await app.scene.ended("the effect task", app.started(.effect))
    #expect(app.model.view.displayedImages.isEmpty)
    #expect(app.model.view.displayedErrors.first is HTTPStatusError)
    #expect(network.labels(of: Job.effect.rawValue).count == 1)  // the error, nothing else
  }
}
