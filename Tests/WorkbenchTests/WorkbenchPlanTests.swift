import Foundation
import Testing
import WorkbenchKit
import Workbook
import WorkbookTesting

/// What the workbench runs: each chapter, with which options and inputs, how many times. The
/// plan its command line makes is run whole, with a stand-in for the chapters
/// (`ChapterStandIn`), so that every run the workbench would make is seen and none is made.
@Suite("Workbench: which chapters run, how, and how many times", .backstop)
struct WorkbenchPlanTests {
  /// The chapter runs a command line makes the workbench's three parts ask for, in order.
  private func runs(_ words: [String], standIn: ChapterStandIn = ChapterStandIn()) throws
    -> [String]
  {
    let plan = try #require(try WorkbenchCommand(parsing: words).plan)
    let workbench = try Workbench(plan: plan, launch: standIn.launch)
    _ = try workbench.hangTable()
    _ = try workbench.managerTable()
    _ = workbench.appStageGaps()
    return standIn.runs
  }

  @Test(
    "Each chapter runs three times unless --runs says otherwise",
    arguments: [([String](), 3), (["--runs", "5"], 5)])
  func runsEachChapter(words: [String], times: Int) throws {
    let counts = Dictionary(try runs(words).map { ($0, 1) }, uniquingKeysWith: +)
    // Break it: make the default one run (`WorkbenchPlan.defaultRuns`), and every chapter
    // runs once.
    #expect(counts.count == 8, "\(counts.keys.sorted())")
    for (run, count) in counts.sorted(by: { $0.key < $1.key }) {
      #expect(count == times, "\(run)")
    }
  }

  @Test("Chapters 1, 2 and 4 run on the bundled images, then chapter 1 on one 1×1 image")
  func imageModelsThenBaseline() throws {
    let plan = try #require(try WorkbenchCommand(parsing: ["--runs", "1"]).plan)
    let standIn = ChapterStandIn()
    let table = try Workbench(plan: plan, launch: standIn.launch).hangTable()
    // Break it: leave chapter 2 out of `WorkbenchPlan.chapters`, and its row is missing. No
    // input means the chapter's own: the four bundled images.
    #expect(
      standIn.runs == [
        "chapter1 --measure --", "chapter2 --measure --", "chapter4 --measure --",
        "chapter1 --measure -- 1×1 image",
      ])
    let rows = table.split(separator: "\n").compactMap { $0.split(separator: " ").first }
    #expect(Array(rows.prefix(5)) == ["chapter", "chapter1", "chapter2", "chapter4", "baseline"])
    // The baseline's image is there only while it runs.
    #expect(!FileManager.default.fileExists(atPath: plan.baselineImage.path))
  }

  @Test("With --trace-json, each chapter's first run alone is traced, to a file of its own")
  func onlyFirstRunsTraced() throws {
    let folder = try TemporaryFolder()
    let combined = folder.url.appendingPathComponent("runs.json")
    let plan = try #require(
      try WorkbenchCommand(parsing: ["--runs", "2", "--trace-json", combined.path]).plan)
    let standIn = ChapterStandIn()
    _ = try Workbench(plan: plan, launch: standIn.launch).hangTable()
    // Break it: trace every run (`Workbench.reports`), and the second run of each chapter is
    // given a trace file too.
    let traced = standIn.runs.map { $0.contains("--trace-json ") }
    #expect(traced == [true, false, true, false, true, false, true, false], "\(standIn.runs)")
    let files = standIn.runs.compactMap { run in
      run.split(separator: " ").drop { $0 != "--trace-json" }.dropFirst().first
    }
    #expect(Set(files).count == 4, "\(files)")
    #expect(!files.contains(Substring(combined.path)))
  }

  @Test("Chapter 7 runs through the main-actor class and through the actor, a row each")
  func chapter7ThroughEachManager() throws {
    let plan = try #require(try WorkbenchCommand(parsing: ["--runs", "1"]).plan)
    let standIn = ChapterStandIn()
    let table = try Workbench(plan: plan, launch: standIn.launch).managerTable()
    // Break it: measure only the class in `WorkbenchPlan.managers`, and the actor's run and
    // row are missing.
    #expect(
      standIn.runs == [
        "chapter7 --measure --manager class --", "chapter7 --measure --manager actor --",
      ])
    let rows = table.split(separator: "\n").compactMap { $0.split(separator: " ").first }
    #expect(Array(rows.prefix(3)) == ["manager", "class", "actor"])
  }

  @Test("Chapter 8's app runs at --stage main-actor and --stage concurrent, each gap reported")
  func chapter8AtTwoStages() throws {
    let folder = try TemporaryFolder()
    let photo = try folder.write(
      StickerPhotos.drawn(width: 64, height: 48).ppmData(), named: "a.ppm")
    let plan = try #require(try WorkbenchCommand(parsing: ["--runs", "1", photo.path]).plan)
    let standIn = ChapterStandIn()
    standIn.stageGaps = ["main-actor": 312.5, "concurrent": 21.5]
    let (report, measured) = try Workbench(plan: plan, launch: standIn.launch).appStageGaps()
    // Break it: drop the `--stage` options from `WorkbenchPlan.appStages`, and both runs are
    // of the app's default stage.
    #expect(
      standIn.runs == [
        "chapter8 --measure --stage main-actor -- 64×48 image",
        "chapter8 --measure --stage concurrent -- 64×48 image",
      ])
    #expect(measured)
    #expect(report.contains("processing on the main actor (9:03)  312.5 ms"), "\(report)")
    #expect(report.contains("on the pool (12:30)     21.5 ms"), "\(report)")
  }
}
