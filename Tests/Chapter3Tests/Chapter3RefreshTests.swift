import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter3

/// The news waits for its refresh by sleeping: the task is suspended on the clock, and the
/// refresh is due only once the sleep is over.
@Suite("Chapter 3: the news waits for its refresh", .backstop)
struct Chapter3RefreshTests {
  @Test("The news task sleeps before its refresh is due, suspended and holding nothing")
  func sleepsBeforeTheRefresh() async throws {
    let scene = Scene("the news waiting")
    let model = NewsModel(
      url: URL(string: "workbook://news/headlines.txt")!, refreshInterval: .seconds(3600),
      view: AppView())
    let waiting = scene.start("news") { try await model.waitForRefresh() }
    try await scene.until("the news task asleep on the clock") { scene.sleepingTasks == 1 }
    // Break it: in waitForRefresh, trace "refresh due" before the sleep, and it is there
    // while the task still sleeps.
    #expect(scene.trace.labels == ["wait for refresh"])
    // Asleep, the task holds no thread: the main actor runs other work meanwhile.
    await MainActor.run { scene.trace.record("main actor free") }
    #expect(scene.trace.labels == ["wait for refresh", "main actor free"])
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
  }
}
