import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise1_2

private nonisolated let exercise = ExerciseFile.exercise(
  "1.2", "01-single-threaded/1.2-bad-file/ImageModel.swift")

/// Grades exercise 1.2: a file that cannot be shown reaches `view.displayError`, with the
/// right error, and nothing is displayed.
///
/// Break it: in Solutions/…/1.2-bad-file, catch the error in `onTapEvent` without showing it,
/// and `missingFileShowsTheReadError` fails: the user is told nothing.
@Suite(
  "Exercise 1.2: a bad file is reported, and nothing is shown",
  .started(exercise), .watched(exercise), .timeLimit(.minutes(1)),
  .tags(.badInput, .display))
struct Exercise1_2Tests {
  @Test("A missing file shows the read's error, and nothing else")
  func missingFileShowsTheReadError() throws {
    let files = try ImageFolder()
    let url = files.missingFile()
    let view = View()
    ImageModel(view: view).onTapEvent(url: url)
    #expect(view.displayedImages.isEmpty, "An image was displayed for a file that does not exist.")
    try #require(
      view.displayedErrors.count == 1,
      """
      Tapping a missing file showed \(errorsShown(on: view)) on the view: the user cannot \
      tell why nothing appears. Every failure must reach view.displayError, \
      where onTapEvent catches it. (More: swift run workbook hint 1.2)
      """)
    let error = view.displayedErrors[0]
    #expect(
      !(error is ImageError),
      """
      The missing file was reported as "\(brief(error))", a decoding error, although there was \
      nothing to decode: the read failed first. Let the read's own error through instead \
      of carrying on with empty data.
      """)
  }

  @Test(
    "A file that is not a valid image shows the decoder's error, and nothing else",
    arguments: ["hello, world", "P6 4 4 255\n\u{1}\u{2}\u{3}", "P3 0 0 255\n", ""])
  func corruptFileShowsTheDecoderError(contents: String) throws {
    let files = try ImageFolder()
    let url = try files.file(containing: contents)
    let view = View()
    ImageModel(view: view).onTapEvent(url: url)
    #expect(view.displayedImages.isEmpty, "An image was displayed for a corrupt file.")
    #expect(
      view.displayedErrors.count == 1 && view.displayedErrors.first is ImageError,
      """
      A corrupt file must show the decoder's error on the view, once; the view showed \
      \(errorsShown(on: view)). Every failure must reach view.displayError.
      """)
  }

  @Test("A bad file is not cached: once it is fixed, the next tap shows it")
  func badFileIsNotCached() throws {
    let files = try ImageFolder()
    let good = try files.randomImage()
    let goodBytes = try Data(contentsOf: good.url)
    try Data("not an image".utf8).write(to: good.url)
    let view = View()
    let model = ImageModel(view: view)
    model.onTapEvent(url: good.url)
    try goodBytes.write(to: good.url)
    model.onTapEvent(url: good.url)
    #expect(
      view.displayedImages.map(\.description) == [good.size],
      """
      The file was bad on the first tap and fixed before the second, which showed \
      \(view.displayedImages.map(\.description)). Only an image that decoded belongs in the \
      cache.
      """)
  }

  @Test("After a bad file, a good one is read, decoded and displayed on the main actor")
  func goodFileAfterABadOne() throws {
    let files = try ImageFolder()
    let good = try files.randomImage()
    let view = View()
    let model = ImageModel(view: view)
    model.onTapEvent(url: files.missingFile())
    let trace = traced { model.onTapEvent(url: good.url) }
    #expect(
      trace.labels == [
        "read \(good.url.lastPathComponent)", "decode \(good.size)", "display \(good.size)",
      ],
      """
      After a bad file, a good one must be read, decoded and displayed as usual; this tap \
      did: \(trace.summary). Keep the trace("read …") line right after the read.
      """)
    for event in trace.events {
      #expect(event.domain == .mainActor, "\(event.label) ran in \(event.domain.name)")
    }
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() throws {
    try expectNoEscapeHatches(
      in: exercise, hint: "Let the errors travel to onTapEvent instead.")
  }

  /// The errors the view showed, for a message: `no error`, or each one, briefly.
  private func errorsShown(on view: View) -> String {
    view.displayedErrors.isEmpty
      ? "no error" : view.displayedErrors.map(brief).joined(separator: "; ")
  }
}
