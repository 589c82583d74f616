import WorkbookTesting

extension EscapeHatch {
  /// Chapter 4's exercises keep the work on the pool inside the task that awaits it, where
  /// cancellation, priority and task-locals follow it. A detached task would also run on the
  /// pool, but outside that task.
  nonisolated static let detachedTask = EscapeHatch(
    names("detached"), name: "Task.detached",
    why: "starts a task outside the tap's own, which cancellation and priority do not reach")
}
