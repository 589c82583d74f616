/// What a chapter's demo says about itself: its command, its title, the part of the talk
/// it follows, and its lesson in a few lines.
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
  /// The chapter's own options, if any: `--manager class|actor`.
  public var choices: [DemoChoice]

  public init(
    command: String, title: String, talk: String, lesson: String, inputs: DemoOptions.Inputs,
    choices: [DemoChoice] = []
  ) {
    self.command = command
    self.title = title
    self.talk = talk
    self.lesson = lesson
    self.inputs = inputs
    self.choices = choices
  }

  /// The chapter's own options, as the usage line shows them.
  private var synopses: String {
    choices.map { " [\($0.synopsis)]" }.joined()
  }

  /// The chapter's own options, one line each, as the list of options shows them.
  private var choiceLines: String {
    choices.map { choice in
      let synopsis = "  " + choice.synopsis
      let padding = String(repeating: " ", count: max(2, 23 - synopsis.count))
      return "\n\(synopsis)\(padding)\(choice.help) (default: \(choice.values[0]))"
    }.joined()
  }

  /// The `--help` text.
  public var usage: String {
    let operand = inputs == .localFiles ? "FILE.ppm" : "FILE.ppm | URL"
    let urls =
      inputs == .localFiles
      ? ""
      : "\nA URL is workbook://samples/NAME (the simulated network) or http(s)://….\n"
    return """
      usage: \(command) [--timeline FILE.svg [--force]] [--measure]\(synopses) [\(operand) ...]

      \(title) (\(talk))
      \(lesson)

      With no argument, opens the bundled sample images: \(SampleImages.names.joined(separator: ", ")).
      Images are PPM files (P3 or P6).\(urls)
      Options:
        --timeline FILE.svg  also write the timeline as an SVG file
        --force              let --timeline replace an existing file
        --measure            also print the hang measure as one line, for the workbench\(choiceLines)
        -h, --help           show this help

      Output is plain text when standard output is not a terminal or NO_COLOR is set.
      Exit status: 0 when every image was shown, 1 when one could not be, 2 for bad usage.
      """
  }
}
