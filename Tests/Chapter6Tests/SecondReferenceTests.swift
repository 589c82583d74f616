import Testing
import WorkbookTesting

/// Reference semantics as the demo shows them (18:34): `otherImage = image` is a second
/// reference to the one object, so scaling through it changes the image in the cache.
@Suite("Chapter 6: a second reference is the same object", .backstop)
struct SecondReferenceTests {
  @Test("Scaled through a second reference, the cached image is half its size too")
  func scalingThroughTheSecondReferenceChangesTheImage() async throws {
    let run = try await ProgramRun("chapter6", ["--", "workbook://samples/small.ppm"])
    #expect(run.status == 0, "chapter6 exited \(run.status): \(run.errors)")
    // The tap left small.ppm (160×120) in the cache at half size, 80×60; a second scale by
    // 0.5 makes it 40×30. Break it: make `otherImage` a new MyImage of the image's snapshot,
    // a copy, and the copy shrinks while the cached image stays 80×60.
    let line = try #require(
      run.output.split(separator: "\n").first { $0.contains("otherImage = image;") },
      "no line for the second reference in:\n\(run.output)")
    #expect(line.hasSuffix("image is now 40×30"), "\(line)")
  }
}
