import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Many requests in flight at once, as the chapters' tests make them: each must get its own
/// response. On Linux this depends on `ClientCalls`, which reports every response to
/// URLSession on its own work queue; reported from the pool instead, a run like this one
/// crashed now and then, or handed one request's response to another.
@Suite("Many requests at once", .tags(.network), .backstop)
struct ConcurrentRequestsTests {
  @Test("Each of many simultaneous requests gets its own response", arguments: [0, 1])
  func eachRequestGetsItsOwnResponse(latencyMilliseconds: Int) async throws {
    let server = ImageServer(latency: .milliseconds(latencyMilliseconds))
    let names = (0..<64).map { "item\($0).txt" }
    for name in names {
      server.serve(Data("contents of \(name)".utf8), as: name)
    }
    let answers = try await withThrowingTaskGroup(of: (String, String).self) { group in
      for name in names {
        group.addTask {
          let (data, _) = try await URLSession.shared.data(from: server.url(for: name))
          return (name, String(decoding: data, as: UTF8.self))
        }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    #expect(answers.count == names.count)
    for name in names {
      #expect(answers[name] == "contents of \(name)")
    }
  }
}
