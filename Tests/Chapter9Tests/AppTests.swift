import Testing
import WorkbookTesting
import WorkbookUI

// Only these names from the kit: its ColorExtractor (chapter 8's) would clash with this one.
import enum Workbook.IsolationDomain
import class Workbook.Trace
import struct Workbook.TraceEvent

@testable import Chapter9

/// The colour-scheme app drawn by the kit's renderer, frame by frame, on demand: the test
/// draws each frame, so "the first frame after the tap" is a frame number, not a moment.
/// Where each part ran is recorded by the renderer, from its queue-specific key.
@Suite("Chapter 9: the app in the renderer", .backstop)
struct Chapter9AppTests {
  /// What the renderer calls on its own queue: the `@Sendable` and `Sendable` callbacks.
  static let callbacks = [
    "path Circle", "path Wedge", "path Rectangle", "layout EqualWidthVStack", "visualEffect",
    "onGeometryChange transform", "interpolate scaleEffect",
  ]

  /// The app with a photo behind a gated network, and a renderer with a trace of its own:
  /// the scene of the tasks the app starts, which record there.
  struct App {
    let network = TestNetwork()
    let model: ColorExtractor
    let renderer: Renderer
    let scene: WorkbookTesting.Scene

    init(late: Bool = false) throws {
      model = ColorExtractor(imageURL: try network.photo())
      model.colorCount = 3
      renderer =
        late
        ? Renderer(AwaitFirstExtractorView(model: model), trace: Trace())
        : Renderer(ColorExtractorView(model: model), trace: Trace())
      scene = WorkbookTesting.Scene("chapter 9's app", trace: renderer.trace)
    }

    var trace: Trace { renderer.trace }

    /// Waits until the app's request for the photo is held at the network's gate.
    func requestHeld() async throws {
      let server = network.server
      try await scene.until("the request for photo.ppm at the gate") {
        server.arrivals(of: "photo.ppm") >= 1
      }
    }

    /// Waits until the extraction has ended with a scheme.
    func extracted() async throws {
      let model = model
      try await scene.until(
        "the scheme extracted", onMainActor: { model.scheme != nil && !model.isExtracting })
    }

    /// Taps Extract after a first frame, lets the photo through, waits for the scheme, and
    /// draws it.
    func extract() async throws {
      if renderer.frames.isEmpty { _ = await renderer.render() }
      try renderer.tap("Extract")
      _ = await renderer.render()
      try await requestHeld()
      network.server.release("photo.ppm")
      try await extracted()
      _ = await renderer.render()  // the first frame after the last change
      _ = await renderer.render()  // the frame built after that frame's own changes
    }

    /// The position in the trace of the first event labelled `label`.
    func position(of label: String) throws -> Int {
      try #require(trace.events.first { $0.label == label }?.sequence, "no '\(label)' in the trace")
    }
  }

  @Test(
    "Every Sendable callback ran on the renderer's queue, never on the main actor",
    .tags(.isolation))
  func callbacksRanOnTheQueue() async throws {
    let app = try App()
    try await app.extract()
    let ran = app.trace.events.filter { event in
      Self.callbacks.contains { event.label.hasPrefix($0) }
    }
    #expect(Set(ran.map(\.label)) == Set(Self.callbacks))
    #expect(ran.allSatisfy { $0.domain == Renderer.domain })
    #expect(!ran.contains { $0.domain == .mainActor })
  }

  @Test("Bodies and state changes ran on the main actor", .tags(.isolation))
  func bodiesAndStateOnTheMainActor() async throws {
    let app = try App()
    try await app.extract()
    let bodies = app.trace.events.filter { $0.label.hasPrefix("body ") }
    #expect(
      Set(bodies.map(\.label)).isSuperset(of: [
        "body ColorExtractorView", "body SchemeContentView", "body ColorSchemeView",
      ]))
    #expect(bodies.allSatisfy { $0.domain == .mainActor })
    let changes = app.trace.events.filter {
      $0.label.hasPrefix("state ") || $0.label.hasPrefix("isExtracting")
    }
    #expect(
      Set(changes.map(\.label)).isSuperset(of: [
        "state pulse = true", "state pulse = false", "isExtracting = true",
        "isExtracting = false",
      ]))
    #expect(changes.allSatisfy { $0.domain == .mainActor })
  }

  @Test(
    "The visual effect drew from its copy of pulse, frame by frame, after each change",
    .tags(.display))
  func effectSawTheCopy() async throws {
    let app = try App()
    try await app.extract()
    let frames = app.renderer.frames
    #expect(frames.count >= 4)
    // pulse follows the loading state (onChange), in the same frame; the closure's copy is
    // taken when that frame's body is built, so each frame's blur matches what it shows.
    for frame in frames {
      let caption = try #require(
        frame.items(showing: "Extracting…").first ?? frame.items(showing: "Tap to").first)
      #expect(caption.blur == (frame.shows("Extracting") ? 2 : 0), "frame \(frame.number)")
    }
    #expect(frames.contains { $0.shows("Extracting") })
    #expect(frames.last?.shows("Tap to extract") == true)
    // pulse became true while frame 2 was built, and false while a later frame was.
    #expect(try app.position(of: "frame 2") < app.position(of: "state pulse = true"))
    #expect(try app.position(of: "state pulse = true") < app.position(of: "frame 3"))
  }

  @Test(
    "The width under the schemes says it is what onGeometryChange measured", .tags(.display))
  func geometryLineSaysWhatItIs() async throws {
    let app = try App()
    try await app.extract()
    _ = await app.renderer.render()  // the action's change comes a frame after the transform's
    let last = try #require(app.renderer.frames.last)
    #expect(last.shows("onGeometryChange: the schemes are "))
    #expect(app.model.scheme != nil)
  }

  @Test(
    "The loading state set before the Task starts is in the first frame after the tap",
    .tags(.ordering))
  func synchronousStateLandsInTheNextFrame() async throws {
    let app = try App()
    let before = await app.renderer.render()
    #expect(!before.shows("Extracting"))
    try app.renderer.tap("Extract")
    let next = await app.renderer.render()
    #expect(next.number == before.number + 1)
    #expect(next.shows("Extracting…"))
    #expect(try app.position(of: "isExtracting = true") < app.position(of: "frame 2"))
    app.network.server.release("photo.ppm")
    try await app.extracted()
  }

  @Test(
    "Set after an await, the loading state misses the first frame after the tap",
    .tags(.ordering))
  func stateAfterAnAwaitMissesTheFrame() async throws {
    let app = try App(late: true)
    _ = await app.renderer.render()
    try app.renderer.tap("Extract")
    let next = await app.renderer.render()
    #expect(next.number == 2)
    #expect(!next.shows("Extracting"))
    try await app.requestHeld()
    #expect(!(await app.renderer.render()).shows("Extracting"))  // frame 3: still waiting
    app.network.server.release("photo.ppm")
    try await app.extracted()
    // The change came after the await, so after frame 3 had begun: frames late.
    #expect(try app.position(of: "frame 3") < app.position(of: "isExtracting = true"))
  }
}
