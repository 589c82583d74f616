import DecoderChecks
import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// `imagefuzz`'s promises: a fuzz run can be replayed from its seed, and its exit status says
/// what happened (0 all is well, 1 a check failed, 2 a command line it cannot read), with one
/// line on standard error and never a crash report. The statuses are seen from outside, in exit
/// tests: each runs in a process of its own, as the tool does.
@Suite("imagefuzz: seeded damage and one exit-status rule")
struct ImageFuzzToolTests {
  @Test("The same seed damages the same files the same way", arguments: ImageFormat.allCases)
  func sameSeedSameFiles(format: ImageFormat) throws {
    let seeds =
      switch format {
      case .png: try [[UInt8](PNGFixtures.data("suite/basn3p04.png"))]
      case .jpeg: try [[UInt8](JPEGFixtures.jpeg("restart-420"))]
      case .ppm: FuzzSeeds.ppm()
      }
    func files(seed: UInt64) -> [[UInt8]] {
      var generator = SplitMix64(seed: seed)
      let mutator = Mutator(format: format)
      return (0..<200).map { mutator.mutant(of: seeds[$0 % seeds.count], using: &generator) }
    }
    // Break it: draw one of the mutator's random bytes without `using: &generator`.
    #expect(files(seed: 7) == files(seed: 7))
    #expect(files(seed: 7) != files(seed: 8))
  }

  @Test(
    "A command line it cannot read is a usage error",
    arguments: [
      [], ["frobnicate"], ["bench"], ["compare"], ["compare", "--runs"], ["fuzz"],
      ["fuzz", "--format", "gif"], ["fuzz", "--format", "png", "--count", "0"],
      ["bench", "photo.jpg", "extra"],
    ])
  func usageErrors(arguments: [String]) {
    #expect(throws: UsageError.self) {
      try ImageFuzzCommand(parsing: arguments)
    }
  }

  @Test("Each command line is read into its command")
  func commands() throws {
    #expect(
      try ImageFuzzCommand(parsing: ["fuzz", "--format", "jpeg", "--count", "10", "--seed", "3"])
        == .fuzz(format: .jpeg, count: 10, seed: 3))
    #expect(
      try ImageFuzzCommand(parsing: ["bench", "a.png", "--runs", "3"])
        == .bench(file: "a.png", runs: 3))
    #expect(
      try ImageFuzzCommand(parsing: ["compare", "a.jpg", "--tolerance", "1"])
        == .compare(file: "a.jpg", tolerance: 1))
  }

  @Test("An unknown command exits with status 2 and one line on standard error")
  func unknownCommandExitsWithStatus2() async throws {
    let result = await #expect(
      processExitsWith: .exitCode(2), observing: [\.standardErrorContent]
    ) {
      ImageFuzzTool.main(["frobnicate"])
    }
    let errors = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      errors
        == "imagefuzz: unknown command 'frobnicate': the commands are fuzz, bench and compare\n")
  }

  @Test("A file it cannot read exits with status 1 and one line on standard error")
  func unreadableFileExitsWithStatus1() async throws {
    let result = await #expect(
      processExitsWith: .exitCode(1), observing: [\.standardErrorContent]
    ) {
      ImageFuzzTool.main(["bench", "/nonexistent/photo.jpg"])
    }
    let errors = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(errors == "imagefuzz: cannot read /nonexistent/photo.jpg\n")
  }

  @Test("An input that traps the decoder fails the run: status 1, a line that replays it")
  func trapExitsWithStatus1() async throws {
    let result = await #expect(
      processExitsWith: .exitCode(1), observing: [\.standardErrorContent]
    ) {
      try? ImageFuzzTool.fuzz(.ppm, count: 10, seed: 5, seeds: FuzzSeeds.ppm()) {
        data throws(ImageError) in
        // What a release build's failed check does, with no message: `ud2` raises SIGILL on
        // x86-64 (`brk`, SIGTRAP, on arm64). A debug build's fatalError would print a stack
        // trace first here, since the test runner turns the runtime's backtracer off.
        if TrapReport.input == 3 { raise(SIGILL) }
        return try Image(ppm: data)
      }
      exit(0)
    }
    let errors = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    // Break it: leave out `TrapReport.install`, and the signal ends the process instead.
    #expect(
      errors
        == "imagefuzz: input 3 trapped the PPM decoder; replay it with: imagefuzz fuzz --format ppm --seed 5 --count 4\n"
    )
  }
}
