import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter5

/// Values into and out of an actor (Embrace Swift concurrency, 16:30–17:25): each side holds
/// its own copy. The compiler's side of the claim, what may not be sent, is in DiagnosticsTests
/// (`Embrace-17_16-…`).
@Suite("Chapter 5: values into and out of an actor", .backstop)
struct Chapter5PostArchiveTests {
  /// A new post at each use: what every copy started as, whatever a test did to its own.
  static var post: Post {
    Post(
      author: "Ana", title: "Values cross safely", date: Date(timeIntervalSince1970: 0),
      categories: ["concurrency"])
  }

  @Test("A post sent into the actor is the actor's copy: editing the caller's changes nothing")
  func postSentInIsACopy() async throws {
    let trace = Trace()
    let archive = PostArchive()
    var post = Self.post
    await Trace.$current.withValue(trace) { await archive.store(post) }
    post.title = "Edited after sending"
    post.categories.append("values")
    #expect(await archive.latest() == Self.post)
    #expect(trace.events.map(\.domain) == [.actor("PostArchive")])
  }

  @Test("A post that comes out of the actor is the caller's copy")
  func postSentOutIsACopy() async throws {
    let archive = PostArchive()
    await archive.store(Self.post)
    var copy = try #require(await archive.latest())
    copy.title = "Changed by the caller"
    #expect(await archive.latest() == Self.post)
    #expect(await archive.count == 1)
  }
}
