import Workbook

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

  /// A command line that cannot be read: exit status 2, and one line that says what to type.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }

  public init(parsing arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    switch rest.popFirst() {
    case nil:
      throw UsageError("say what to do: fuzz, bench or compare (imagefuzz --help)")
    case "-h", "--help", "help":
      self = .help
    case "fuzz":
      var format: ImageFormat?
      var count = 100_000
      var seed: UInt64 = 2025
      while let option = rest.popFirst() {
        switch option {
        case "--format":
          let name = rest.popFirst() ?? ""
          guard let chosen = ImageFormat(rawValue: name.uppercased()) else {
            throw UsageError("--format takes png, jpeg or ppm, such as --format png")
          }
          format = chosen
        case "--count": count = try Self.number(after: option, in: 1...100_000_000, &rest)
        case "--seed": seed = UInt64(try Self.number(after: option, in: 0...Int.max, &rest))
        default: throw UsageError("fuzz does not take '\(option)' (imagefuzz --help)")
        }
      }
      guard let format else {
        throw UsageError("fuzz needs a format, such as fuzz --format png")
      }
      self = .fuzz(format: format, count: count, seed: seed)
    case "bench":
      let file = try Self.file(for: "bench", &rest)
      var runs = 5
      if rest.first == "--runs" {
        rest.removeFirst()
        runs = try Self.number(after: "--runs", in: 1...100, &rest)
      }
      self = .bench(file: file, runs: runs)
    case "compare":
      let file = try Self.file(for: "compare", &rest)
      var tolerance = 0
      if rest.first == "--tolerance" {
        rest.removeFirst()
        tolerance = try Self.number(after: "--tolerance", in: 0...255, &rest)
      }
      self = .compare(file: file, tolerance: tolerance)
    case let other?:
      throw UsageError("unknown command '\(other)': the commands are fuzz, bench and compare")
    }
    guard rest.isEmpty else {
      throw UsageError("unexpected '\(rest.joined(separator: " "))' (imagefuzz --help)")
    }
  }

  private static func file(for command: String, _ rest: inout ArraySlice<String>)
    throws(UsageError) -> String
  {
    guard let file = rest.popFirst(), !file.hasPrefix("-") else {
      throw UsageError("\(command) needs a file, such as \(command) photo.jpg")
    }
    return file
  }

  private static func number(
    after option: String, in range: ClosedRange<Int>, _ rest: inout ArraySlice<String>
  ) throws(UsageError) -> Int {
    guard let text = rest.popFirst(), let value = Int(text), range.contains(value) else {
      throw UsageError("\(option) needs a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}
