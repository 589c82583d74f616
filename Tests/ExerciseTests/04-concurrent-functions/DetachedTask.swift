import WorkbookTesting

extension EscapeHatch {
  /// Chapter 4's exercises move work to the pool with `@concurrent`, which keeps the work in
  /// the calling task: cancellation, priority and task-locals follow it. A detached task
  /// would also run on the pool, but outside the task that awaits it.
  nonisolated static let detachedTask = EscapeHatch(
    #"\bTask\s*\.\s*detached\b"#, name: "Task.detached",
    why: """
      starts a task outside the tap's own, which cancellation and priority do not reach; \
      mark the function @concurrent instead
      """)
}
