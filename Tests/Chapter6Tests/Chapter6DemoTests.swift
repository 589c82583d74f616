import Testing
import WorkbookTesting

/// Chapter 6's program, run as a reader runs it.
@Suite("Chapter 6: the demo's scenes", .tags(.ordering), .backstop)
struct Chapter6DemoTests {
  @Test("Each of the last two scenes opens first, then makes its own request")
  func scenesOpenBeforeTheirRequests() async throws {
    let run = try await ProgramRun("chapter6", ["--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter6 exited \(run.status): \(run.errors)")
    let key = run.keyLabels
    let inTask = try #require(key.firstIndex(of: "open in a task (20:38) small.ppm"))
    let closure = try #require(key.firstIndex(of: "open, closure (22:06) small.ppm"))
    #expect(key[inTask..<closure].contains("request small.ppm"))
    #expect(key[closure...].contains("request small.ppm"))
    #expect(key.filter { $0 == "request small.ppm" }.count == 3)
  }
}
