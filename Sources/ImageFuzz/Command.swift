import Foundation
import Workbook

/// What imagefuzz was asked to do, parsed once from the command line.
enum Command {
  case help
  case fuzz(format: ImageFormat, count: Int, seed: UInt64, folders: [String])
  case bench(path: String, runs: Int)
  case drawPhoto(path: String, width: Int, height: Int)

  struct UsageError: Error {
    let message: String
  }

  /// The formats whose decoder can be fuzzed here.
  static let fuzzable: [ImageFormat] = [.png]

  init(parsing arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    guard let mode = rest.popFirst() else { throw UsageError(message: "say what to do") }
    func number(after flag: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
      guard let text = rest.popFirst(), let value = Int(text), range.contains(value) else {
        throw UsageError(
          message: "\(flag) needs a number from \(range.lowerBound) to \(range.upperBound)")
      }
      return value
    }
    switch mode {
    case "-h", "--help":
      self = .help
    case "--fuzz":
      var format = ImageFormat.png
      var count = 100_000
      var seed: UInt64 = 2025
      var folders = [String]()
      while let argument = rest.popFirst() {
        switch argument {
        case "--format":
          let name = rest.popFirst()?.uppercased() ?? ""
          guard let chosen = ImageFormat(rawValue: name), Command.fuzzable.contains(chosen) else {
            throw UsageError(message: "--format takes png")
          }
          format = chosen
        case "--count": count = try number(after: "--count", in: 1...100_000_000)
        case "--seed": seed = UInt64(try number(after: "--seed", in: 0...Int.max))
        default: folders.append(argument)
        }
      }
      if folders.isEmpty {
        folders = ["suite", "encoders"].map { "Tests/WorkbookTests/Fixtures/PNG/\($0)" }
      }
      self = .fuzz(format: format, count: count, seed: seed, folders: folders)
    case "--bench":
      guard let path = rest.popFirst() else {
        throw UsageError(message: "--bench needs a file, such as --bench photo.png")
      }
      var runs = 5
      if rest.first == "--runs" {
        rest.removeFirst()
        runs = try number(after: "--runs", in: 1...100)
      }
      self = .bench(path: path, runs: runs)
    case "--draw-photo":
      guard let path = rest.popFirst() else {
        throw UsageError(message: "--draw-photo needs a file, such as --draw-photo photo.ppm")
      }
      let width = rest.isEmpty ? 4_000 : try number(after: "--draw-photo FILE", in: 1...16_384)
      let height = rest.isEmpty ? 3_000 : try number(after: "WIDTH", in: 1...16_384)
      self = .drawPhoto(path: path, width: width, height: height)
    default:
      throw UsageError(message: "unknown argument '\(mode)'")
    }
    guard rest.isEmpty else {
      throw UsageError(message: "unexpected '\(rest.joined(separator: " "))'")
    }
  }
}
