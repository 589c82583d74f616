import Foundation
import Testing

/// A figure the prose quotes from a run is the run's: each one is a link to the record it
/// comes from (see `FigureCitation`), and the record has it.
@Suite("Run figures")
struct RunFigureTests {
  @Test(
    "Every figure and timeline letter a page cites is in the record it links",
    arguments: Repository.chapterPages)
  func citedFiguresAreInTheRun(page: URL) throws {
    let markdown = try MarkdownPage(page)
    // Break it: change one digit of a figure cited in chapter 1, or the letter of an event.
    for problem in FigureCitation.problems(in: markdown) {
      Issue.record("\(Repository.relativePath(page)), \(problem)")
    }
  }

  @Test(
    "Every timeline letter in a page's prose is cited from its run",
    arguments: Repository.chapterPages)
  func timelineLettersAreCited(page: URL) throws {
    // Break it: write a letter as `k` instead of [`k`](images/chapter1-run.txt "…").
    let record = "images/chapter\(TimelineFigureTests.chapterNumber(of: page) ?? 0)-run.txt"
    for letter in FigureCitation.uncitedLetters(in: try MarkdownPage(page)) {
      Issue.record(
        """
        \(Repository.relativePath(page)) quotes the timeline letter `\(letter)` without its \
        record: write [`\(letter)`](\(record) "the event it marks")
        """)
    }
  }

  @Test("The chapter pages cite figures of their runs, and letters with their events")
  func pagesCiteTheirRuns() throws {
    // A parser that found no citation would make the checks above pass for nothing.
    for page in Repository.chapterPages {
      let citations = try MarkdownPage(page).inlineLinks.filter {
        $0.target.wholeMatch(of: FigureCitation.recordTarget) != nil
      }
      #expect(
        citations.contains { $0.text.count == 3 && $0.title != nil },
        "\(Repository.relativePath(page)) cites a timeline letter of its run")
    }
  }

  @Test("A citation is found where it is written, and checked against its record")
  func citationsAreChecked() throws {
    let record = """
      Chapter 1: Demo (A talk, 1:00–2:00)
      ▸ open small.ppm

      Chapter 1: Demo
      a  open small.ppm     main actor  401.9 ms
      k  decode 2048×1536   main actor  1303.6–1818.7 ms
      ^  hang 547.7 ms      main actor  1283.8–1831.5 ms
      Main actor: longest frame gap 547.7 ms · 94 frames missed (111 drawn) ·
      Timeline written to Chapters/images/chapter1-timeline.svg
      """
    let page = """
      The decode ([`k`](images/chapter1-run.txt "decode 2048×1536")) froze the app for
      [547.7 ms](images/chapter1-run.txt "hang"), [94 frames
      missed](images/chapter1-run.txt "frame gap"). Wrong: [`k`](images/chapter1-run.txt "open"),
      [`a`](images/chapter1-run.txt), [`z`](images/chapter1-run.txt "open"),
      [547.8 ms](images/chapter1-run.txt "hang"), [401.9 ms](images/chapter1-run.txt "hang"),
      [1 ms](images/chapter1-run.txt), [2 ms](images/chapter2-run.txt "open"). A table:
      [16.8 ms](#measured), [17 ms](#measured), [9 ms](#nowhere); and `k` uncited.

      ## Measured

      ```text
      baseline  16.8 ms
      ```

      ## Next
      """
    let (problems, uncited) = try PageFixture.reading(page: page, record: record) {
      (FigureCitation.problems(in: $0), FigureCitation.uncitedLetters(in: $0))
    }
    let cited = problems.compactMap { $0.firstMatch(of: /\[([^\]]*)\]/)?.output.1 }
    #expect(
      cited == [
        "`k`", "`a`", "`z`", "547.8 ms", "401.9 ms", "1 ms", "2 ms", "17 ms", "9 ms",
      ], "\(problems)")
    #expect(problems.first?.hasPrefix("line 3: ") == true, "\(problems)")
    #expect(uncited == ["k"])
  }
}
