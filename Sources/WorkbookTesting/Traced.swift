import Workbook

/// Runs `body` with a fresh trace as the current one, and returns that trace: what a
/// synchronous call recorded, and where.
public func traced(_ body: () throws -> Void) rethrows -> Trace {
  let trace = Trace()
  try Trace.$current.withValue(trace, operation: body)
  return trace
}
