import Foundation
import Workbook
import WorkbookTools

/// `imagefuzz`: the image decoders' checks that are too slow or need too much for `swift test`:
/// long fuzz runs, decoding times, and pixels set beside a reference decoder's.
///
/// It lives in a library, with its executable a one-line `main.swift`, so that the tests can
/// run its commands and exit tests can see its exit statuses, by the workbook's rule
/// (`ExitStatus`): success when all is well, failure when a check fails (a fuzz input that
/// fails or traps, a file that cannot be read, pixels that differ), usage for a command line
/// it cannot read. Either failure is one line on standard error.
public enum ImageFuzzTool {
  /// A check that failed, or a file that could not be checked: exit status 1.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
  }

  /// Runs the command `arguments` spell and exits with its status.
  public static func main(_ arguments: [String]) -> Never {
    let command: ImageFuzzCommand
    do {
      command = try ImageFuzzCommand(parsing: arguments)
    } catch {
      exit(fail(error.description, status: .usage))
    }
    do {
      switch command {
      case .help: print(ImageFuzzCommand.usage)
      case .fuzz(let format, let count, let seed): try fuzz(format, count: count, seed: seed)
      case .bench(let file, let runs): try Bench.run(file: file, runs: runs)
      case .compare(let file, let tolerance): try Compare.run(file: file, tolerance: tolerance)
      }
    } catch {
      exit(fail(error.description, status: .failure))
    }
    exit(ExitStatus.success.rawValue)
  }

  /// Decodes `count` damaged copies of the seeds for `format` with `decode` and throws unless
  /// every one passed. A trap is reported as one line and ends the process with status 1.
  public static func fuzz(
    _ format: ImageFormat, count: Int, seed: UInt64, seeds: [[UInt8]]? = nil,
    decode: @escaping (Data) throws(ImageError) -> Image = { data throws(ImageError) in
      try Image(decoding: data)
    }
  ) throws(Failure) {
    let seeds = seeds ?? FuzzSeeds.files(for: format)
    guard !seeds.isEmpty else {
      let folders = FuzzSeeds.folders[format, default: []].joined(separator: ", ")
      throw Failure("no \(format) files in \(folders): run imagefuzz from the package's folder")
    }
    print(
      "Fuzzing the \(format) decoder: \(count) damaged copies of \(seeds.count) files, seed \(seed)"
    )
    var fuzzer = Fuzzer(format: format, seeds: seeds, seed: seed)
    fuzzer.decode = decode
    fuzzer.timeLimit = .seconds(2)
    TrapReport.install(format: format, seed: seed)
    let totals = fuzzer.run(count: count) { index in
      TrapReport.input = index
      if index > 0, index.isMultiple(of: 20_000) { print("  \(index) inputs") }
    }
    for failure in totals.failures.prefix(20) { print(failure) }
    print(totals)
    guard totals.failures.isEmpty else {
      throw Failure("\(totals.failures.count) of \(count) inputs failed (seed \(seed))")
    }
  }

  /// Reads and decodes `file`, for `bench` and `compare`.
  static func decode(_ file: String) throws(Failure) -> (Data, Image, ImageFormat) {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw Failure("cannot read \(file)")
    }
    do {
      let image = try Image(decoding: data)
      return (data, image, ImageFormat(sniffing: data)!)
    } catch {
      throw Failure("\(file): \(error)")
    }
  }

  /// Writes `message` as one line on standard error and returns `status`.
  private static func fail(_ message: String, status: ExitStatus) -> Int32 {
    FileHandle.standardError.write(Data("imagefuzz: \(message)\n".utf8))
    return status.rawValue
  }
}
