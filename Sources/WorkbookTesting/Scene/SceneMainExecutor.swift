import Foundation
@_spi(ExperimentalCustomExecutors) import _Concurrency

/// The main actor's executor in a test process: the platform's, counted.
///
/// Like the executor it replaces, it runs each job on the main dispatch queue, one at a time,
/// in the order they come: code that marks that queue (the kit's isolation probe) or checks
/// it (`dispatchPrecondition`) sees what it would see without it. Each job is reported to the
/// `JobLedger` when it is queued, when it starts and when it ends.
@available(macOS 26.4, *)
final class SceneMainExecutor: MainExecutor, @unchecked Sendable {  // SAFETY: no stored state
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    JobLedger.shared.queue(job, onMainActor: true) { ticket in
      let run: @Sendable () -> Void = {
        JobLedger.shared.started(ticket)
        job.runSynchronously(on: self.asUnownedSerialExecutor())
        JobLedger.shared.ended(ticket)
      }
      // A test that holds the main actor (`Scene.holdingMainActor`) has it queued later.
      if !MainActorHold.shared.keep(run) { DispatchQueue.main.async(execute: run) }
    }
  }

  var isMainExecutor: Bool { true }

  /// Code that runs on the main queue outside a job (a dispatch block) is isolated to the
  /// main actor, as with the platform's executor.
  func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(.main))
  }

  /// The main queue is drained by dispatch, as it would be without this executor.
  func run() throws {
    dispatchMain()
  }

  func stop() {}
}
