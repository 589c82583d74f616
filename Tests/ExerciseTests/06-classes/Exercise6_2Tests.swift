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
  .timeLimit(.minutes(1)), .tags(.ordering, .isolation))
struct Exercise6_2Tests {
  /// An image with a colour of its own in each pixel, of a random size of its kind; `shade`
  /// tells apart images of one size.
  static func picture(_ size: ImageSize = .small, shade: UInt8 = 90) throws -> Image {
    let sides = size.sides(small: 6...40)
    let width = RandomInputs.current.int(in: sides)
    let height = RandomInputs.current.int(in: sides)
    var image = try Image(width: width, height: height, filling: RGBA(0, 0, 0))
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBA(UInt8(x * 255 / width), shade, UInt8(y * 255 / height))
      }
    }
    return image
  }

  /// A size of its own for each kind of image, since the task's reason for the pool is the
  /// large one; and the decode and the scale are matched by the task they ran in, since
  /// the task has them run one after the other, in one task, not handed from one to another.
  @Test(
    "Decode and scale on the pool, in one task, then the display on the main actor, in that order",
    arguments: ImageSize.allCases)
  func stepsRunWhereTheyBelong(_ size: ImageSize) async throws {
    let picture = try Self.picture(size)
    let data = picture.ppmData()
    let file = ImageSize.describe(picture, fileBytes: data.count)
    let trace = Trace()
    let model = ImageModel(view: AppView())
    try await Trace.$current.withValue(trace) {
      try await model.scaleAndDisplay(imageData: data)
    }
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

  /// What shownImage held, for a message: `the image of call 1`, when it is one displayed
  /// before, or `nothing`.
  static func kept(_ image: Image?, displayed: [Image]) -> String {
    guard let image else { return "nothing" }
    guard let call = displayed.firstIndex(of: image) else {
      return "a \(image) image never displayed"
    }
    return "the image of call \(call + 1)"
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
    var expected: [Image] = []
    for call in 1...calls {
      let picture = try Self.picture(shade: UInt8(40 * call))
      try await model.scaleAndDisplay(imageData: picture.ppmData())
      let scaled = picture.scaled(
        width: max(1, Int((Double(picture.width) / 2).rounded())),
        height: max(1, Int((Double(picture.height) / 2).rounded())))
      expected.append(scaled)
      let shown = model.view.displayedImages
      exercise.expect(
        shown == expected,
        """
        Call \(call) of \(calls) on one model, with a \(picture) image: the view showed \
        \(summary(shown.map(\.description))), not \(summary(expected.map(\.description))), each \
        with its scaled pixels: each image is displayed at half its size.
        """)
      exercise.expect(
        model.shownImage?.pixels == scaled,
        """
        Call \(call) of \(calls) on one model displayed a \(scaled) image, but shownImage then \
        held \(Self.kept(model.shownImage?.pixels, displayed: expected)): shownImage must \
        hold the image on screen, after every call.
        """)
      guard shown == expected, model.shownImage?.pixels == scaled else { return }
    }
  }

  @Test("A corrupt file is an error thrown to the caller, and nothing is displayed")
  func corruptFile() async throws {
    let model = ImageModel(view: AppView())
    await #expect(throws: (any Error).self) {
      try await model.scaleAndDisplay(imageData: Data("P6 4 4 255\n\u{1}".utf8))
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
  /// on screen, and a caller on the main actor does not notice: that task runs before the
  /// caller resumes. So the call is made from the pool, and looked at as it returns; with
  /// each kind of image, as the large one is the one worth handing off.
  @Test(
    "The image is displayed by the time scaleAndDisplay returns, called from the pool",
    arguments: ImageSize.allCases)
  func displayedWhenItReturns(_ size: ImageSize) async throws {
    let model = ImageModel(view: AppView())
    let picture = try Self.picture(size)
    let data = picture.ppmData()
    let file = ImageSize.describe(picture, fileBytes: data.count)
    let call = try await DoneOnReturn.call { try await model.scaleAndDisplay(imageData: data) }
    let done = call.doneBeforeReturn("display").filter { $0.source == .kit }
    let late = call.doneAfterReturn("display").filter { $0.source == .kit }
    exercise.expect(
      done.count == 1 && late.isEmpty,
      """
      Called from a task on the pool with a \(file) image, scaleAndDisplay returned having \
      displayed \(done.count) image(s), and displayed \(late.count) after it returned. Its \
      caller must find the image on screen when the call returns: a task of its own that \
      nobody waits for displays whenever it gets to run.
      """)
  }

  /// A value type would make the exercise's question disappear (each holder its own copy),
  /// so the task keeps `MyImage` an object shared by reference.
  @Test("MyImage is still a class")
  func myImageStaysAClass() {
    exercise.expect(
      (MyImage.self as Any.Type) is AnyClass,
      """
      MyImage is no longer a class: the task keeps it a non-Sendable class, one object \
      that every holder shares. A value type takes the question away instead of answering \
      it: each holder would have its own copy.
      """)
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
