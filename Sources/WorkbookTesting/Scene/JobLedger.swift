import Foundation
import Workbook
@_spi(ExperimentalCustomExecutors) import _Concurrency

/// The count of every job in the test process, by the scene it belongs to: how many are
/// queued, running and asleep on the clock, and a generation that moves with every change.
///
/// A scene is a trace (`Trace.current`): a test's work records into its own, and every task
/// it starts inherits it. A job is the scene's when it is queued by a task of the scene (a
/// task hopping to an actor, a child or a `Task { }` it starts, a continuation it resumes),
/// or when it is the next job of a task that was the scene's before (a response, resumed by
/// a thread of the URL loading system), or when it is queued by a job of the scene that runs
/// in no task's name (an actor's turn). A job of no scene is another test's, or the test
/// library's, and holds no scene back.
///
/// Each job is counted from the moment it is queued to the moment its run returns, so a
/// scene with nothing counted has nothing that can run: whatever it waits for must come from
/// outside it (a gate the test holds, the clock, another scene) or never.
final class JobLedger: @unchecked Sendable {  // SAFETY: every stored var is behind `lock`
  static let shared = JobLedger()

  /// A scene, by its trace's identity.
  typealias Scene = Int

  /// A job on its way, handed back when it starts and ends.
  struct Ticket: Sendable {
    let id: UInt64
    let scene: Scene?
    let onMainActor: Bool
  }

  /// What a scene has going on.
  struct Counts: Sendable {
    var queued = 0
    var running = 0
    var sleeping = 0
    var jobsRun = 0
    /// Jobs queued on the main actor so far.
    var mainActorJobs = 0
    /// Jobs kept back by a hold (`Scene.keepingOtherTasksBack`), counted in `queued` too.
    var keptBack = 0
    var generation = 0
    /// How long, so far, the scene had jobs queued and none running: time it waited for a
    /// thread (or the main actor) that other work held, which says nothing of its own work.
    var waitedForAThread = Duration.zero
    /// Since when it waits so, if it does now.
    var waitingSince: ContinuousClock.Instant?

    /// Whether the scene's work waits for a thread now: jobs queued, none running.
    var waits: Bool { queued > 0 && running == 0 }

    /// Counts the time since `waitingSince` when the scene stops waiting for a thread, and
    /// starts the count when it begins. Called after every change of `queued` or `running`.
    mutating func restate(at now: ContinuousClock.Instant) {
      if waits, waitingSince == nil {
        waitingSince = now
      } else if !waits, let since = waitingSince {
        waitedForAThread += now - since
        waitingSince = nil
      }
    }

    /// All the time the scene has waited for a thread, up to `now`.
    func waited(upTo now: ContinuousClock.Instant) -> Duration {
      waitedForAThread + (waitingSince.map { now - $0 } ?? .zero)
    }
  }

  /// A job running now: where, since when, and on which thread's processor clock.
  struct Running: Sendable {
    let scene: Scene?
    let onMainActor: Bool
    let since: ContinuousClock.Instant
    let clock: ThreadCPUClock?
    let usedAtStart: Duration?

    /// The processor time the job has used since it started: what a loop that never
    /// suspends piles up, and a job that waits (or waits for a core) does not.
    func computed() -> Duration? {
      guard let now = clock?.used(), let usedAtStart else { return nil }
      return now - usedAtStart
    }
  }

  private let lock = NSLock()
  private var counts: [Scene: Counts] = [:]
  /// The scene of each job seen (`Owner`): a task keeps its number across its jobs, so its
  /// next job is known to be the scene's wherever it is queued from.
  private var owners: [Owner: Scene] = [:]
  private var running: [UInt64: Running] = [:]
  private var nextTicket: UInt64 = 0
  /// The calls that keep their scene's other tasks back, by scene: the caller's task, by its
  /// address, and the jobs kept back, each queued by its closure once let go.
  private var holds: [Scene: (caller: UInt, kept: [@Sendable () -> Void])] = [:]
  /// Moves with every change that may concern any scene (kit work for no known scene).
  private var everyGeneration = 0
  private var watcher: (@Sendable (Scene?) -> Void)?
  private(set) var installed = false

