import WorkbookTesting

import class Workbook.Gate

/// Slow steps of a model (grader 9.2's load and count), each held at the kit's gate until the
/// test lets it go, watched as a `Scene`: the test learns when a step it let go has run on,
/// and whether the tap's work reaches a held step or its end, by the state of the work, never
/// by counting turns.
///
/// Why not count turns: a held step, once let go, reaches the main actor by way of the
/// concurrent pool, as a task that hops; under load its turn comes after any number of the
/// main actor's other turns. The scene counts every job of the work a tap starts (the test's
/// taps run in a task of the scene, `run`), so a wait ends as soon as what it waits for has
/// happened, or as soon as nothing of the work can run without it.
final class HeldSteps {
  /// A held step stays held when its task is cancelled: the test decides when it ends. The
  /// gate holds a step on the main actor, in the job that starts it.
  private let gate = Gate(whenCancelled: .staysHeld)
  private var resumed: [String: Int] = [:]
  /// The work the view's taps start, watched.
  let scene = Scene("the tap's work")
  /// The steps started so far, in order: `load`, `count`.
  private(set) var steps: [String] = []
  var started: Int { steps.count }
  /// Called on the main actor with a step's name in the job in which the step, let go, goes
  /// on into the model: what it starts runs before anything that job starts later.
  var onResume: ((String) -> Void)?

  /// Runs `scenario`, the test's own part (making the view, tapping it, drawing frames,
  /// letting steps go), as a task of the scene, and returns once it has.
  ///
  /// Why the test's part too: a tap runs the view's action in the job that taps, and what the
  /// action starts is known to be the scene's by that job. A task that starts at once runs up
  /// to its first suspension in that job; when it then hops to another executor, the runtime queues
  /// it outside any task, where its task-local trace cannot be read, so only the job that
  /// queues it says whose it is. Each wait of the scenario suspends it, so it holds nothing
  /// back while it waits.
  func run(_ scenario: @escaping @MainActor @Sendable () async throws -> Void) async throws {
    try await scene.start("the grader's taps and frames") { try await scenario() }.value
  }

  /// Whether a step named `name` has started and is held.
  func isHeld(_ name: String) -> Bool {
    gate.held[name] != nil
  }

  /// Whether any step has started and is held.
  var isHolding: Bool {
    !gate.held.isEmpty
  }

  /// The step `name`: held until the test lets it go.
  func step(_ name: String) async {
    steps.append(name)
    await gate.pass(name)
    resumed[name, default: 0] += 1
    onResume?(name)
  }

  /// Whether `condition`, read on the main actor, comes to hold as the work goes on: false
  /// once nothing of the work can run without it.
  func whether(
    _ what: String, _ condition: @escaping @MainActor @Sendable () -> Bool
  ) async throws -> Bool {
    try await scene.whether(what, onMainActor: condition)
  }

  /// Waits until nothing of the work can run: every task of it is held, or waits for
  /// something only the test can do, or has ended.
  func settled() async throws {
    try await scene.settled()
  }

  /// Lets every step named `name` held now go on, and returns once each has run on: the job
  /// that carried it into the model has ended.
  func release(_ name: String) async throws {
    let held = gate.held[name] ?? 0
    guard held > 0 else { return }
    let count = resumed[name, default: 0] + held
    for _ in 0..<held { letThrough(name) }
    try await scene.until("the \(name) let go to run on") { @MainActor [self] in
      resumed[name, default: 0] >= count
    }
  }

  /// Lets the step `name` go: at once if it is held (returning once it has run on), else
  /// the next time it starts, without holding it.
  func letGo(_ name: String) async throws {
    if isHeld(name) {
      try await release(name)
    } else {
      letThrough(name)  // a permit: the next step of the name goes straight through
    }
  }

  /// Lets one step named `name` through, as the scene's: the job that resumes it is counted
  /// as the scene's work even when its task was never queued before (a task that started at
  /// once and ran up to the gate in the tap itself), so no wait takes it for settled meanwhile.
  private func letThrough(_ name: String) {
    scene.enter { gate.release(name) }
  }

  /// Lets every step held now go on, and returns once each has run on.
  func release() async throws {
    for name in gate.held.keys.sorted() { try await release(name) }
  }
}
