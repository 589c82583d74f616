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
  ///   settled (without needing the main actor) before `condition` held.
  /// - Throws: `SceneStuck` at the deadline, when the work never gets that far. Time its jobs
  ///   spend kept back is not the scene's own, so a hold whose work stops with jobs kept back
  ///   and `condition` false is ended by the suite's time limit only: hold only work that
  ///   gets there by itself once released (responses to requests already at the gate).
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
    let held = Locked(0)
    let reached = try await whether(what) {
      let now = ledger.counts(of: scene)
      let waiting = now.mainActorJobs - before
      // Nothing runs, sleeps or passes through URLSession: what is queued waits for the main
      // actor, and only for it.
      guard now.running == 0, now.sleeping == 0, now.queued == waiting,
        WaitBoard.busy(for: scene).isEmpty, condition()
      else { return false }
      held.withLock { $0 = waiting }
      return true
    }
    return reached ? held.current : nil
  }
}
