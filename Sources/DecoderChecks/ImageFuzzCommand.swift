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

  /// The words `--help` prints, one usage line per command, from the commands' options.
  public static let usage =
    "usage: imagefuzz fuzz \(CommandLineOption.format.usageWord) "
    + "[\(CommandLineOption.count.usageWord)] [\(CommandLineOption.seed.usageWord)]\n"
    + "       imagefuzz bench FILE [\(CommandLineOption.runs.usageWord)]\n"
    + "       imagefuzz compare FILE [\(CommandLineOption.tolerance.usageWord)]\n" + """
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
    case CommandLineOption.help.shortName, CommandLineOption.help.name, "help":
      guard words.isEmpty else { throw Self.unexpected(words) }
      self = .help
    case "fuzz":
      let scan = try CommandLineScan(words, options: [.format, .count, .seed])
      guard scan.operands.isEmpty else { throw Self.unexpected(scan.operands) }
      let option = CommandLineOption.format.name
      guard let name = scan[.format] else {
        throw UsageError("fuzz needs a format, such as fuzz \(option) png")
      }
      guard let format = ImageFormat(rawValue: name.uppercased()) else {
        throw UsageError("\(option) takes png, jpeg or ppm, such as \(option) png")
      }
      self = .fuzz(
        format: format, count: try scan.integer(.count, in: 1...100_000_000) ?? 100_000,
        seed: UInt64(try scan.integer(.seed, in: 0...Int.max) ?? 2025))
    case "bench":
      let scan = try CommandLineScan(
        words, options: [.runs.helping("how many decodes (default: 5)")])
      self = .bench(
        file: try Self.file(for: command, scan), runs: try scan.integer(.runs, in: 1...100) ?? 5)
    case "compare":
      let scan = try CommandLineScan(words, options: [.tolerance])
      self = .compare(
        file: try Self.file(for: command, scan),
        tolerance: try scan.integer(.tolerance, in: 0...255) ?? 0)
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

/// The options of `imagefuzz`'s commands, each described once.
extension CommandLineOption {
  /// `--format png|jpeg|ppm`: the decoder a fuzz run damages files for.
  public static let format = CommandLineOption(
    "--format", kind: .value(placeholder: "png|jpeg|ppm", example: "png"),
    help: "the decoder to fuzz", allowedValues: ["png", "jpeg", "ppm"])
  /// `--count N`: how many damaged files.
  public static let count = CommandLineOption(
    "--count", kind: .value(placeholder: "N", example: "1000"),
    help: "how many damaged files (default: 100 000)")
  /// `--seed S`: the seed of the damage, which replays it.
  public static let seed = CommandLineOption(
    "--seed", kind: .value(placeholder: "S", example: "7"), help: "the seed (default: 2025)")
  /// `--tolerance N`: how many levels `compare` lets a channel differ by.
  public static let tolerance = CommandLineOption(
    "--tolerance", kind: .value(placeholder: "N", example: "1"),
    help: "how far a channel may differ (default: 0)")
}
