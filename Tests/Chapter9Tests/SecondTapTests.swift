import Testing
import WorkbookTesting
import WorkbookUI

@testable import Chapter9

/// Exercise 9.2's tap action: while an extraction is under way, a second tap on Extract
/// starts nothing (its guard on `isExtracting`).
@Suite("Chapter 9: a second tap while extracting", .backstop)
struct SecondTapTests {
  @Test(
    "A second tap while the photo is on its way starts no second extraction", .tags(.ordering))
  func secondTapStartsNothing() async throws {
    let app = try Chapter9AppTests.App()
    let server = app.network.server
    _ = await app.renderer.render()
    try app.renderer.tap("Extract")
    #expect(await app.renderer.render().shows("Extracting…"))
    try await app.requestHeld()  // the first extraction waits for its photo
    try app.renderer.tap("Extract")
    try await app.scene.settled()  // whatever the second tap started is parked or over
    // Break it: drop the action's `guard !model.isExtracting`, and the second tap sets the
    // loading state again and starts a second task, whose request for the photo is here too.
    #expect(server.arrivals(of: "photo.ppm") == 1)
    #expect(app.trace.events.filter { $0.label == "isExtracting = true" }.count == 1)

    for _ in 0..<server.arrivals(of: "photo.ppm") { server.release("photo.ppm") }
    try await app.extracted()
    try await app.scene.settled()
    #expect(app.model.history.count == 1)
  }
}
