import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise6_2

private nonisolated let exercise = ExerciseFile.exercise(
  "6.2", "06-classes/6.2-main-actor-only-displays/ImageModel.swift")

/// Grades exercise 6.2: the image is loaded and scaled on the pool, then displayed on the
/// main actor, in that order; read from the events the kit records (`decode`, `scale`,
/// `display`), each in the domain where it ran.
@Suite(
  "Exercise 6.2: the main actor only displays", .started(exercise), .watched(exercise),
  .backstop, .tags(.ordering, .isolation))
struct Exercise6_2Tests {
  /// A size of its own for each kind of image, since the task's reason for the pool is the
  /// large one; and the decode and the scale are matched by the task they ran in, since
  /// the task has them run one after the other, in one task, not handed from one to another.
  @Test(
    "Decode and scale on the pool, in one task, then the display on the main actor, in that order",
    arguments: ImageSize.allCases)
  func stepsRunWhereTheyBelong(_ size: ImageSize) async throws {
    let model = ImageModel(view: AppView())
    guard
      let traced = try await exercise.tracedScaleAndDisplay(
        size, { try await model.scaleAndDisplay(imageData: $0) })
    else { return }
    let (trace, file) = traced
    let steps = trace.events.filter { $0.kind != .end }
    // An event app code recorded under a kit label is not the kit's: it keeps its mark.
    let names = steps.map {
      $0.claimsKitWork ? $0.checkedLabel : String($0.label.prefix { $0 != " " })
    }
    exercise.expect(
      names == ["decode", "scale", "display"],
      """
      Loading, scaling and displaying a \(file) image recorded: \(trace.summary). Expected \
      one decode, one scale (through MyImage.scale(by:)), then one display.
      """)
    for step in steps {
      let place: IsolationDomain = step.label.hasPrefix("display") ? .mainActor : .pool
      exercise.expect(
        step.domain == place,
        """
        For a \(file) image, "\(step.label)" ran on the \(step.domain.name), not on the \
        \(place.name). Loading and scaling belong on the concurrent pool, in the same task; \
        only the display belongs on the main actor.
        """)
    }
    let decode = steps.first { $0.source == .kit && $0.label.hasPrefix("decode") }
    let scale = steps.first { $0.source == .kit && $0.label.hasPrefix("scale") }
    if let decode, let scale {
      exercise.expect(
        decode.taskNumber != nil && decode.taskNumber == scale.taskNumber,
        """
        For a \(file) image, the decode ran in \(Self.task(decode)) and the scale in \
        \(Self.task(scale)): the task has the loading and then the scaling run one after the \
        other in one task, not the image handed to another task between them.
        """)
    }
  }

  /// Which task an event ran in, for a message: `task 2`, or `no task` outside one.
  static func task(_ event: TraceEvent) -> String {
    event.taskNumber.map { "task \($0)" } ?? "no task"
  }

  /// One model is called several times, each with an image of its own, so the image kept
  /// must follow the one on screen, not stay the first or any other.
  @Test("Each image displayed is the scaled one, and the last displayed is the one kept")
  func displaysTheScaledImage() async throws {
    let model = ImageModel(view: AppView())
    let calls = RandomInputs.current.int(in: 2...4)
    let scene = Scene("calls of scaleAndDisplay on one model")
    var expected: [Image] = []
    for call in 1...calls {
      let picture = try Image.picture(shade: UInt8(40 * call))
      let data = picture.ppmData()
      let what =
        "Call \(call) of \(calls) of scaleAndDisplay on one model, with a \(picture) image,"
      guard
        try await exercise.value(
          of: "call \(call)", in: scene, neverReturned: neverReturned(what, in: scene),
          { @MainActor in try await model.scaleAndDisplay(imageData: data) }) != nil
      else { return }
      let scaled = picture.halved
      expected.append(scaled)
      let shown = model.view.displayedImages
      exercise.expect(
        shown == expected,
        """
        Call \(call) of \(calls) on one model, with a \(picture) image: the view showed \
        \(summary(shown.map(\.description))), not \(summary(expected.map(\.description))), each \
        with its scaled pixels: each image is displayed at half its size.
        """)
      let kept = exercise.expectKeepsTheImageOnScreen(
        model.shownImage?.pixels, displayed: expected, call: call, of: calls)
      guard shown == expected, kept else { return }
    }
  }

  @Test("A corrupt file is an error thrown to the caller, and nothing is displayed")
  func corruptFile() async throws {
    let model = ImageModel(view: AppView())
    let scene = Scene("scaleAndDisplay with a corrupt file")
    let corrupt = Data("P6 4 4 255\n\u{1}".utf8)
    guard
      let outcome = try await scene.whetherEnds(
        "the call",
        {
          @MainActor in try await model.scaleAndDisplay(imageData: corrupt)
        })
    else {
      exercise.fail(neverReturned("Called with a corrupt file, scaleAndDisplay", in: scene))
      return
    }
    guard case .failure = outcome else {
      exercise.fail(
        """
        Called with a corrupt file, scaleAndDisplay returned without an error (it recorded: \
        \(scene.trace.summary)): the decode's error must reach the caller, thrown.
        """)
      return
    }
    exercise.expect(
      model.view.displayedImages.isEmpty && model.shownImage == nil,
      """
      A corrupt file threw, as it should, yet \(model.view.displayedImages.count) image(s) \
      were displayed\(model.shownImage == nil ? "" : " and one kept in shownImage"): when the \
      decode fails, nothing may be displayed or kept.
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
      hint:
        "Where each step runs, and who holds the image when, is what is graded; a hatch hides both."
    )
  }
}
