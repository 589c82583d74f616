import DecoderChecks
import Testing

/// `imagefuzz fuzz` without `--count` decodes the 100 000 damaged files the README promises,
/// drawn with the default seed: a shorter run would find fewer of the decoders' faults.
@Suite("imagefuzz: a fuzz run without --count is 100 000 files")
struct ImageFuzzDefaultCountTests {
  @Test("fuzz --format png, with no --count, reads as 100 000 files")
  func defaultCount() throws {
    // Break it: make the default count 1 000, and this reads a run a hundred times shorter.
    let command = try ImageFuzzCommand(parsing: ["fuzz", "--format", "png"])
    guard case .fuzz(let format, let count, _) = command else {
      Issue.record("not a fuzz command: \(command)")
      return
    }
    #expect(format == .png)
    #expect(count == 100_000)
  }
}