  /// The scene of the job the current thread runs, if the ledger's executors run one.
  private let threadScene = ThreadScene()

  private init() {
    WaitBoard.watch { scene in JobLedger.shared.touched(scene) }
    WaitBoard.watchTasks { task, scene in JobLedger.shared.claim(task, for: scene) }
  }

  func markInstalled() {
    lock.withLock { installed = true }
  }

  /// Sets the one watcher told of each change, with the scene it concerns (nil: it may
  /// concern any). Called outside the ledger's lock, on the thread that made the change.
  func watch(_ watcher: @escaping @Sendable (Scene?) -> Void) {
    lock.withLock { self.watcher = watcher }
  }

  // MARK: - From the executors

  /// `job` is to be queued on an executor (the main actor's when `onMainActor`): `queue` puts
  /// it there with its ticket, at once, or, while a call of its scene keeps the scene's other
  /// tasks back (`Scene.keepingOtherTasksBack`) and the job is not the caller's, once the hold
  /// lets it go. A job kept back is counted as queued all along.
  func queue(
    _ job: UnownedJob, onMainActor: Bool, _ queue: @escaping @Sendable (Ticket) -> Void
  ) {
    let scene = owner(of: job)
    let address = unsafe unsafeBitCast(job, to: UInt.self)
    // Only another task's job is kept back. A job of no task is an actor's turn, or the
    // runtime's own step of a task (a `Task.yield` queues one), queued by the one task of the
    // scene that runs while a hold lasts: the caller, or work let go for it.
    let isTask = Self.isTask(job)
    let (ticket, kept, letGo) = lock.withLock {
      nextTicket += 1
      let ticket = Ticket(id: nextTicket, scene: scene, onMainActor: onMainActor)
      guard let scene else { return (ticket, false, [@Sendable () -> Void]()) }
      counts[scene, default: Counts()].queued += 1
      counts[scene]?.restate(at: .now)
      if onMainActor { counts[scene]?.mainActorJobs += 1 }
      bump(scene)
      guard let caller = holds[scene]?.caller, caller != address, isTask else {
        return (ticket, false, [])
      }
      holds[scene]?.kept.append { queue(ticket) }
      counts[scene]?.keptBack += 1
      return (ticket, true, onlyKeptBackLeft(in: scene))
    }
    if !kept { queue(ticket) }
    for queue in letGo { queue() }
  }

  /// The job of `ticket` starts running on the current thread.
  func started(_ ticket: Ticket) {
    let clock = ThreadCPUClock.ofThisThread()
    let used = clock?.used()
    lock.withLock {
      if let scene = ticket.scene {
        counts[scene]?.queued -= 1
        counts[scene]?.running += 1
        counts[scene]?.restate(at: .now)
      }
      running[ticket.id] = Running(
        scene: ticket.scene, onMainActor: ticket.onMainActor, since: .now, clock: clock,
        usedAtStart: used)
    }
    threadScene.set(ticket.scene)
  }

  /// The job of `ticket` has returned: its task ran until it suspended or ended.
  func ended(_ ticket: Ticket) {
    threadScene.set(nil)
    let (watcher, letGo) = lock.withLock {
      running[ticket.id] = nil
      guard let scene = ticket.scene else { return (self.watcher, [@Sendable () -> Void]()) }
      counts[scene]?.running -= 1
      counts[scene]?.jobsRun += 1
      counts[scene]?.restate(at: .now)
      bump(scene)
      return (self.watcher, onlyKeptBackLeft(in: scene))
    }
    // Queued before the watchers look: a scene with nothing but jobs kept back is never seen.
    for queue in letGo { queue() }
    watcher?(ticket.scene)
  }

