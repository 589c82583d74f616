import Testing
import WorkbookTesting

/// The count chapter 7's demo prints after each gallery: the manager calls it made, and those
/// that ran on the main actor, read from the trace of the run.
@Suite("Chapter 7: the gallery's count of manager calls", .backstop)
struct GalleryCountTests {
  @Test(
    "The demo counts the galleries' manager calls and nothing else: 200 of 200, then 0 of 200",
    .tags(.isolation))
  func demoCountsOnlyTheManagerCalls() async throws {
    let run = try await ProgramRun(
      "chapter7", ["--gallery", "small", "--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter7 exited \(run.status): \(run.errors)")
    // 100 fetches, each opening and closing a connection: 200 calls, all on the main actor
    // through the class, none through the actor. Break it: count every event that is not an
    // end whose label begins "open " or "close ", and the gallery's own gesture, `open
    // gallery`, an instant on the main actor, counts as a call: 201 of 201, then 1 of 201.
    let counts = run.output.matches(of: /manager calls on the main actor: (\d+) of (\d+)/)
      .map { "\($0.1) of \($0.2)" }
    #expect(counts == ["200 of 200", "0 of 200"], "\(run.output)")
  }
}
