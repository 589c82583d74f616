import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise1_2

private nonisolated let exercise = ExerciseFile.exercise(
  "1.2", "01-single-threaded/1.2-bad-file/ImageModel.swift")

/// Grades exercise 1.2: a file that cannot be shown reaches `view.displayError`, with the
/// right error, and nothing is displayed.
@Suite(
  "Exercise 1.2: a bad file is reported, and nothing is shown",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.badInput, .display))
struct Exercise1_2Tests {
  /// The ways a read fails before there is anything to decode.
  enum Unreadable: String, CaseIterable, Sendable {
    case missingFile = "a missing file"
    case directory = "a folder"
  }

  @Test(
    "A file that cannot be read shows the read's error, and nothing else",
    arguments: Unreadable.allCases)
  func missingFileShowsTheReadError(_ kind: Unreadable) throws {
    let files = try ImageFolder()
    let url = kind == .missingFile ? files.missingFile() : try files.directory()
    let view = AppView()
    ImageModel(view: view).onTapEvent(url: url)
    exercise.expect(view.displayedImages.isEmpty, "An image was displayed for \(kind.rawValue).")
    try exercise.require(
      view.displayedErrors.count == 1,
      """
      Tapping \(kind.rawValue) showed \(view.errorsShown) on the view: the user cannot \
      tell why nothing appears. Every failure must reach view.displayError.
      """)
    let error = view.displayedErrors[0]
    exercise.expect(
      !(error is ImageError),
      """
      Tapping \(kind.rawValue) was reported as "\(brief(error))", a decoding error, although there was \
      nothing to decode: the read failed first, and the user must be told why it failed, \
      not what went wrong after it.
      """)
    if kind == .directory {
      exercise.expect(
        !Self.saysNoSuchFile(error),
        """
        Tapping a folder, which exists, was reported as "\(brief(error))", as if it were \
        missing: the error was made up, not the read's own. The user must see the error \
        the read reported.
        """)
    }
  }

  /// Whether `error` says that a file does not exist.
  private static func saysNoSuchFile(_ error: any Error) -> Bool {
    if let cocoa = error as? CocoaError,
      cocoa.code == .fileReadNoSuchFile || cocoa.code == .fileNoSuchFile
    {
      return true
    }
    let ns = error as NSError
    return ns.domain == NSPOSIXErrorDomain && ns.code == Int(ENOENT)
  }

  @Test(
    "A file that is not a valid image shows the decoder's error, and nothing else",
    arguments: ["hello, world", "P6 4 4 255\n\u{1}\u{2}\u{3}", "P3 0 0 255\n", ""])
  func corruptFileShowsTheDecoderError(contents: String) throws {
    let files = try ImageFolder()
    let url = try files.file(containing: contents)
    let view = AppView()
    ImageModel(view: view).onTapEvent(url: url)
    exercise.expect(view.displayedImages.isEmpty, "An image was displayed for a corrupt file.")
    exercise.expect(
      view.displayedErrors.count == 1 && view.displayedErrors.first is ImageError,
      """
      A corrupt file must show the decoder's error on the view, once; the view showed \
      \(view.errorsShown). Every failure must reach view.displayError.
      """)
  }

  @Test("A bad file is not cached: once it is fixed, the next tap shows it")
  func badFileIsNotCached() throws {
    let files = try ImageFolder()
    let good = try files.randomImage()
    let goodBytes = try Data(contentsOf: good.url)
    try Data("not an image".utf8).write(to: good.url)
    let view = AppView()
    let model = ImageModel(view: view)
    model.onTapEvent(url: good.url)
    try goodBytes.write(to: good.url)
    model.onTapEvent(url: good.url)
    exercise.expect(
      view.displayedImages.map(\.description) == [good.size],
      """
      The file was bad on the first tap and fixed before the second, which showed \
      \(summary(view.displayedImages.map(\.description))). Only an image that decoded belongs in the \
      cache.
      """)
  }

  @Test("A failed tap displays nothing, even when an image was shown before it")
  func failedTapAfterAGoodOneDisplaysNothing() throws {
    let files = try ImageFolder()
    let good = try files.randomImage()
    let view = AppView()
    let model = ImageModel(view: view)
    model.onTapEvent(url: good.url)
    model.onTapEvent(url: files.missingFile())
    model.onTapEvent(url: try files.file(containing: "not an image"))
    exercise.expect(
      view.displayedImages.map(\.description) == [good.size],
      """
      A good image was tapped, then a missing file and a corrupt one; the view showed \
      \(summary(view.displayedImages.map(\.description))), not \(good.size) alone. A failed tap \
      shows its error and nothing else: no earlier image, no placeholder.
      """)
    exercise.expect(
      view.displayedErrors.count == 2,
      """
      The two failed taps showed \(view.errorsShown) on the view, not one error each.
      """)
  }

  @Test("After a bad file, a good one is read, decoded and displayed on the main actor")
  func goodFileAfterABadOne() throws {
    let files = try ImageFolder()
    let good = try files.randomImage()
    let view = AppView()
    let model = ImageModel(view: view)
    model.onTapEvent(url: files.missingFile())
    let trace = traced { model.onTapEvent(url: good.url) }
    exercise.expectReadDecodeDisplay(
      trace, url: good.url, size: good.size, tap: "After a bad file, a tap on a good image")
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "What the user sees depends on where the error is caught; a hatch changes neither.")
  }
}
