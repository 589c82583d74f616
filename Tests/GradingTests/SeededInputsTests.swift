import Foundation
import Testing
import WorkbookTesting

/// A grader's random inputs replay: the same seed gives the same sizes and names, and the
/// names carry the seed that replays them.
@Suite("Grading: random inputs are seeded, and a run replays")
struct SeededInputsTests {
  @Test("The same seed draws the same numbers and names; another seed others")
  func sameSeedSameInputs() {
    let first = RandomInputs(seed: 42)
    let again = RandomInputs(seed: 42)
    let other = RandomInputs(seed: 43)
    let draws = (0..<8).map { _ in first.int(in: 2...48) }
    // Break it: draw from the system generator in `int(in:)`, and the two runs differ.
    #expect(draws == (0..<8).map { _ in again.int(in: 2...48) })
    #expect(draws != (0..<8).map { _ in other.int(in: 2...48) })
    let name = first.name(prefix: "photo", extension: "ppm")
    #expect(name == again.name(prefix: "photo", extension: "ppm"))
    #expect(name.hasPrefix("photo-s\(SeededRandom.baseSeed)-") && name.hasSuffix(".ppm"))
  }

  @Test("A test's helpers draw the same images on every run")
  func helpersReplay() throws {
    let seed = SeededRandom.seedForCurrentTest
    #expect(seed == SeededRandom.seedForCurrentTest)
    let replay = RandomInputs(seed: seed)
    let folder = try ImageFolder()
    let (url, size) = try folder.randomImage()
    let width = replay.int(in: 2...48)
    let height = replay.int(in: 2...48)
    #expect(size == "\(width)×\(height)")
    #expect(url.lastPathComponent == replay.name(prefix: "photo", extension: "ppm"))
  }

  @Test("The same seed draws the same choices and orders; another seed others")
  func sameSeedSameChoices() {
    let colors = ["red", "green", "blue", "orange", "purple"]
    let first = RandomInputs(seed: 42)
    let again = RandomInputs(seed: 42)
    let orders = (0..<4).map { _ in first.shuffled(colors) }
    // Break it: shuffle with the system generator in `shuffled(_:)`, and the runs differ.
    #expect(orders == (0..<4).map { _ in again.shuffled(colors) })
    #expect(orders.allSatisfy { $0.sorted() == colors.sorted() })
    #expect(orders != (0..<4).map { _ in RandomInputs(seed: 43).shuffled(colors) })
    let picks = (0..<12).map { _ in first.element(of: colors) }
    #expect(picks == (0..<12).map { _ in again.element(of: colors) })
    #expect(Set(picks).count > 1, "\(picks)")
  }

  /// A random input drawn from the system's generator is new on every run, and a failure
  /// it causes cannot be replayed with `WORKBOOK_SEED`: the graders and their helpers draw
  /// every input from `RandomInputs`.
  @Test("No grader or grader helper draws from a generator that no seed replays")
  func noUnseededDraws() throws {
    let files = ["Tests/ExerciseTests", "Sources/WorkbookTesting"].flatMap { folder in
      ParsedModuleFolders.swiftFiles(in: ExerciseFile.packageRoot.appendingPathComponent(folder))
    }
    #expect(files.count > 30)
    for file in files {
      for draw in try Self.unseededDraws(in: file) {
        Issue.record("An unseeded draw, \(draw): draw from RandomInputs.current instead")
      }
    }
  }

  /// Calls that draw from the system's generator.
  static let unseeded = [
    #"\.randomElement\(\)"#, #"\.shuffled?\(\)"#, #"\.random\(in: (?![^()]*using:)[^()]*\)"#,
    #"UUID\(\)"#, "SystemRandomNumberGenerator", "arc4random", #"\bdrand48\("#,
  ]

  /// The one exception: a temporary folder's name, which must differ between two runs at
  /// once, and which no grader's verdict depends on.
  static let exempt = ["TemporaryFolder.swift": #"UUID\(\)"#]

  /// The lines of `file` whose code (its comments left out) draws from the system's
  /// generator, as `Name.swift:12: the line`.
  static func unseededDraws(in file: URL) throws -> [String] {
    let lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    var found: [String] = []
    for (number, line) in lines.enumerated() {
      let code = Self.code(of: String(line))
      for pattern in unseeded
      where exempt[file.lastPathComponent] != pattern
        && code.range(of: pattern, options: .regularExpression) != nil
      {
        found.append(
          "\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }

  /// A line without its comment: whole-line comments go, and a trailing `  // …`.
  static func code(of line: String) -> String {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("//") { return "" }
    return line.components(separatedBy: "  // ").first ?? line
  }
}
