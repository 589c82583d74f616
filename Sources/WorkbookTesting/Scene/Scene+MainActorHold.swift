import Foundation
import Workbook

extension Scene {
  /// Holds the main actor while `release` lets some of the scene's work go, until that work
  /// has gone as far as it can without the main actor and `condition` holds: every job the
  /// work queued on the main actor meanwhile has waited, and runs once the hold ends, in the
  /// order it was queued. So a test can have two responses reach their tasks before either
  /// task goes on, which a fast machine does only now and then, and see what the code does
  /// then.
  ///
  /// The main actor's jobs are kept back (`MainActorHold`), not blocked: no thread waits, and
  /// what other scenes queue on the main actor meanwhile waits too (time their waits do not
  /// count).
  /// It runs on the pool, whoever calls it; call it once the scene has settled (nothing of it
  /// queued).
  /// - Returns: how many jobs of the scene waited for the main actor, or nil when the work
  ///   stopped before `condition` held: nothing of it running, sleeping or in the network,
  ///   and all it queued kept back here. Nothing but the main actor could move it then, so
  ///   the hold decides at once, and a grader says what the run showed.
  /// - Throws: `SceneStuck` at the deadline, a backstop for work that keeps running.
  @concurrent
  public func holdingMainActor(
    _ what: String, _ release: @Sendable () -> Void,
    until condition: @escaping @Sendable () -> Bool
  ) async throws -> Int? {
    dispatchPrecondition(condition: .notOnQueue(.main))
    let (ledger, scene) = (JobLedger.shared, trace.id)
    let before = ledger.counts(of: scene).mainActorJobs
    MainActorHold.shared.hold()
    defer { MainActorHold.shared.release() }
    enter(release)
    let held = Locked<Int?>(nil)
    let stopped = try await whether(what) {
      let now = ledger.counts(of: scene)
      let waiting = now.mainActorJobs - before
      // Nothing runs, sleeps or passes through URLSession: what is queued waits for the main
      // actor, and only for it. Whether or not `condition` holds now, nothing will change it.
      guard now.running == 0, now.sleeping == 0, now.queued == waiting,
        WaitBoard.busy(for: scene).isEmpty
      else { return false }
      held.withLock { $0 = condition() ? waiting : nil }
      return true
    }
    return stopped ? held.current : nil
  }
}
