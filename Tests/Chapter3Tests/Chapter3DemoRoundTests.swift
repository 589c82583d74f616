import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter3

/// One round of chapter 3's program, played on a test's own network: the two tasks start
/// together, and the demo's server answers them in turns from one round to the next. The
/// order of the responses is the gate's here, never the demo's latencies.
@Suite("Chapter 3: a round of the demo", .tags(.ordering), .backstop)
struct Chapter3DemoRoundTests {
  @Test("A round starts the image task and the news task together: both requests are out at once")
  func bothTasksStartTogether() async throws {
    let network = TestNetwork()
    let model = ImageModel(view: AppView())
    let news = NewsModel(
      url: network.text("Tasks take turns on the main actor", named: "news.txt"),
      refreshInterval: .zero, view: model.view)
    let photo = try network.image(named: "photo.ppm", width: 4, height: 3)
    let scene = Scene("a round of chapter 3's demo", trace: network.trace)
    let round = scene.start("the round") {
      await playRound(image: photo, model: model, news: news)
    }
    // Both responses are held at the gate: only a round that started both tasks before
    // awaiting either has both requests out.
    let together = try await scene.whether("both requests out") {
      let labels = network.trace.labels
      return labels.contains("request photo.ppm") && labels.contains("request news.txt")
    }
    // Break it: in playRound, await the image task before starting the news task, and only
    // the image's request is out while its response is held.
    #expect(together, "the requests out while both responses are held: \(network.trace.labels)")
    network.server.release("photo.ppm")
    network.server.release("news.txt")
    try await scene.ended("the round", round)
  }

  @Test("The demo's server answers the news after the image in one round, before it in the next")
  func roundsTakeTurns() {
    // A response takes its latency: the image's is the server's, `Demo.networkLatency`.
    let newsLast = (0..<4).map { newsLatency(round: $0) > Demo.networkLatency }
    let newsFirst = (0..<4).map { newsLatency(round: $0) < Demo.networkLatency }
    // Break it: in newsLatency(round:), answer the news last in every round, and the second
    // round is image first again.
    #expect(newsLast == [true, false, true, false])
    #expect(newsFirst == [false, true, false, true])
  }
}
