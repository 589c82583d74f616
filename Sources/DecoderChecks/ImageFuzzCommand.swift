import Workbook
import WorkbookTools

/// What `imagefuzz` was asked to do, parsed once from its command line.
public enum ImageFuzzCommand: Equatable, Sendable {
  case help
  /// Decode `count` damaged copies of valid files of `format`, drawn with `seed`.
  case fuzz(format: ImageFormat, count: Int, seed: UInt64)
  /// Time the kit's decoder on a file, beside the reference decoder.
  case bench(file: String, runs: Int)
  /// Compare the kit's pixels for a file with the reference decoder's; they may differ by up to
  /// `tolerance` levels in any channel.
  case compare(file: String, tolerance: Int)

  /// The words `--help` prints, one usage line per command.
  public static let usage = """
    usage: imagefuzz fuzz --format png|jpeg|ppm [--count N] [--seed S]
           imagefuzz bench FILE [--runs N]
           imagefuzz compare FILE [--tolerance N]
    fuzz decodes N (100 000) damaged copies of the test fixtures and prints "N passed, M failed";
    bench times the kit's decoder on FILE beside the reference decoder (djpeg, libpng's
    pngtopnm) when it is installed; compare prints how far the kit's pixels are from the
    reference decoder's, and fails when any channel differs by more than N (0). Exit status: 0 when all is well, 1 when a check fails, 2 for a
    command line it cannot read.
    """

  /// Reads the command line (without the program's name): a command, then its operands and
  /// options, by the rules every program of the workbook follows (`CommandLineScan`).
  /// - Throws: `UsageError`, exit status 2: one line that says what to type.
  public init(parsing arguments: [String]) throws(UsageError) {
    guard let command = arguments.first else {
      throw UsageError("say what to do: fuzz, bench or compare (imagefuzz --help)")
    }
    let words = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      guard words.isEmpty else { throw Self.unexpected(words) }
      self = .help
    case "fuzz":
      let scan = try CommandLineScan(
        words,
        options: [
          .init("--format", value: "a format, png, jpeg or ppm, such as --format png"),
          .init("--count", value: "a number of files, such as --count 1000"),
          .init("--seed", value: "a number, such as --seed 7"),
        ])
      guard scan.operands.isEmpty else { throw Self.unexpected(scan.operands) }
      guard let name = scan["--format"] else {
        throw UsageError("fuzz needs a format, such as fuzz --format png")
      }
      guard let format = ImageFormat(rawValue: name.uppercased()) else {
        throw UsageError("--format takes png, jpeg or ppm, such as --format png")
      }
      self = .fuzz(
        format: format, count: try scan.integer("--count", in: 1...100_000_000) ?? 100_000,
        seed: UInt64(try scan.integer("--seed", in: 0...Int.max) ?? 2025))
    case "bench":
      let scan = try CommandLineScan(
        words, options: [.init("--runs", value: "a number of runs, such as --runs 5")])
      self = .bench(
        file: try Self.file(for: command, scan), runs: try scan.integer("--runs", in: 1...100) ?? 5)
    case "compare":
      let scan = try CommandLineScan(
        words, options: [.init("--tolerance", value: "a number of levels, such as --tolerance 1")])
      self = .compare(
        file: try Self.file(for: command, scan),
        tolerance: try scan.integer("--tolerance", in: 0...255) ?? 0)
    default:
      throw UsageError("unknown command '\(command)': the commands are fuzz, bench and compare")
    }
  }

  /// The one file `command` works on.
  private static func file(for command: String, _ scan: CommandLineScan) throws(UsageError)
    -> String
  {
    guard let file = scan.operands.first else {
      throw UsageError("\(command) needs a file, such as \(command) photo.jpg")
    }
    guard scan.operands.count == 1 else { throw unexpected(scan.operands.dropFirst()) }
    return file
  }

  private static func unexpected(_ words: some Collection<String>) -> UsageError {
    UsageError("unexpected '\(words.joined(separator: " "))' (imagefuzz --help)")
  }
}
