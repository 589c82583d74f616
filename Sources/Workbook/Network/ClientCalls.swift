import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Makes `WorkbookURLProtocol`'s calls to its URLSession client where URLSession expects
/// them: on Linux, on the session's own work queue.
///
/// A URL protocol reports a response by calling its client. On Linux, the client updates the
/// session's bookkeeping without a lock: it expects to run on the session's work queue, where
/// URLSession calls `startLoading`. A simulated response comes later, from a task of the pool;
/// called from there, the client races with the session's other work, which crashes now and
/// then, or hands a response to another request. There is no public way back onto that
/// queue but one: the `startLoading` of a new request. So each call is queued here, and a
/// request of the kit's own (`workbook-call:`) is started on `URLSession.shared`, whose
/// `startLoading` makes every queued call, on that session's work queue: the right queue for
/// requests of `URLSession.shared`, the session the chapters call, and only for those. On
/// macOS the client takes calls from any thread, so they are made at once.
enum ClientCalls {
  /// The scheme of the kit's own requests that make the queued calls.
  static let scheme = "workbook-call"

  /// A call to make, later, on the session's work queue. What it may capture is the
  /// closure's business: being `@Sendable`, it captures only Sendable values (the protocol
  /// object travels in `WorkbookURLProtocol.Loader`, which says why that is safe).
  struct Call: Sendable {
    let make: @Sendable () -> Void
  }

  private static let pending = Locked<[Call]>([])

  /// Makes `call` where URLSession expects it. Never call this from `startLoading`: starting
  /// a request there waits for the work queue, which is busy running `startLoading`.
  static func send(_ call: Call) {
    #if canImport(FoundationNetworking)
      pending.withLock { $0.append(call) }
      URLSession.shared.dataTask(with: URL(string: "\(scheme):now")!).resume()
    #else
      call.make()
    #endif
  }

  /// Makes every queued call, in the order they were sent. Called by the `startLoading` of a
  /// `workbook-call:` request, on the work queue.
  static func makePendingCalls() {
    let calls = pending.withLock { calls in
      defer { calls = [] }
      return calls
    }
    for call in calls { call.make() }
  }
}
