import WorkbookTesting

extension EscapeHatch {
  /// Chapter 8's exercises ask for child tasks: they belong to the task that starts them,
  /// which waits for them and whose cancellation reaches them. An unstructured task
  /// (`Task { }`, `Task.detached`, `Task.immediate`) runs the same work beside it, but nothing
  /// ties it to its parent; with the kit's work, whose gates ignore cancellation, the
  /// difference does not show in behaviour, so the grader reads the code.
  nonisolated static let unstructuredTasks: [EscapeHatch] = [
    EscapeHatch(
      #"^\((\w+=)?call_expr"#, child: #"name="Task""#, name: "an unstructured Task { }",
      why: unstructuredWhy),
    EscapeHatch(
      #"^\((\w+=)?unresolved_specialize_expr"#, child: #"name="Task""#,
      name: "an unstructured Task<…> { }", why: unstructuredWhy),
    EscapeHatch(
      names("detached", "immediate"), child: #"name="Task""#,
      name: "Task.detached or Task.immediate", why: unstructuredWhy),
  ]

  private nonisolated static let unstructuredWhy = """
    starts a task that is not a child of the caller's: its parent neither waits for it nor \
    cancels it
    """
}
