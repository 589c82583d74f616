import Testing
import WorkbookTesting

/// The chapters' options do what their help says, seen in a run as a user types it:
/// `--tasks` adds each task's life and each freeze of the main actor; chapter 8 without
/// `--stage` is the app at its last stage; chapter 9's `--scene` shows that one moment
/// instead of the tour. What is read is what a run prints whatever the machine's speed: the
/// report's headings, never a time.
@Suite("Chapters: each option does what the program's help says", .backstop)
struct ChapterOptionsTests {
  static let lines: [CommandLineCase] = [
    // Break it: print the task report only with --measure too, and --tasks prints nothing more.
    CommandLineCase(
      program: "chapter1", arguments: ["--tasks", "/mine.ppm"], status: 0,
      output: ["Tasks, as the trace saw them", "Hangs, as the timeline marks them"]),
    // Break it: default to the async-let stage, and the run says so and draws no grid.
    CommandLineCase(
      program: "chapter8", arguments: ["/disc.ppm"], status: 0,
      output: ["Stage task-group (", "colours: red"], absent: ["Stage async-let"]),
    // Break it: read the scene from another option, and chapter 9 runs its tour instead.
    CommandLineCase(
      program: "chapter9", arguments: ["--scene", "scroll"], status: 0,
      output: ["Scene scroll (18:55)", "the first frame after the tap on scroll"],
      absent: ["What ran where"]),
  ]

  @Test(
    "--tasks, chapter 8 without --stage, and chapter 9's --scene each show what they say",
    arguments: lines)
  func optionDoesWhatItsHelpSays(_ line: CommandLineCase) async throws {
    try await line.check()
  }
}
