import Foundation
@_spi(ExperimentalCustomExecutors) import _Concurrency

/// The executors of a test process: the main actor's and the pool's, each counting the jobs it
/// is given, so that a test can know, not guess, when its work has settled.
///
/// Swift runs every job on the main executor or the default (global) executor, unless code
/// picks an executor of its own. A test binary replaces both at start-up
/// (`Sources/WorkbookTestingBoot`), through Swift 6.3's executor factory (SE-0417's
/// companion, "custom main and global executors"): the main executor still runs its jobs on
/// the main dispatch queue, one at a time, as the platform's does; the pool runs them on
/// threads of its own. Both tell the `JobLedger` when a job is queued, starts and ends, and
/// the pool when a job sleeps on the clock. Nothing else changes for the code under test.
///
/// Why not count with the runtime's older hooks (`swift_task_enqueueGlobal_hook`)? Measured
/// with Swift 6.3.1 on Linux: the hook sees pool jobs, but main-actor jobs and `Task.sleep`
/// no longer pass through it. Why not a task executor preference (SE-0417) per test? A
/// `Task { }` does not inherit it, and the main actor's jobs never use it.
enum SceneExecutors {
  /// Whether the counting executors run this process: false where the platform cannot
  /// install them, and then no wait can tell settled work from work still going.
  static var installed: Bool { JobLedger.shared.installed }

  /// How many jobs the pool runs at once: as many as the machine has cores, and never fewer
  /// than two, so that work a test expects side by side runs side by side on one core too.
  static let poolWidth = max(2, ProcessInfo.processInfo.activeProcessorCount)

  #if compiler(>=6.3)
    /// The factory the runtime asks for its two executors.
    struct Factory: ExecutorFactory {
      static let mainExecutor: any MainExecutor = SceneMainExecutor()
      static let defaultExecutor: any TaskExecutor = ScenePool(width: poolWidth)
    }
  #endif
}

/// Called once by the test binary's constructor, before any job runs.
@_cdecl("workbook_install_scene_executors")
func installSceneExecutors() {
  #if compiler(>=6.3)
    if #available(macOS 26.4, *) {
      _createExecutors(factory: SceneExecutors.Factory.self)
      JobLedger.shared.markInstalled()
    }
  #endif
}
