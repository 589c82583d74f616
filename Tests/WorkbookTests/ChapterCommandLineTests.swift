import Testing
import WorkbookTesting

/// Each chapter's program, run as a user runs it: with their own file, a `workbook://` URL, an
/// output file to write (or one already there), and bad input. Each command line must end with
/// the status the program's help promises (`ExitStatusTests` has the rule), print no crash
/// trace and no escape codes into a file, and write what it was asked to. A user's run with no
/// arguments is CI's smoke run (`.ci/run-chapters`); asking for help and an unknown option are
/// checked for every program in `ExitStatusTests`.
///
/// The cases of one test run side by side, each in a folder of its own: a run mostly waits (on
/// the simulated network, on frames), so on two cores the whole table takes about as long as
/// its slowest run. Chapter 7's gallery is the small one wherever the gallery is not the point.
@Suite("Chapters: each command line ends with the status it promises", .backstop)
struct ChapterCommandLineTests {
  @Test(
    "Chapter 1 opens the user's file, writes a timeline or a trace, and refuses bad input",
    arguments: ChapterCommandLines.chapter1)
  func chapter1(_ line: CommandLineCase) async throws {
    try await line.check()
  }

  @Test(
    "Chapters 2 to 7 fetch files and workbook:// URLs, and refuse what they cannot fetch",
    arguments: ChapterCommandLines.fetching)
  func fetchingChapters(_ line: CommandLineCase) async throws {
    try await line.check()
  }

  @Test(
    "Chapter 7 runs its gallery through the manager and at the size asked for",
    arguments: ChapterCommandLines.chapter7)
  func chapter7(_ line: CommandLineCase) async throws {
    try await line.check()
  }

  @Test(
    "Chapter 8 lifts the user's photo, writes the sheet, and names each photo it cannot use",
    arguments: ChapterCommandLines.chapter8)
  func chapter8(_ line: CommandLineCase) async throws {
    try await line.check()
  }

  @Test(
    "Chapter 9 draws the scheme of the user's file, and writes its last frame as a PNG",
    arguments: ChapterCommandLines.chapter9)
  func chapter9(_ line: CommandLineCase) async throws {
    try await line.check()
  }
}

/// The command lines of `ChapterCommandLineTests`, by program.
///
/// A program that is given several inputs opens each, so one run stands for several: the good
/// inputs in one run that must end with 0; the bad ones in a run that must end with 1 and say
/// why for each (`2 of 2 could not be shown`, and a line for each reason), bad files apart from
/// bad URLs, as chapter 3 opens one after another and a run of four would be the slowest of all.
/// A usage error ends the program before it opens anything, so each is a run of its own.
enum ChapterCommandLines {
  static let hangMeasure: String = "Main actor: longest frame gap"

  /// Why a bad input could not be shown, by input.
  static let truncated = "truncated.ppm: truncated image data"
  static let notAnImage = "not-an-image.ppm: not an image this workbook reads"
  static let notOnTheServer =
    "the server answered 404 (Not Found) for workbook://samples/missing.ppm"
  static let noSuchHost = "cannot find the host: workbook://nowhere/small.ppm"
  static let noSuchFile = "no such file: "

