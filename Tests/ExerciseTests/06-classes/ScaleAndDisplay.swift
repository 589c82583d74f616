import Foundation
import Testing
import Workbook
import WorkbookTesting

// What the graders of chapter 6 check alike of `scaleAndDisplay(imageData:)`, whose image
// the pool loads and scales and the main actor displays and keeps: each exercise's own
// module has its own `ImageModel` and `MyImage`, so each check takes the call or the type.

extension Image {
  /// An image with a colour of its own in each pixel, of a random size of its kind; `shade`
  /// tells apart images of one size.
  static func picture(_ size: ImageSize = .small, shade: UInt8 = 180) throws -> Image {
    let sides = size.sides(small: 6...40)
    let width = RandomInputs.current.int(in: sides)
    let height = RandomInputs.current.int(in: sides)
    var image = try Image(width: width, height: height, filling: RGBA(0, 0, 0))
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBA(UInt8(x * 255 / width), UInt8(y * 255 / height), shade)
      }
    }
    return image
  }

  /// The image at half its size, each side rounded and at least one pixel: what the
  /// exercises display.
  var halved: Image {
    scaled(
      width: max(1, Int((Double(width) / 2).rounded())),
      height: max(1, Int((Double(height) / 2).rounded())))
  }
}

extension ExerciseFile {
  /// Calls `scaleAndDisplay` once with an image of `size`, from the main actor, as a scene
  /// recording into a trace of its own, and waits for it to return.
  /// - Returns: the trace, and the image file described for a message
  ///   (`ImageSize.describe`); nil, with the failure recorded, when the call never returned.
  /// - Throws: what the call threw.
  func tracedScaleAndDisplay(
    _ size: ImageSize, sourceLocation: SourceLocation = #_sourceLocation,
    _ scaleAndDisplay: @escaping @Sendable (Data) async throws -> Void
  ) async throws -> (trace: Trace, file: String)? {
    let picture = try Image.picture(size)
    let data = picture.ppmData()
    let file = ImageSize.describe(picture, fileBytes: data.count)
    let scene = Scene("scaleAndDisplay with a \(file) image")
    let returned: Void? = try await value(
      of: "the call", in: scene,
      neverReturned: neverReturned("Called with a \(file) image, scaleAndDisplay", in: scene),
      sourceLocation: sourceLocation
    ) { @MainActor in try await scaleAndDisplay(data) }
    return returned.map { (scene.trace, file) }
  }

  /// Checks that `scaleAndDisplay`, called from a task on the pool with an image of `size`,
  /// has displayed it, once, by the time it returns (see `DoneOnReturn`).
  ///
  /// A display handed to a task of its own lets the call return before the image is on
  /// screen, and a caller on the main actor does not notice: that task runs before the
  /// caller resumes. So the call is made from the pool, and looked at as it returns; with
  /// each kind of image, as the large one is the one worth handing off.
  func expectDisplayedOnReturn(
    _ size: ImageSize, scaleAndDisplay: @escaping @Sendable (Data) async throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let picture = try Image.picture(size)
    let data = picture.ppmData()
    let file = ImageSize.describe(picture, fileBytes: data.count)
    guard
      let call = try await DoneOnReturn.call(
        "scaleAndDisplay from the pool",
        {
          try await scaleAndDisplay(data)
        })
    else {
      fail(
        """
        Called from a task on the pool with a \(file) image, scaleAndDisplay never returned: \
        its work came to a stop, with nothing of it left that could run.
        """, sourceLocation: sourceLocation)
      return
    }
    let done = call.doneBeforeReturn("display").filter { $0.source == .kit }
    let late = call.doneAfterReturn("display").filter { $0.source == .kit }
    expect(
      done.count == 1 && late.isEmpty,
      """
      Called from a task on the pool with a \(file) image, scaleAndDisplay returned having \
      displayed \(done.count) image(s), and displayed \(late.count) after it returned. Its \
      caller must find the image on screen when the call returns: a task of its own that \
      nobody waits for displays whenever it gets to run.
      """, sourceLocation: sourceLocation)
  }

  /// Checks that shownImage, `kept`, holds the last of the images `displayed` so far: the
  /// one on screen after call `call` of `calls` on one model. Says whether it does.
  /// - Parameter grey: whether the images are displayed grey, for the message.
  @discardableResult
  func expectKeepsTheImageOnScreen(
    _ kept: Image?, displayed: [Image], call: Int, of calls: Int, grey: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    let held: String
    if let kept {
      held =
        displayed.firstIndex(of: kept).map { "the image of call \($0 + 1)" }
        ?? "a \(kept) image never displayed"
    } else {
      held = "nothing"
    }
    let last = displayed.last.map(\.description) ?? "no"
    let holdsTheLast = kept != nil && kept == displayed.last
    expect(
      holdsTheLast,
      """
      Call \(call) of \(calls) on one model displayed a \(grey ? "grey " : "")\(last) image, \
      but shownImage then held \(held): shownImage must hold the image on screen, after \
      every call.
      """, sourceLocation: sourceLocation)
    return holdsTheLast
  }

  /// Checks that `type`, the exercise's `MyImage`, is not `Sendable`, which `sendable` says
  /// (`isSendable(MyImage.self)`, decided where the grader is compiled). A class made
  /// Sendable, its pixels behind a lock or the class isolated to the main actor, takes the
  /// question away as a value type does: any task may then hold it, and sending it asks
  /// nothing of the code that sends it.
  func expectNotSendable(
    _ type: Any.Type, sendable: Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(
      !sendable,
      """
      \(type) is Sendable, as the compiler sees it: any task may hold one now, so sending it \
      to the main actor asks nothing of the code that sends it. The task keeps it a class \
      that is not Sendable, its pixels changed in place, and asks the code around it to \
      change instead.
      """, sourceLocation: sourceLocation)
  }

  /// Checks that `type`, the exercise's `MyImage`, is still a class: a value type would make
  /// the exercise's question disappear (each holder its own copy), so the task keeps it an
  /// object shared by reference.
  func expectStaysAClass(_ type: Any.Type, sourceLocation: SourceLocation = #_sourceLocation) {
    expect(
      type is AnyClass,
      """
      \(type) is no longer a class: the task keeps it a non-Sendable class, one object \
      that every holder shares. A value type takes the question away instead of answering \
      it: each holder would have its own copy.
      """, sourceLocation: sourceLocation)
  }
}

/// Whether `T` is `Sendable` as the compiler sees it where the call is compiled: false. Its
/// overload below is chosen instead whenever the compiler knows of a conformance, stated or
/// inferred (a class that says `Sendable`, a main-actor class, a struct of Sendable parts).
/// `Sendable` is a marker the running program cannot be asked about (`is Sendable` does not
/// compile), so a grader asks the compiler, in its own module, which imports the exercise's.
nonisolated func isSendable<T>(_: T.Type) -> Bool { false }

/// Whether `T` is `Sendable` as the compiler sees it where the call is compiled: true.
nonisolated func isSendable<T: Sendable>(_: T.Type) -> Bool { true }
