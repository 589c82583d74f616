import Workbook

/// Draws a view tree frame by frame, the way SwiftUI divides the work: bodies on the main
/// actor, the `Sendable` callbacks (shape paths, layouts, visual effects, geometry
/// transforms, animation steps) on the renderer's own serial queue, off the main actor.
///
/// Each frame has three parts:
/// 1. on the main actor, every body is built, `@State` is kept, `onChange` actions run;
/// 2. on the renderer's queue, the description is laid out and drawn, calling the `@Sendable`
///    callbacks;
/// 3. on the main actor again, `onGeometryChange` actions run, and the frame joins the log.
///
/// Every callback records itself in `trace`, in the domain it ran in: `Renderer.domain` only
/// when the renderer's queue-specific key says so. `render()` is `async`, so a test awaits a
/// frame instead of sleeping; a demo drives it with the kit's `FrameClock`.
@MainActor
public final class Renderer {
  /// The trace domain of code that ran on the renderer's queue.
  nonisolated public static let domain = IsolationDomain.actor("Renderer")

  /// The renderer whose frame, tap or task is running: where `withAnimation` reports.
  @TaskLocal static var current: Renderer?

  /// Where the renderer records what ran, and where: bodies, state changes, taps and every
  /// callback of every frame.
  public let trace: Trace
  /// The trace current while taps, `onChange` and geometry actions run, so that the app's own
  /// events, and the tasks it starts, record there: the trace current when the renderer was
  /// made, else `trace`.
  public let appTrace: Trace
  /// The window's width, in cells; its height follows the content.
  public let width: Double
  /// Every frame drawn so far, in order: what each one showed.
  public private(set) var frames: [Frame] = []

  let queue = RenderQueue(label: "workbook.renderer")
  private let root: any View
  var keptState: [String: AnyObject] = [:]
  var observedValues: [String: Any] = [:]
  var pendingAnimation: Animation?
  private var taps: [String: @MainActor () -> Void] = [:]
  private var geometryActions: [String: @MainActor (any Sendable) -> Void] = [:]
  /// Scroll-visibility callbacks by modifier id: each returns whether it ran.
  var visibilityActions: [String: @MainActor (any Sendable) -> Bool] = [:]
  private var lastTree: Node?
  private var targets: [String: Double] = [:]
  private var animations: [String: ActiveAnimation] = [:]
  /// Each scale's value in the last frame, as the renderer's queue computed it.
  private var presented: [String: Double] = [:]
  private var frameWaiters: [FrameWaiter] = []
  private var framesStarted = 0
  private var isRendering = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// - Parameters:
  ///   - root: the window's view.
  ///   - trace: where to record the renderer's events; by default the current trace, else a
  ///     new one. A demo gives the renderer a trace of its own, so that the app's timeline is
  ///     not buried under sixty frames a second.
  ///   - width: the window's width in cells.
  public init(_ root: some View, trace: Trace? = nil, width: Double = 72) {
    self.root = root
    self.trace = trace ?? Trace.current ?? Trace()
    self.appTrace = Trace.current ?? self.trace
    self.width = width
  }

  /// The last frame drawn, if any.
  public var lastFrame: Frame? { frames.last }

  /// Draws the next frame and returns it, once it is in the log.
  public func render() async -> Frame {
    while isRendering {
      // CANCEL-OK: the frame being drawn always ends, and lets the next one in.
      await withCheckedContinuation { waiting.append($0) }
    }
    isRendering = true
    let board = putOnBoard(frame: frames.count + 1)
    defer {
      isRendering = false
      if !waiting.isEmpty { waiting.removeFirst().resume() }
      board.forEach(WaitBoard.end)
    }
    let number = frames.count + 1
    framesStarted = number
    let tree = inContext { build(frame: number) }
    let (snapshot, width, trace, queue) = (animations, width, trace, queue)
    var output = await queue.run {
      Drawing.draw(
        tree, width: width, frame: number, animations: snapshot, trace: trace, queue: queue)
    }
    presented = output.presented
    for (id, animation) in animations
    where animation.animation.isFinished(elapsed: Drawing.seconds(number - animation.startFrame)) {
      animations[id] = nil
    }
    inContext {
      for (id, value) in output.geometry.sorted(by: { $0.key < $1.key }) {
        geometryActions[id]?(value)
      }
    }
    // Scroll-visibility callbacks run here, between the drawing and the commit, and what they
    // change synchronously is drawn into this same frame: the frame is built and drawn again.
    var passes = 0
    while passes < 2, inContext({ runVisibilityActions(output.geometry) }) {
      passes += 1
      let again = inContext { build(frame: number, pass: passes + 1) }
      let snapshot = animations
      output = await queue.run {
        Drawing.draw(
          again, width: width, frame: number, animations: snapshot, trace: trace, queue: queue)
      }
      presented = output.presented
    }
    let frame = Frame(number: number, size: output.size, items: output.items)
    frames.append(frame)
    let (met, stillWaiting) = frameWaiters.partitioned { $0.predicate(frame) }
    frameWaiters = stillWaiting
    for waiter in met { waiter.continuation.resume(returning: frame) }
    return frame
  }

