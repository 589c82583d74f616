import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise6_1

private nonisolated let exercise = ExerciseFile.exercise(
  "6.1", "06-classes/6.1-change-before-sending/ImageModel.swift")

/// Grades exercise 6.1: every change to the image happens before it is sent to the main
/// actor, so the file compiles cleanly in the Swift 6 language mode, and the image displayed
/// is scaled and grey.
///
/// The exercise's module is built in Swift 5 mode (see Package.swift), so the starter builds
/// (its warnings silenced); `compilesCleanlyInSwift6` compiles the file again in Swift 6 mode.
@Suite(
  "Exercise 6.1: every change before the image is sent", .started(exercise), .watched(exercise),
  .backstop, .tags(.dataRaces, .display))
struct Exercise6_1Tests {
  @Test("The file compiles cleanly in the Swift 6 language mode")
  func compilesCleanlyInSwift6() async throws {
    try await exercise.compilesInSwift6(
      failingWith: """
        Once the image is sent to the main actor, which may draw it or keep it at any moment, the \
        pool must not touch it again.
        """)
  }

  /// One model is called several times, each with an image of its own, so the image kept
  /// must follow the one on screen, not stay the first or any other.
  @Test("Each image displayed is the scaled one, turned grey, and the last is the one kept")
  func displaysScaledGreyImage() async throws {
    let model = ImageModel(view: AppView())
    let calls = RandomInputs.current.int(in: 2...4)
    let scene = Scene("calls of scaleAndDisplay on one model")
    var displayed: [Image] = []
    for call in 1...calls {
      let picture = try Image.picture(shade: UInt8(200 - 40 * call))
      let data = picture.ppmData()
      let what =
        "Call \(call) of \(calls) of scaleAndDisplay on one model, with a \(picture) image,"
      guard
        try await exercise.value(
          of: "call \(call)", in: scene, neverReturned: neverReturned(what, in: scene),
          { @MainActor in try await model.scaleAndDisplay(imageData: data) }) != nil
      else { return }
      guard try displayShowsGreyScaled(picture, call: call, of: calls, model: model) else {
        return
      }
      displayed.append(model.view.displayedImages.last!)
      guard
        exercise.expectKeepsTheImageOnScreen(
          model.shownImage?.pixels, displayed: displayed, call: call, of: calls, grey: true)
      else { return }
    }
  }

  /// Checks that call `call` of `calls` displayed `picture` scaled by 0.5 and grey, once,
  /// and says whether it did (or stops the test when it displayed none, or more).
  func displayShowsGreyScaled(_ picture: Image, call: Int, of calls: Int, model: ImageModel)
    throws -> Bool
  {
    let images = model.view.displayedImages
    let shown = try exercise.require(
      images.count == call ? images.last : nil,
      """
      Call \(call) of \(calls) on one model returned with \(images.count) image(s) displayed in \
      all, not \(call): display the image, once, before scaleAndDisplay returns.
      """)
    let scaled = picture.halved
    exercise.expect(
      shown.description == scaled.description,
      "A \(picture) image was displayed at \(shown), not \(scaled): half its size.")
    guard shown.description == scaled.description else { return false }
    // Pixels not grey, and of those, how many are still the scaled image's own colour: all of
    // them means it was never turned grey, some means it was drawn while being turned grey.
    var colours = 0
    var untouched = 0
    for y in 0..<shown.height {
      for x in 0..<shown.width {
        let pixel = shown[x, y]
        let source = scaled[x, y]
        let weighted = Int(source.red) * 299 + Int(source.green) * 587 + Int(source.blue) * 114
        let grey = UInt8((weighted + 500) / 1000)
        if pixel != RGBA(grey, grey, grey, source.alpha) {
          colours += 1
          if pixel == source { untouched += 1 }
        }
      }
    }
    let count = shown.width * shown.height
    exercise.expect(
      colours == 0,
      untouched == colours
        ? """
        \(colours) of the \(count) pixels displayed are still the scaled image's own colours: \
        the image displayed was never turned grey, and every pixel on screen must be grey.
        """
        : """
        \(colours) of the \(count) pixels displayed are not the grey of the scaled image: the \
        view drew the image before it was turned grey, and every pixel on screen must be grey.
        """)
    return colours == 0
  }

  /// A size of its own for each kind of image, since the task's reason for the pool is the
  /// large one.
  @Test("The loading and the scaling stay on the pool", arguments: ImageSize.allCases)
  func loadingOnThePool(_ size: ImageSize) async throws {
    let model = ImageModel(view: AppView())
    guard
      let traced = try await exercise.tracedScaleAndDisplay(
        size, { try await model.scaleAndDisplay(imageData: $0) })
    else { return }
    let (trace, file) = traced
    let decodes = trace.kitEvents.filter { $0.label.hasPrefix("decode") && $0.kind != .end }
    exercise.expect(
      decodes.count == 1 && decodes.allSatisfy { $0.domain == .pool },
      """
      A \(file) image must be loaded once, on the concurrent pool; it was loaded: \
      \(decodes.map(\.domain.name)). The loading stays on the pool, as in the starting code.
      """)
    let scales = trace.kitEvents.filter { $0.label.hasPrefix("scale") && $0.kind != .end }
    exercise.expect(
      scales.count == 1 && scales.allSatisfy { $0.domain == .pool },
      """
      A \(file) image must be scaled once, on the concurrent pool, like the loading; it was \
      scaled: \(scales.map(\.domain.name)).
      """)
  }

  /// A display handed to a task of its own lets scaleAndDisplay return before the image is
  /// on screen, and a caller on the main actor does not notice; so the call is made from the
  /// pool, with each kind of image, as the large one is the one worth handing off.
  @Test(
    "The image is displayed by the time scaleAndDisplay returns, called from the pool",
    arguments: ImageSize.allCases)
  func displayedWhenItReturns(_ size: ImageSize) async throws {
    let model = ImageModel(view: AppView())
    try await exercise.expectDisplayedOnReturn(size) {
      try await model.scaleAndDisplay(imageData: $0)
    }
  }

  /// A value type would make the exercise's question disappear (each holder its own copy),
  /// so the task keeps `MyImage` an object shared by reference; and so would a class made
  /// Sendable (its pixels behind a lock), which any task may hold. Whether it is Sendable is
  /// asked of the compiler, as this grader is built against the exercise's module.
  @Test("MyImage is still a class, and not Sendable")
  func myImageStaysAClass() {
    exercise.expectStaysAClass(MyImage.self)
    // A wrong answer this refuses: make MyImage `Sendable`, its pixels behind a `Mutex`, and this fails.
    exercise.expectNotSendable(MyImage.self, sendable: isSendable(MyImage.self))
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [EscapeHatch.detachedTask],
      hint: "Once the image is sent, this side must not touch it; a hatch does not stop it.")
  }
}
