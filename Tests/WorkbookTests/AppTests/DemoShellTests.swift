import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

@testable import Workbook

/// The kit's demo shell, seen through the chapters' programs: what a reader sees in the
/// terminal when an option is given or a file is bad.
@Suite("The demo shell, run as a reader runs it", .tags(.display), .backstop)
struct DemoShellTests {
  @Test("--measure prints just the measure line its help promises")
  func measurePrintsOneLine() async throws {
    let files = try ImageFolder()
    let image = try files.ppm(named: "small.ppm", width: 8, height: 6)
    let run = try await ProgramRun("chapter1", ["--measure", image.path])
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.isEmpty }
    #expect(lines.count == 1, "\(run.output)")
    #expect(lines.first.flatMap { HangReport(line: String($0)) } != nil)
    #expect(CommandLineOption.measure.help.contains("one line"))
    #expect(run.status == 0)
  }

  @Test("--measure in chapter 7 also prints its gallery's line, which the chapter only records")
  func measurePrintsTheGallery() async throws {
    let run = try await ProgramRun(
      "chapter7",
      ["--measure", "--gallery", "small", "--manager", "actor", "workbook://samples/small.ppm"])
    let lines = run.output.split(separator: "\n").map(String.init)
    let galleries = lines.compactMap(GalleryReport.init(line:))
    #expect(lines.count == 2 && lines.compactMap(HangReport.init(line:)).count == 1, "\(lines)")
    #expect(galleries.map(\.manager) == ["actor"], "\(lines)")
    #expect(galleries.first.map { $0.calls > 0 && $0.onMainActor == 0 } == true, "\(lines)")
    #expect(run.status == 0, "\(run.errors)")
  }

  @Test(
    "A bad file's error names the file, in chapter 1 and in chapter 4",
    arguments: ["chapter1", "chapter4"])
  func badFileIsNamed(command: String) async throws {
    let files = try ImageFolder()
    let bad = try files.file(named: "notes.ppm", bytes: "hello, world")
    let run = try await ProgramRun(command, [bad.path])
    #expect(run.errors.contains("error: notes.ppm: not an image"), "\(run.errors)")
    #expect(run.status == 1)
  }

  @Test("A WebP file is refused by name: a WebP image, not escaped bytes")
  func webPIsNamed() async throws {
    let files = try ImageFolder()
    let webP = try files.folder.write(
      Data("RIFF\u{24}\0\0\0WEBPVP8 \u{18}\0\0\0".utf8), named: "cat.webp")
    let run = try await ProgramRun("chapter1", [webP.path])
    #expect(run.errors.contains("error: cat.webp: a WebP image, which this workbook cannot read"))
    #expect(!run.errors.contains("\\u{"))
  }
}
