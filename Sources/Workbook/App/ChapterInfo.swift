import WorkbookTools

/// What a chapter's demo says about itself: its command, its title, the part of the talk
/// it follows, its lesson in a few lines, and what its command line takes.
public struct ChapterInfo: Sendable {
  /// The product name: `chapter1`.
  public var command: String
  /// `Chapter 1: Single-threaded code`.
  public var title: String
  /// The talk and timestamps: `Embrace Swift concurrency, 3:17–6:00`.
  public var talk: String
  /// What to watch for when it runs, a few short lines.
  public var lesson: String
  /// What the command line may name.
  public var inputs: DemoOptions.Inputs
  /// The chapter's own options, beyond the ones every chapter takes (`--sheet FILE.png`).
  public var extraOptions: [CommandLineOption]

  public init(
    command: String, title: String, talk: String, lesson: String, inputs: DemoOptions.Inputs,
    extraOptions: [CommandLineOption] = []
  ) {
    self.command = command
    self.title = title
    self.talk = talk
    self.lesson = lesson
    self.inputs = inputs
    self.extraOptions = extraOptions
  }

  /// Every option the command line takes: the chapter's own first, then the common ones.
  public var options: [CommandLineOption] { extraOptions + CommandLineOption.common }

  /// The `--help` text, generated from the same table the parser reads.
  public var usage: String {
    let operand = inputs != .filesAndURLs ? "FILE" : "FILE | URL"
    let samples = inputs == .photos ? SamplePhotos.names : SampleImages.names
    let urls =
      inputs != .filesAndURLs
      ? ""
      : "\nA URL is workbook://samples/NAME (the simulated network) or http(s)://….\n"
    let listed = options.filter(\.isListed)
    let synopsis = listed.map { "[\($0.usageWord)]" }.joined(separator: " ")
    let width = listed.map(\.synopsis.count).max() ?? 0
    let table = listed.map { option in
      "  " + option.synopsis.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + option.help
    }
    return """
      usage: \(command) \(synopsis) [\(operand) ...]

      \(title) (\(talk))
      \(lesson)

      With no argument, opens the bundled samples: \(samples.joined(separator: ", ")).
      Images are \(ImageFormat.readable) files, recognised by their content.\(urls)
      Options:
      \(table.joined(separator: "\n"))

      Output is plain text when standard output is not a terminal or NO_COLOR is set.
      Exit status: 0 when every image was shown, 1 when one could not be (or an output file
      could not be written), 2 for bad usage.
      """
  }
}