  /// Puts frame `number`, now on its way, on the `WaitBoard`, for the scene of the app's work
  /// (`appTrace`) and for the caller's, and returns its places there, to end once the frame is
  /// committed.
  ///
  /// Part of a frame is drawn on the renderer's queue, a dispatch queue outside Swift
  /// concurrency, where no job of any task runs, and what the frame commits afterwards (the
  /// geometry and visibility actions) may start the app's tasks: a harness that watches a
  /// scene by its jobs would take a frame on its way for settled work.
  private func putOnBoard(frame number: Int) -> [Int] {
    let scenes = Set([appTrace.id] + [WaitBoard.currentScene].compactMap { $0 })
    return scenes.sorted().map { WaitBoard.begin("drawing frame \(number)", for: $0) }
  }

  /// The first frame from now on that `predicate` accepts, once someone (a test, or the frame
  /// clock) has drawn it.
  ///
  /// Only a frame whose bodies are built after this call counts: a frame already on its way
  /// shows the state from before.
  public func frame(where predicate: @escaping @MainActor (Frame) -> Bool) async -> Frame {
    let after = framesStarted
    // CANCEL-OK: frames come from the frame clock, which ticks until it is stopped, or from
    // the test, which draws them; a scene whose task waits here with neither settles, and
    // its wait fails as stuck.
    return await withCheckedContinuation { continuation in
      frameWaiters.append(
        FrameWaiter(
          predicate: { $0.number > after && predicate($0) }, continuation: continuation))
    }
  }

  /// The next frame whose bodies are built after this call.
  public func nextFrame() async -> Frame {
    await frame { _ in true }
  }

  private struct FrameWaiter {
    let predicate: @MainActor (Frame) -> Bool
    let continuation: CheckedContinuation<Frame, Never>
  }

  /// Taps the innermost tappable view that shows `text` (the last drawn), as a user would: its action runs now,
  /// synchronously, on the main actor, between two frames.
  /// - Throws: `TapError` if no tappable view shows that text in the last frame built.
  public func tap(_ text: String) throws(TapError) {
    guard let tree = lastTree,
      let target = tree.tapTargets.last(where: { $0.texts.contains { $0.contains(text) } }),
      let action = taps[target.id]
    else { throw TapError(text: text) }
    record("tap \(text)")
    inContext { action() }
  }

  /// Draws a frame on every tick of `clock`, skipping a tick while a frame is still being
  /// drawn, and calls `onFrame` with each frame drawn.
  public func drive(
    with clock: FrameClock, onFrame: @escaping @MainActor (Frame) -> Void = { _ in }
  ) {
    clock.onFrame = { [weak self] _ in
      guard let self, !self.isRendering else { return }
      Task { onFrame(await self.render()) }
    }
  }

  // MARK: - For the views and the resolver

  func record(_ label: String) {
    trace.record(label, domain: queue.currentDomain())
  }

  func stateDidChange(name: String, to value: some Any) {
    record("state \(name) = \(value)")
  }

  func registerTap(id: String, _ action: @escaping @MainActor () -> Void) {
    taps[id] = action
  }

  func registerGeometryAction<T: Equatable & Sendable>(
    id: String, _ action: @escaping @MainActor (T) -> Void
  ) {
    geometryActions[id] = { [weak self] value in
      guard let self, let value = value as? T else { return }
      let key = "geometry " + id
      guard self.observedValues[key] as? T != value else { return }
      self.observedValues[key] = value
      self.record("onGeometryChange action")
      action(value)
    }
  }

  // MARK: - Building a frame, on the main actor

  private func inContext<Result>(_ body: () -> Result) -> Result {
    Renderer.$current.withValue(self) {
      Trace.$current.withValue(appTrace, operation: body)
    }
  }

  /// - Parameter pass: 1 for a frame's first build; more when scroll-visibility callbacks
  ///   ran and the frame is built again before it is committed.
  private func build(frame number: Int, pass: Int = 1) -> Node {
    record(pass == 1 ? "frame \(number)" : "frame \(number) pass \(pass)")
    taps = [:]
    geometryActions = [:]
    visibilityActions = [:]
    let resolver = Resolver(renderer: self)
    // Each pass animates the changes made in the transaction before it: first the changes
    // since the last frame, then those the `onChange` actions make.
    var tree = resolver.resolve(root, path: "")
    startAnimations(in: tree, frame: number)
    var passes = 0
    while passes < 4, resolver.runChanges() {
      tree = resolver.resolve(root, path: "")
      startAnimations(in: tree, frame: number)
      passes += 1
    }
    lastTree = tree
    return tree
  }

  /// Starts an animation for each scale whose target changed in an animated change.
  /// Then forgets the animation: the next change needs its own `withAnimation`.
  private func startAnimations(in tree: Node, frame number: Int) {
    defer { pendingAnimation = nil }
    for (id, target) in Drawing.scaleTargets(in: tree) {
      defer { targets[id] = target }
      guard let old = targets[id], old != target else { continue }
      if let animation = pendingAnimation {
        animations[id] = ActiveAnimation(
          from: presented[id] ?? old, to: target, startFrame: number, animation: animation)
      } else {
        animations[id] = nil
      }
    }
  }
}

/// A tap on something the last frame did not show as tappable.
public struct TapError: Error, Equatable, CustomStringConvertible {
  public let text: String
  public var description: String { "nothing tappable shows '\(text)'" }
}

extension Array {
  /// The elements `belongs` accepts, then the others, each in order.
  fileprivate func partitioned(by belongs: (Element) -> Bool) -> ([Element], [Element]) {
    (filter(belongs), filter { !belongs($0) })
  }
}
