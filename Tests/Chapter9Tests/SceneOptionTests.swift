import Testing
import WorkbookTesting

/// `chapter9 --scene history` and `--scene scroll` each run their scene instead of the tour:
/// read from the output of whole runs.
@Suite("Chapter 9: the scenes --scene runs", .backstop)
struct SceneOptionTests {
  @Test("--scene history extracts 3, 4 and 5 colours and moves the focus from 5 to 3 colours")
  func historyScene() async throws {
    let run = try await ProgramRun(
      "chapter9", ["--scene", "history", "--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter9 exited \(run.status): \(run.errors)")
    // Break it: read the option under another name, and the run is the tour, with no scene.
    #expect(run.output.contains("Scene history (code-along 24:20"), "\(run.output)")
    // Break it: extract two schemes only, 4 and 5 colours, and the tap on 3 colours finds no
    // card: the newest stays in focus.
    let key = run.keyLabels
    for count in 3...5 {
      #expect(key.contains("extract \(count) colours"), "\(key)")
    }
    let focus = run.output.split(separator: "\n").drop {
      !$0.hasPrefix("The card in focus")
    }.dropFirst().first.map(String.init)
    #expect(
      focus?.wholeMatch(of: /\s+5 colours ×\d+ · 3 colours ×\d+/) != nil,
      "\(focus ?? "no line after 'The card in focus'")")
  }

  @Test("--scene scroll shows the frame in which each card first showed its colours")
  func scrollScene() async throws {
    let run = try await ProgramRun(
      "chapter9", ["--scene", "scroll", "--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter9 exited \(run.status): \(run.errors)")
    // Break it: read the option under another name, and the run is the tour, with no table.
    #expect(run.output.contains("Scene scroll (18:55)"), "\(run.output)")
    #expect(
      run.output.contains("The frame in which each card first showed its colours"),
      "\(run.output)")
  }
}
