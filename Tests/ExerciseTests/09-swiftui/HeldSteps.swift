import class Workbook.Gate

/// Slow steps of a model (grader 9.2's load and count), each held at the kit's gate until the
/// test lets it go, and a test that learns, by a continuation and never by counting turns,
/// when a step it let go has run on.
///
/// The gate holds, counts and lets go; what it does not know is when a step it let go has run
/// on, and that part lives here, on top of it. Why not count turns: a held step, once let go,
/// reaches the main actor by way of the concurrent pool, as a task that hops; under load its
/// turn comes after any number of the main actor's other turns. So `release` waits for the
/// step itself to say it has run on: `step` says so on the main actor, in the job that goes
/// on into the model, and the test resumes only after that job, once the model and the tap's
/// task have done all they do before their next suspension.
final class HeldSteps {
  /// A held step stays held when its task is cancelled: the test decides when it ends. The
  /// gate holds a step on the main actor, in the job that starts it.
  private let gate = Gate(whenCancelled: .staysHeld)
  private var resumed: [String: Int] = [:]
  private var watchers:
    [(name: String, count: Int, continuation: CheckedContinuation<Void, Never>)] =
      []
  /// The steps started so far, in order: `load`, `count`.
  private(set) var steps: [String] = []
  var started: Int { steps.count }
  /// Called on the main actor with a step's name in the job in which the step, let go, goes
  /// on into the model: what it starts runs before anything that job starts later.
  var onResume: ((String) -> Void)?

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
    let (met, waitingStill) = (
      watchers.filter { resumed[$0.name, default: 0] >= $0.count },
      watchers.filter { resumed[$0.name, default: 0] < $0.count }
    )
    watchers = waitingStill
    for watcher in met { watcher.continuation.resume() }
  }

  /// Lets every step named `name` held now go on, and returns once each has run on: the job
  /// that carried it into the model has ended.
  func release(_ name: String) async {
    let held = gate.held[name] ?? 0
    guard held > 0 else { return }
    let count = resumed[name, default: 0] + held
    await withCheckedContinuation { watcher in
      watchers.append((name, count, watcher))
      for _ in 0..<held { gate.release(name) }
    }
  }

  /// Lets the step `name` go: at once if it is held (returning once it has run on), else
  /// the next time it starts, without holding it.
  func letGo(_ name: String) async {
    if isHeld(name) {
      await release(name)
    } else {
      gate.release(name)  // a permit: the next step of the name goes straight through
    }
  }

  /// Lets every step held now go on, and returns once each has run on.
  func release() async {
    for name in gate.held.keys.sorted() { await release(name) }
  }
}
