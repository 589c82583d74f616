import Testing
import WorkbookTesting

/// Which galleries chapter 7's demo runs, how large, and what it prints after each: read from
/// the output of whole runs of `chapter7`.
@Suite("Chapter 7: the galleries a run shows", .backstop)
struct GalleryRunsTests {
  @Test(
    "With --manager actor and no --gallery, one gallery runs, the actor's, of 2,000 fetches",
    .tags(.isolation))
  func actorManagerRunsOneFullGallery() async throws {
    let run = try await ProgramRun(
      "chapter7", ["--manager", "actor", "--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter7 exited \(run.status): \(run.errors)")
    // 2,000 fetches, each an open and a close: 4,000 manager calls, none on the main actor.
    // Break it: run the class's gallery whatever the option says, and a "4000 of 4000" comes
    // first; make the gallery 200 fetches, and the count is "0 of 400"; make the small gallery
    // the default (small unless --gallery full), and it is "0 of 200".
    let counts = run.output.matches(of: /manager calls on the main actor: (\d+) of (\d+)/)
      .map { "\($0.1) of \($0.2)" }
    #expect(counts == ["0 of 4000"], "\(run.output)")
    #expect(run.output.contains("2000 of 2000 images fetched"), "\(run.output)")
  }

  @Test("After each gallery's count the demo prints the frames' measure while it fetched")
  func eachGalleryReportsItsFrames() async throws {
    let run = try await ProgramRun(
      "chapter7", ["--gallery", "small", "--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter7 exited \(run.status): \(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let counts = lines.indices.filter { lines[$0].contains("manager calls on the main actor") }
    #expect(counts.count == 2, "\(run.output)")
    // Break it: leave the frames' line out of the gallery's report, and no count is followed
    // by it.
    for index in counts {
      #expect(
        index + 1 < lines.count && lines[index + 1].contains("while fetching: longest frame gap"),
        "\(run.output)")
    }
  }
}
