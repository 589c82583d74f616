import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter7

/// `Connection` is nonisolated (23:47): its `data(from:)` runs where its caller runs, so a
/// fetch made from the pool, through the network manager's actor, queues no step on the main
/// actor: it would finish even while the main actor was busy.
@Suite("Chapter 7: a connection's fetch needs no main actor", .backstop)
struct ConnectionOffTheMainActorTests {
  @Test("A fetch through the actor manager, from the pool, queues nothing on the main actor")
  func fetchQueuesNothingOnTheMainActor() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 2, height: 2)
    let model = ImageModel(view: AppView(), networkManager: NetworkManager())
    let scene = Scene("a fetch from the pool", trace: network.trace)
    let fetch = scene.start("fetch") { try await model.fetchImage(url: url) }
    try await scene.arrival(of: "photo.ppm", at: network.server)
    scene.enter { network.server.release("photo.ppm") }
    let image = try await scene.ended("the fetch", fetch)
    #expect(image.width == 2)
    // Break it: drop `nonisolated` from `Connection`, and in this module it belongs to the
    // main actor: every `data(from:)` hops there to run.
    #expect(scene.jobsOnTheMainActor == 0)
  }
}
