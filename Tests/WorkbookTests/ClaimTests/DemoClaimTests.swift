import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// What the demo shell promises a chapter: the photos chapter takes local files only,
/// `--measure` skips the extra scenes, a scene's measure counts its start and its end as
/// frames, and an error names its image only when one image is being opened.
@Suite("The demo shell's promises")
@MainActor
struct DemoClaimTests {
  static let info = ChapterInfo(
    command: "chapterX", title: "Chapter X", talk: "a talk", lesson: "a lesson",
    inputs: .localFiles)

  func demo(_ arguments: [String]) throws -> Demo {
    let options = try DemoOptions.parse(arguments, accepting: .localFiles)
    return Demo(
      info: Self.info, options: options, terminal: Terminal(isInteractive: false, width: 80))
  }

  @Test("The photos chapter reads local files only, not URLs")
  func photosTakeNoURLs() {
    // Break it: in DemoOptions.input, refuse URLs only to chapters of local files.
    #expect(throws: UsageError.self) {
      try DemoOptions.parse(["workbook://samples/small.ppm"], accepting: .photos)
    }
  }

  @Test("With --measure, the demo skips its extra scenes")
  func measureSkipsExtras() async throws {
    var ran = false
    try await demo(["--measure"]).extra { ran = true }
    // Break it: in Demo.extra, run the scene whatever the options.
    #expect(!ran)
    try await demo([]).extra { ran = true }
    #expect(ran)
  }

  @Test("A scene's measure counts its start and its end as frames")
  func sceneEdgesAreFrames() async throws {
    let meter = try await demo([]).measureFrames {}
    // Break it: in Demo.measureFrames, leave out the frame at the scene's start.
    #expect(meter.frames == 2)
  }

  @Test("An error names the image being opened, but not one of several opened at once")
  func errorNamesItsImageOnlyWhenAlone() {
    let trace = Trace()
    let view = AppView()
    Trace.$current.withValue(trace) {
      view.opening = ["a.ppm"]
      view.displayError(URLError(.timedOut))
      view.opening = ["a.ppm", "b.ppm"]
      view.displayError(URLError(.timedOut))
    }
    let errors = trace.labels.filter { $0.hasPrefix("error") }
    #expect(errors.first?.hasPrefix("error a.ppm: ") == true, "\(errors)")
    // Break it: in AppView.displayError, name the first image of several.
    #expect(errors.last?.contains("a.ppm") == false, "\(errors)")
  }
}