  /// `job` sleeps on the clock until `wakes` is called with the ticket returned.
  ///
  /// A task that sleeps queues a job of a new task of its own (the sleep's), whose memory may
  /// be an ended task's of some scene: the sleep is the scene's of the task that sleeps.
  func sleeps(_ job: UnownedJob) -> Ticket {
    let inATask = withUnsafeCurrentTask { $0 != nil }
    let scene = inATask ? WaitBoard.currentScene : owner(of: job)
    let key = Owner(job)
    return lock.withLock {
      if inATask { owners[key] = scene }
      nextTicket += 1
      if let scene {
        counts[scene, default: Counts()].sleeping += 1
        bump(scene)
      }
      return Ticket(id: nextTicket, scene: scene, onMainActor: false)
    }
  }

  /// The sleeping job of `ticket` is woken (and queued next).
  func wakes(_ ticket: Ticket) {
    let letGo = lock.withLock {
      guard let scene = ticket.scene else { return [@Sendable () -> Void]() }
      counts[scene]?.sleeping -= 1
      bump(scene)
      return onlyKeptBackLeft(in: scene)
    }
    for queue in letGo { queue() }
  }

  /// The task numbered `task` (`TaskIdentity`) is `scene`'s: its next jobs are, wherever they
  /// are queued from (a task that ran inline until now, `Task.immediate`).
  func claim(_ task: UInt64, for scene: Scene) {
    lock.withLock { owners[.task(task)] = scene }
  }

  /// Runs `body` on the current thread as `scene`'s work: what it queues with no task of a
  /// scene to say whose it is (a task started with `Task.immediate`, queued when it first
  /// leaves the thread it started on) is the scene's.
  func entering<Result>(_ scene: Scene, _ body: () throws -> Result) rethrows -> Result {
    let outer = threadScene.get()
    threadScene.set(scene)
    defer { threadScene.set(outer) }
    return try body()
  }

  // MARK: - For the scenes

  /// Counts the task running now as `scene`'s from its next job on. For a `Task.immediate`:
  /// its first job runs inside its caller's and is never queued, so the ledger has not seen
  /// it, and a job resumed from outside Swift concurrency (a response, a test's release)
  /// would be no scene's.
  func adoptCurrentTask(into scene: Scene) {
    // Each of the task's jobs carries the task's number.
    if let task = TaskIdentity.current { claim(task, for: scene) }
  }

  /// Keeps back, until `letOtherTasksGo(in:)`, every job of `scene` but those of the task at
  /// `caller`, except while nothing else of the scene can run (`onlyKeptBackLeft`).
  func keepOtherTasks(of scene: Scene, backFor caller: UInt) {
    lock.withLock { holds[scene] = (caller, []) }
  }

  /// Ends the hold of `scene`, queuing every job it kept back, in the order they came.
  func letOtherTasksGo(in scene: Scene) {
    let letGo = lock.withLock {
      let kept = holds.removeValue(forKey: scene)?.kept ?? []
      counts[scene]?.keptBack = 0
      bump(scene)
      return kept
    }
    for queue in letGo { queue() }
  }

  /// What `scene` has going on now.
  func counts(of scene: Scene) -> Counts {
    lock.withLock { counts[scene] ?? Counts() }
  }

  /// All the time `scene` has waited for a thread so far (`Counts.waitedForAThread`).
  func waitedForAThread(in scene: Scene) -> Duration {
    lock.withLock { counts[scene]?.waited(upTo: .now) ?? .zero }
  }

  /// A number that changes whenever anything changes for `scene`: two equal readings mean
  /// nothing of the scene was queued, ran, slept or woke in between.
  func generation(of scene: Scene) -> Int {
    lock.withLock { (counts[scene]?.generation ?? 0) &+ everyGeneration }
  }

  /// Every job running now in the process, whatever its scene, longest first.
  func runningAnywhere() -> [Running] {
    lock.withLock { running.values.sorted { $0.since < $1.since } }
  }

  /// The jobs of `scene` running now, longest first.
  func running(in scene: Scene) -> [Running] {
    lock.withLock { running.values.filter { $0.scene == scene }.sorted { $0.since < $1.since } }
  }

