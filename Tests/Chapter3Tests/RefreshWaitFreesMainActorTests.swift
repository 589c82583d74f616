import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter3

/// The news task's wait for its refresh gives the main actor up: main-actor work queued just
/// before the wait runs before the wait returns. The interval is a whole second, so a wait
/// that blocked the thread instead would hold the main actor for all of it.
@Suite("Chapter 3: the refresh wait leaves the main actor free", .backstop)
struct RefreshWaitFreesMainActorTests {
  @Test("Main-actor work queued before the refresh wait runs during it, before the refresh is due")
  func mainActorWorkRunsDuringTheWait() async throws {
    let model = NewsModel(
      url: URL(string: "workbook://news/headlines.txt")!, refreshInterval: .seconds(1),
      view: AppView())
    // Break it: in waitForRefresh, block the thread (`usleep`) instead of `Task.sleep`,
    // and the work queued before it runs only once the wait has returned.
    let outcome = try await SuspensionProbe.run { try await model.waitForRefresh() }
    #expect(outcome.suspended)
    #expect(outcome.labels == ["wait for refresh", "refresh due"])
  }
}
