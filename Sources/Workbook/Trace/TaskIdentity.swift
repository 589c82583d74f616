/// Names the running Swift task by the number the runtime gave it when it was made: a number
/// no other task of the process has, before or after, so that two tasks of one run are never
/// taken for one.
///
/// Why not the task's handle (`UnsafeCurrentTask`, compared or hashed)? The handle is the
/// task's address, and a task made after another has ended and been freed is often given the
/// same memory: a trace keyed by the handle then drew two taps, made one after the other, as
/// one task. Swift gives a program no hook for a task's end and no public identity that
/// outlives it, but the runtime numbers every task as it makes it, from one counter for the
/// whole process (the number Instruments and `ExecutorJob`'s description show). The standard
/// library reads that number through the runtime's `swift_task_getJobTaskId`; the trace asks
/// the same entry point, for the running task only, and only while it runs.
public enum TaskIdentity {
  /// The running task's number, or `nil` outside any task (a dispatch queue's work).
  public static var current: UInt64? {
    withUnsafeCurrentTask { task in
      guard let task else { return nil }
      // `UnsafeCurrentTask` holds one thing, the task's reference, which the runtime takes
      // as the job it numbers. Read it without retaining it: the task is running, so alive.
      return runtimeTaskID(unsafeBitCast(task, to: UnsafeRawPointer.self))
    }
  }

  /// The number of the task whose job `job` is, for an executor that is handed the job: the
  /// test harness's, which must tell a task from a later one given the same memory.
  public static func of(_ job: UnownedJob) -> UInt64 {
    runtimeTaskID(unsafeBitCast(job, to: UnsafeRawPointer.self))
  }
}

/// The runtime's number for a task (a task is a job), 64 bits from a counter of the process.
@_silgen_name("swift_task_getJobTaskId")
private func runtimeTaskID(_ job: UnsafeRawPointer) -> UInt64
