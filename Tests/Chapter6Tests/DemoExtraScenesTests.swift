import Testing
import WorkbookTesting

/// What chapter 6's demo shows beyond the taps: a second reference to the cached image, and
/// the scene that opens the image in a task (20:38), read from a whole run's output.
@Suite("Chapter 6: the demo's second reference and its task scene", .backstop)
struct DemoExtraScenesTests {
  /// The timeline key's events, each as `lane: label`, pool lanes as `pool`.
  static func key(of run: ProgramRun) -> [String] {
    run.output.split(separator: "\n").compactMap { line -> String? in
      guard
        let match = line.wholeMatch(
          of: /[a-zA-Z0-9*]  (.+?)  +(main actor|pool \d+|network) +\S.*/)
      else { return nil }
      let lane = match.2.hasPrefix("pool") ? "pool" : String(match.2)
      return "\(lane): \(match.1)"
    }
  }

  @Test("Scaled through a second reference, the cached image is 40×30, and so is its display")
  func secondReferenceScalesTheImage() async throws {
    let run = try await ProgramRun("chapter6", ["--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter6 exited \(run.status): \(run.errors)")
    // Break it: make `otherImage` a copy, and the cached image stays 80×60.
    #expect(run.output.contains("image is now 40×30"), "\(run.output)")
    let key = Self.key(of: run)
    let scaled = try #require(key.firstIndex(of: "main actor: scale 80×60 → 40×30"), "\(key)")
    #expect(key[scaled...].contains("main actor: display 40×30"), "\(key)")
  }

  @Test(
    "The task scene decodes and scales on the pool, with no grey, then reads and displays",
    .tags(.isolation))
  func taskSceneScalesOnThePool() async throws {
    let run = try await ProgramRun("chapter6", ["--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter6 exited \(run.status): \(run.errors)")
    let key = Self.key(of: run)
    let start = try #require(
      key.firstIndex(of: "main actor: open in a task (20:38) small.ppm"), "\(key)")
    let end = try #require(
      key.firstIndex(of: "main actor: open, closure (22:06) small.ppm"), "\(key)")
    // Break it: have the scene call `scaleAndDisplay(imageData:url:)`, and its image turns
    // grey too.
    #expect(
      Array(key[start..<end]) == [
        "main actor: open in a task (20:38) small.ppm",
        "network: request small.ppm", "network: response small.ppm",
        "pool: decode 160×120", "pool: scale 160×120 → 80×60",
        "main actor: read 80×60", "main actor: display 80×60",
      ], "\(key[start..<end])")
  }
}
