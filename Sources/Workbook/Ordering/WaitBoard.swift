import Foundation

/// Where the kit's waiting tasks are parked, and what kit work is on its way outside Swift
/// concurrency: what a test harness needs to tell "the work has settled" from "the work is
/// still going", and to say, when it has settled too early, what each task waits for.
///
/// Every wait the kit makes a task do (a gate, a trace waiter) is put on the board while the
/// task is parked in it, with the scene it belongs to: the `Trace.current` of the task that
/// parked, the one test or demo its work records into. Work the kit starts outside Swift
/// concurrency (a file read for the URL loading system) is put on the board while it runs,
/// so that a harness does not take a quiet moment for the end. Nothing here waits or
/// decides: the board only tells whoever watches it (`watch(_:)`) that something changed.
public enum WaitBoard {
  /// A task parked at one of the kit's waits.
  public struct Parked: Sendable, Equatable {
    /// Its place on the board.
    public let id: Int
    /// The scene (trace) of the task that parked, if it had one.
    public let scene: Int?
    /// What it waits for, in words: `gate "load daisy.jpg"`.
    public let wait: String
    /// Its name: the task's own (`Task.name`), its trace label, or nil.
    public let task: String?
  }

  /// Kit work running outside Swift concurrency for a scene (nil: for any scene).
  public struct Busy: Sendable, Equatable {
    public let id: Int
    public let scene: Int?
    public let work: String
  }

  private struct State {
    var nextID = 0
    var parked: [Int: Parked] = [:]
    var busy: [Int: Busy] = [:]
    var watcher: (@Sendable (Int?) -> Void)?
    var claimer: (@Sendable (_ task: UInt64, _ scene: Int) -> Void)?
  }

  private static let state = Locked(State())

  /// The scene the running task belongs to: its current trace's `id`.
  public static var currentScene: Int? {
    Trace.current?.id
  }

  /// Puts the running task on the board as parked at `wait`, and returns its place, to give
  /// back to `leave(_:)` when it goes on. Call it in the job that suspends, before it does.
  /// - Parameter scene: the scene it waits in, when not its own trace's (a test waiting on a
  ///   scene from outside it).
  public static func park(at wait: String, in scene: Int? = nil) -> Int {
    if scene == nil { claimRunningTask() }
    let task = Task.name ?? Trace.taskLabel
    let scene = scene ?? currentScene
    let (id, watcher) = state.withLock { state in
      state.nextID += 1
      state.parked[state.nextID] = Parked(
        id: state.nextID, scene: scene, wait: wait, task: task)
      return (state.nextID, state.watcher)
    }
    watcher?(scene)
    return id
  }

  /// Takes a parked task off the board: it has been let go.
  public static func leave(_ id: Int) {
    let (scene, watcher) = state.withLock { state in
      (state.parked.removeValue(forKey: id)?.scene, state.watcher)
    }
    watcher?(scene)
  }

  /// Puts `work`, kit work running outside Swift concurrency, on the board until `end(_:)`.
  /// - Parameter scene: the scene it works for; nil when it cannot be known, which holds
  ///   every scene back until it ends.
  public static func begin(_ work: String, for scene: Int?) -> Int {
    let (id, watcher) = state.withLock { state in
      state.nextID += 1
      state.busy[state.nextID] = Busy(id: state.nextID, scene: scene, work: work)
      return (state.nextID, state.watcher)
    }
    watcher?(scene)
    return id
  }

  /// Takes finished work off the board.
  public static func end(_ id: Int) {
    let (scene, watcher) = state.withLock { state in
      (state.busy.removeValue(forKey: id)?.scene, state.watcher)
    }
    watcher?(scene)
  }

  /// Tells whoever watches the tasks (`watchTasks(_:)`) that the running task is its scene's
  /// (its `Trace.current`'s). A task started with `Task.immediate` runs its first job inline,
  /// in the job that starts it, so a harness that learns a task's scene when one of its jobs
  /// is queued may first see it queued by a thread of no scene (URLSession's, resuming it
  /// with its answer), and take that job for no scene's work. The kit calls this where such a
  /// task parks or sends a request.
  public static func claimRunningTask() {
    guard let scene = currentScene, let claimer = state.withLock({ $0.claimer }) else { return }
    // The task by its runtime number, which each of its jobs carries and no later task has.
    guard let task = TaskIdentity.current else { return }
    claimer(task, scene)
  }

  /// Sets the one watcher of the running tasks' scenes, told by `claimRunningTask()`.
  public static func watchTasks(
    _ claimer: @escaping @Sendable (_ task: UInt64, _ scene: Int) -> Void
  ) {
    state.withLock { $0.claimer = claimer }
  }

  /// Tells whoever watches the board that `scene` changed in a way no wait shows: an event
  /// was recorded into its trace.
  static func touched(_ scene: Int) {
    state.withLock { $0.watcher }?(scene)
  }

  /// The tasks parked on the board for `scene`, oldest first.
  public static func parked(in scene: Int) -> [Parked] {
    state.withLock { state in
      state.parked.values.filter { $0.scene == scene }.sorted { $0.id < $1.id }
    }
  }

  /// The kit work on its way for `scene`, including work for no known scene.
  public static func busy(for scene: Int) -> [Busy] {
    state.withLock { state in
      state.busy.values.filter { $0.scene == scene || $0.scene == nil }.sorted { $0.id < $1.id }
    }
  }

  /// Sets the one watcher of the board, told of each change with the scene it concerns (nil:
  /// any). It is called on the thread that made the change, outside the board's lock: it must
  /// be quick and must not wait.
  public static func watch(_ watcher: @escaping @Sendable (Int?) -> Void) {
    state.withLock { $0.watcher = watcher }
  }
}
