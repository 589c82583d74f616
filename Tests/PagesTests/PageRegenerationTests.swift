import Foundation
import Testing
import WorkbookTools

/// The generated parts of a page (its timeline block, its samples of the run, the figures its
/// prose cites) are written from the run's record by `PageRegeneration`, so that a rerun of
/// `Scripts/make-page-timelines.sh` brings the page along instead of leaving it to be
/// corrected by hand.
@Suite("Page regeneration")
struct PageRegenerationTests {
  @Test(
    "Each chapter page is as its records write it",
    arguments: Repository.chapterPages)
  func pageIsAsItsRecordsWriteIt(page: URL) throws {
    let markdown = try MarkdownPage(page)
    let regenerated = PageRegeneration(markdown)
    let name = Repository.relativePath(page)
    for problem in regenerated.problems {
      Issue.record("\(name), \(problem)")
    }
    if WorkbookVariable.writePages.isOn {
      // The script's second step: write what the new records say, then check it below.
      try OutputFile.write(to: page) { Data(regenerated.text.utf8) }
      return
    }
    // Break it: have the rule pick the last figure of a shape on its lines, not the first.
    let written = markdown.text.components(separatedBy: "\n")
    let expected = regenerated.text.components(separatedBy: "\n")
    if let line = zip(written, expected).enumerated().first(where: { $1.0 != $1.1 })?.offset {
      Issue.record(
        """
        \(name):\(line + 1) is not what its records write: '\(written[line])', where they \
        write '\(expected[line])'
        """)
    }
    #expect(written.count == expected.count, "\(name): the records write the same lines")
  }

  @Test("A rerun's record writes its new figures, letters and samples into the page")
  func rerunIsWrittenIntoThePage() throws {
    // The rerun: the events came in another order, so the letters moved, and every time
    // changed; the page was written from a run where `a` opened and `k` decoded.
    let record = """
      Chapter 1: Demo (A talk, 1:00–2:00)
      ▸ open small.ppm
        image 160×120 in 12 ms
      ▸ open large.ppm
        image 2048×1536 in 310 ms

      Chapter 1: Demo
      a  decode 2048×1536   main actor  1303.6–1818.7 ms
      b  open small.ppm     main actor  401.9 ms
      ^  hang 515.1 ms      main actor  1283.8–1831.5 ms
      ^  hang 117.0 ms      main actor  2283.8–2400.8 ms
      Main actor: longest frame gap 515.1 ms · 94 frames missed (111 drawn) ·
      Timeline written to Chapters/images/chapter1-timeline.svg
      """
    let page = """
      <!-- run: images/chapter1-run.txt -->
      ```text
      ▸ open small.ppm
        image 160×120 in 9 ms
      (… the rest …)
        image 2048×1536 in 298 ms
      ```

      The decode ([`k`](images/chapter1-run.txt "decode 2048×1536")) froze the app for
      [547.7 ms](images/chapter1-run.txt "hang"), then [98.2
      ms](images/chapter1-run.txt "hang #2"), [91 frames
      missed](images/chapter1-run.txt "frame gap"), from
      [1200.0–1700.1 ms](images/chapter1-run.txt "decode").

      <!-- timeline: images/chapter1-run.txt -->
      ```text
      Chapter 1: Demo
      k  decode 2048×1536   main actor  1200.0–1700.1 ms
      ```
      """
    let regenerated = try PageFixture.reading(page: page, record: record, PageRegeneration.init)
    #expect(regenerated.problems.isEmpty, "\(regenerated.problems)")
    #expect(
      regenerated.text == """
        <!-- run: images/chapter1-run.txt -->
        ```text
        ▸ open small.ppm
          image 160×120 in 12 ms
        (… the rest …)
          image 2048×1536 in 310 ms
        ```

        The decode ([`a`](images/chapter1-run.txt "decode 2048×1536")) froze the app for
        [515.1 ms](images/chapter1-run.txt "hang"), then [117.0
        ms](images/chapter1-run.txt "hang #2"), [94 frames
        missed](images/chapter1-run.txt "frame gap"), from
        [1303.6–1818.7 ms](images/chapter1-run.txt "decode").

        <!-- timeline: images/chapter1-run.txt -->
        ```text
        Chapter 1: Demo
        a  decode 2048×1536   main actor  1303.6–1818.7 ms
        b  open small.ppm     main actor  401.9 ms
        ^  hang 515.1 ms      main actor  1283.8–1831.5 ms
        ^  hang 117.0 ms      main actor  2283.8–2400.8 ms
        Main actor: longest frame gap 515.1 ms · 94 frames missed (111 drawn) ·
        ```
        """)
  }

  @Test("What a rerun no longer prints is kept as it was and named")
  func lostFiguresAreNamed() throws {
    let record = "Chapter 1: Demo (A talk)\n▸ open small.ppm\n"
    let page = """
      Froze for [547.7 ms](images/chapter1-run.txt "hang").

      <!-- run: images/chapter1-run.txt -->
      ```text
      ▸ open large.ppm
      ```
      """
    let regenerated = try PageFixture.reading(page: page, record: record, PageRegeneration.init)
    #expect(regenerated.text == page)
    #expect(regenerated.problems.map { $0.prefix { $0 != ":" } } == ["line 1", "line 5"])
  }

  @Test("A figure's shape finds whole figures only")
  func shapeFindsWholeFigures() {
    let line = "^  hang 17.5 ms  main actor  1266.9–1574.8 ms · 7.5 ms"
    // Break it: let a figure start after a digit, a decimal point or a range's dash.
    #expect(FigureShape("547.7 ms").matches(in: line) == ["17.5 ms", "7.5 ms"])
    #expect(FigureShape("0.0–0.0 ms").matches(in: line) == ["1266.9–1574.8 ms"])
    #expect(
      FigureShape("0 of 200").matches(in: "100 of 100; 0 of 20") == ["100 of 100", "0 of 20"])
    #expect(FigureShape("  image 160×120").isShape(of: "  image 2048×1536"))
    #expect(!FigureShape("  image 160×120").isShape(of: "  image 2048×1536 in 3 ms"))
  }
}