  static let chapter1: [CommandLineCase] = [
    CommandLineCase(
      program: "chapter1",
      arguments: [
        "--timeline", "/timeline.svg", "--trace-json", "/trace.json", "--tasks", "/mine.ppm",
      ],
      status: 0, output: [hangMeasure],
      writes: [
        ("timeline.svg", .text(containing: "<svg")),
        ("trace.json", .text(containing: #""traceEvents""#)),
      ]),
    CommandLineCase(
      program: "chapter1", arguments: ["--timeline", "/timeline.svg"], status: 2,
      existing: "timeline.svg"),
    CommandLineCase(
      program: "chapter1", arguments: ["--trace-json", "/trace.json"], status: 2,
      existing: "trace.json"),
    CommandLineCase(
      program: "chapter1", arguments: ["/missing.ppm"], status: 2, errors: [noSuchFile]),
    CommandLineCase(
      program: "chapter1", arguments: ["--timeline", "/folder.svg", "--force", "/mine.ppm"],
      status: 1, errors: ["chapter1: cannot write"], folderInTheWay: "folder.svg"),
    CommandLineCase(
      program: "chapter1", arguments: ["/truncated.ppm", "/not-an-image.ppm"], status: 1,
      errors: ["chapter1: 2 of 2 could not be shown", truncated, notAnImage]),
  ]

  /// The same command lines for each chapter that fetches, chapter 7 with its small gallery.
  static let fetching: [CommandLineCase] = (2...7).flatMap { number in
    let program = "chapter\(number)"
    let gallery = number == 7 ? ["--gallery", "small"] : []
    return [
      CommandLineCase(
        program: program,
        arguments: gallery + [
          "--timeline", "/run.svg", "--trace-json", "/run.json", "/mine.ppm",
          "workbook://samples/small.ppm",
        ],
        status: 0, output: [hangMeasure],
        writes: [
          ("run.svg", .text(containing: "<svg")),
          ("run.json", .text(containing: #""traceEvents""#)),
        ]),
      CommandLineCase(
        program: program, arguments: gallery + ["/truncated.ppm", "/not-an-image.ppm"],
        status: 1, errors: ["\(program): 2 of ", truncated, notAnImage]),
      CommandLineCase(
        program: program,
        arguments: gallery + ["workbook://samples/missing.ppm", "workbook://nowhere/small.ppm"],
        status: 1, errors: ["\(program): 2 of ", notOnTheServer, noSuchHost]),
      CommandLineCase(
        program: program, arguments: gallery + ["/missing.ppm"], status: 2,
        errors: [noSuchFile]),
      CommandLineCase(program: program, arguments: gallery + ["http://"], status: 2),
    ]
  }

  /// The class pulls every manager call onto the main actor, the actor none; the small
  /// gallery is 100 fetches, two calls each.
  static let chapter7: [CommandLineCase] = [
    CommandLineCase(
      program: "chapter7", arguments: ["--gallery", "small", "--manager", "class", "/mine.ppm"],
      status: 0, output: ["manager calls on the main actor: 200 of 200"]),
    CommandLineCase(
      program: "chapter7", arguments: ["--gallery", "small", "--manager", "actor", "/mine.ppm"],
      status: 0, output: ["manager calls on the main actor: 0 of 200"]),
    CommandLineCase(program: "chapter7", arguments: ["--gallery", "huge"], status: 2),
    CommandLineCase(program: "chapter7", arguments: ["--manager", "struct"], status: 2),
    CommandLineCase(program: "chapter7", arguments: ["--manager"], status: 2),
  ]

  static let chapter8: [CommandLineCase] = [
    CommandLineCase(
      program: "chapter8", arguments: ["--sheet", "/stickers.png", "/disc.ppm"], status: 0,
      output: [hangMeasure, "colours: red"], writes: [("stickers.png", .png)]),
    CommandLineCase(
      program: "chapter8", arguments: ["--sheet", "/stickers.png", "/disc.ppm"], status: 2,
      existing: "stickers.png"),
    CommandLineCase(
      program: "chapter8", arguments: ["--sheet", "/stickers.png", "--force", "/disc.ppm"],
      status: 0, writes: [("stickers.png", .png)], existing: "stickers.png"),
    CommandLineCase(
      program: "chapter8", arguments: ["--sheet", "/nowhere/stickers.png"], status: 2),
    CommandLineCase(program: "chapter8", arguments: ["--sheet", "/stickers.svg"], status: 2),
    // Bad photos fail the run, each named, and the sheet of the others is still written.
    CommandLineCase(
      program: "chapter8",
      arguments: ["--sheet", "/mixed.png", "/disc.ppm", "/not-an-image.ppm", "/mine.ppm"],
      status: 1, errors: ["not-an-image.ppm: not an image", "mine.ppm: no subject to lift"],
      writes: [("mixed.png", .png)]),
    CommandLineCase(
      program: "chapter8", arguments: ["/missing.ppm"], status: 2, errors: [noSuchFile]),
  ]

  static let chapter9: [CommandLineCase] = [
    CommandLineCase(
      program: "chapter9", arguments: ["--help"], status: 0, output: ["--png FILE.png"]),
    CommandLineCase(
      program: "chapter9", arguments: ["--png", "/scheme.png", "/mine.ppm"], status: 0,
      output: [hangMeasure, "What ran where", "Extracting"], writes: [("scheme.png", .png)]),
    CommandLineCase(
      program: "chapter9", arguments: ["--png", "/scheme.png", "/mine.ppm"], status: 2,
      existing: "scheme.png"),
    CommandLineCase(
      program: "chapter9", arguments: ["--png", "/scheme.png", "--force", "/mine.ppm"], status: 0,
      writes: [("scheme.png", .png)], existing: "scheme.png"),
    CommandLineCase(
      program: "chapter9", arguments: ["--png", "/folder.png", "--force", "/mine.ppm"],
      status: 1, errors: ["chapter9: cannot write"], folderInTheWay: "folder.png"),
    CommandLineCase(program: "chapter9", arguments: ["--png"], status: 2),
    CommandLineCase(program: "chapter9", arguments: ["--png", "/scheme.svg"], status: 2),
    CommandLineCase(
      program: "chapter9", arguments: ["/missing.ppm"], status: 2, errors: [noSuchFile]),
    // Between two bad inputs, a good one: the tour's account of what ran where, and the
    // cache's answer, are of the first photo that worked.
    CommandLineCase(
      program: "chapter9",
      arguments: ["/not-an-image.ppm", "/mine.ppm", "workbook://samples/missing.ppm"],
      status: 1, output: ["What ran where", "Again: "],
      errors: ["chapter9: 2 of 3 could not be shown", notAnImage, notOnTheServer]),
  ]
}
