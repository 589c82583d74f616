import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The trace cannot be written by exercise code: graders believe only what the kit recorded
/// where the work happened. This module stands where an exercise module stands (another
/// module of the package, importing the kit), so what it cannot do, an exercise cannot.
@Suite("Grading: exercise code cannot record, relabel or silence the kit's events")
struct TraceProvenanceTests {
  @Test("An event app code records under a kit label never equals the kit's")
  @MainActor func forgedLabelsAreMarked() throws {
    let log = Trace()
    Trace.$current.withValue(log) {
      trace("display 4×4")
      span("decode 4×4") {}
      trace("fetched photo.ppm")
    }
    // Break it: make `Trace.labels` map `\.label` again, and the forged labels pass.
    #expect(log.labels.first != "display 4×4")
    #expect(log.labels.contains("display 4×4 (recorded by app code, not by the kit)"))
    #expect(log.labels.last == "fetched photo.ppm")
    #expect(log.kitEvents.isEmpty)
  }

  @Test("A decode run under no trace, or another one, leaves the test's trace without it")
  func silencedDecodeIsMissing() throws {
    let data = try Image(width: 3, height: 5, filling: RGBA(1, 2, 3)).ppmData()
    let log = Trace()
    let other = Trace()
    try Trace.$current.withValue(log) {
      _ = try Trace.$current.withValue(nil) { try Image(decoding: data) }
      _ = try Trace.$current.withValue(other) { try Image(decoding: data) }
      trace("decode 3×5")
    }
    #expect(!log.kitEvents.contains { $0.label == "decode 3×5" })
    #expect(log.labels == ["decode 3×5 (recorded by app code, not by the kit)"])
    #expect(other.kitEvents.map(\.label) == ["decode 3×5", "decode 3×5"])
  }

  @Test("The kit's decode and display are kit events, recorded where they ran")
  @MainActor func kitEventsAreKit() throws {
    let image = try Image(width: 2, height: 3, filling: RGBA(1, 2, 3))
    let log = Trace()
    try Trace.$current.withValue(log) {
      AppView().displayImage(try Image(decoding: image.ppmData()))
    }
    #expect(log.kitEvents.map(\.label) == ["decode 2×3", "decode 2×3", "display 2×3"])
    #expect(log.labels == ["decode 2×3", "display 2×3"])
    #expect(log.kitEvents.allSatisfy { $0.domain == .mainActor })
  }

  @Test(
    "Code outside the kit cannot record a kit event or name a domain",
    arguments: [
      "Trace().recordKitEvent(\"display 1×1\")",
      "Trace().recordKitEvent(\"request a\", domain: .network)",
      "recordKitEvent(\"display 1×1\")",
      "recordKitSpan(\"decode 1×1\") {}",
    ])
  func recordingAPIIsInternal(call: String) async throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(
      Data("import Workbook\n@MainActor func forge() { \(call) }\n".utf8), named: "Forge.swift")
    let output = try await SwiftCompiler.located().checkSIL(
      of: [file], importingKit: true, asLibrary: true)
    // Break it: make `Trace.recordKitEvent` public, and the forgery compiles.
    #expect(!output.succeeded, "\(call) compiled outside the kit")
    #expect(
      output.output.contains("inaccessible") || output.output.contains("internal")
        || output.output.contains("cannot find") || output.output.contains("extraneous argument"),
      "\(output.output)")
  }
}