  /// Forgets `scene`: its counts and which jobs were its.
  func forget(_ scene: Scene) {
    lock.withLock {
      counts[scene] = nil
      owners = owners.filter { $0.value != scene }
    }
  }

  // MARK: - Private

  /// Something on the `WaitBoard` changed for `scene` (nil: for any).
  private func touched(_ scene: Scene?) {
    let watcher = lock.withLock {
      bump(scene)
      return self.watcher
    }
    watcher?(scene)
  }

  /// The scene `job` belongs to, remembered for its next jobs.
  ///
  /// A task queuing its own next job (it hops or yields) is decided by its own trace. A task's
  /// job queued by someone else (a continuation resumed by the URL loading system or by a gate
  /// the test releases) is known by the task's number. An actor's turn (a job of no task, that runs the jobs queued on the actor) is
  /// known first by the job that queues it: an actor freed by one scene may be made again at
  /// the same address by another, running at the same time. Measured with Swift 6.3.1 on
  /// Linux: an actor's turn is queued with no current task, by the job that hopped onto the
  /// actor or left it.
  private func owner(of job: UnownedJob) -> Scene? {
    let key = Owner(job)
    let fromTask = WaitBoard.currentScene
    let running = threadScene.get()
    let current = TaskIdentity.current
    return lock.withLock {
      if case .task(let number) = key, current == number {
        owners[key] = fromTask
        return fromTask
      }
      let known = owners[key]
      guard let scene = fromTask ?? (key.isTask ? known ?? running : running ?? known) else {
        return nil
      }
      owners[key] = scene
      return scene
    }
  }

  /// Who a job is, as the ledger remembers whose it was: a task by the number the runtime gave
  /// it (`TaskIdentity`), never given to another task of the process, and an actor's turn (a
  /// job of no task) by its address. A task's address would not do: an ended task's memory is
  /// given to new tasks, and a new task of another test, queued from a thread of no scene,
  /// would be taken for the ended task's scene's.
  private enum Owner: Hashable {
    case task(UInt64)
    case turn(UInt)

    init(_ job: UnownedJob) {
      if JobLedger.isTask(job) {
        self = .task(TaskIdentity.of(job))
      } else {
        self = .turn(unsafe unsafeBitCast(job, to: UInt.self))
      }
    }

    var isTask: Bool {
      if case .task = self { true } else { false }
    }
  }

  /// Whether `job` is a task's, not an actor's turn.
  private static func isTask(_ job: UnownedJob) -> Bool {
    #if compiler(>=6.3)
      if #available(macOS 26.4, *) {
        return ExecutorJob(job).kind == .task
      }
    #endif
    return true
  }

  /// The jobs `scene`'s hold keeps back, taken from it, when nothing else of the scene is
  /// queued, runs or sleeps: the caller waits for one of them, or for something outside the
  /// scene, and only letting them go lets the work go on. None otherwise. Called with `lock`
  /// held, after every change that may leave a scene so.
  private func onlyKeptBackLeft(in scene: Scene) -> [@Sendable () -> Void] {
    guard let now = counts[scene], now.keptBack > 0, now.queued == now.keptBack,
      now.running == 0, now.sleeping == 0, let kept = holds[scene]?.kept
    else { return [] }
    holds[scene]?.kept = []
    counts[scene]?.keptBack = 0
    return kept
  }

  /// Moves the generation of `scene`, or of every scene (kit work for no known scene: a job
  /// of no scene moves nothing). Call with `lock` held.
  private func bump(_ scene: Scene?) {
    if let scene {
      counts[scene, default: Counts()].generation &+= 1
    } else {
      everyGeneration &+= 1
    }
  }
}

/// One value per thread: the scene of the job the thread runs.
private final class ThreadScene: @unchecked Sendable {  // SAFETY: each thread sees only its own
  private var key = pthread_key_t()

  init() {
    pthread_key_create(&key, nil)
  }

  func set(_ scene: Int?) {
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: scene ?? 0))
  }

  func get() -> Int? {
    pthread_getspecific(key).map { Int(bitPattern: $0) }
  }
}
