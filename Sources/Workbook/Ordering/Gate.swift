/// Holds simulated requests until a test lets them through, so the test, not timing,
/// decides which response arrives first.
///
/// Each request for a name waits for one permit for that name; `release` grants one.
/// `arrival` lets a test wait until a request is actually waiting at the gate, which is
/// the moment the caller is known to be suspended on it. A request cancelled while it waits
/// (its URLSession task was cancelled) leaves the gate without a permit, so the next release
/// goes to the request behind it; a gate that holds work which does not look at
/// cancellation (`WorkGate`, for slow synchronous work) keeps it until it is released.
final class RequestGate: Sendable {
  private struct State {
    var arrived: [String: Int] = [:]
    var permits: [String: Int] = [:]
    var held: [String: [Held]] = [:]
    var nextTicket = 0
    var arrivalWaiters: [String: [(count: Int, continuation: CheckedContinuation<Void, Never>)]] =
      [:]
  }

  /// A request waiting at the gate: its ticket tells it apart when it is cancelled.
  private struct Held {
    let ticket: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private let state = Locked(State())
  /// Whether a request whose task is cancelled leaves the gate at once.
  private let leavesWhenCancelled: Bool

  init(leavesWhenCancelled: Bool = true) {
    self.leavesWhenCancelled = leavesWhenCancelled
  }

  /// Called by a request: counts its arrival, then waits for a permit, or for the request's
  /// task to be cancelled.
  func pass(_ name: String) async {
    let ticket = state.withLock { state in
      state.nextTicket += 1
      return state.nextTicket
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumed: [CheckedContinuation<Void, Never>] = state.withLock { state in
          state.arrived[name, default: 0] += 1
          let count = state.arrived[name]!
          let (ready, waiting) = (state.arrivalWaiters[name] ?? []).partitioned {
            $0.count <= count
          }
          state.arrivalWaiters[name] = waiting
          if leavesWhenCancelled, Task.isCancelled {
            return ready.map(\.continuation) + [continuation]
          }
          if let permits = state.permits[name], permits > 0 {
            state.permits[name] = permits - 1
            return ready.map(\.continuation) + [continuation]
          }
          state.held[name, default: []].append(Held(ticket: ticket, continuation: continuation))
          return ready.map(\.continuation)
        }
        for waiter in resumed { waiter.resume() }
      }
    } onCancel: {
      guard leavesWhenCancelled else { return }
      let left = state.withLock { state -> Held? in
        guard let index = state.held[name]?.firstIndex(where: { $0.ticket == ticket }) else {
          return nil
        }
        return state.held[name]?.remove(at: index)
      }
      left?.continuation.resume()
    }
  }

  /// Lets one request for `name` through: the one waiting longest, or the next to arrive.
  func release(_ name: String) {
    let waiter: CheckedContinuation<Void, Never>? = state.withLock { state in
      if var held = state.held[name], !held.isEmpty {
        let first = held.removeFirst()
        state.held[name] = held
        return first.continuation
      }
      state.permits[name, default: 0] += 1
      return nil
    }
    waiter?.resume()
  }

  /// How many requests for `name` have arrived at the gate so far.
  func arrivals(of name: String) -> Int {
    state.withLock { $0.arrived[name, default: 0] }
  }

  /// Returns once `count` requests for `name` have arrived at the gate in all.
  func arrival(of name: String, count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let arrivedAlready = state.withLock { state in
        if state.arrived[name, default: 0] >= count { return true }
        state.arrivalWaiters[name, default: []].append((count, continuation))
        return false
      }
      if arrivedAlready { continuation.resume() }
    }
  }
}

extension Array {
  /// Splits the array in two, keeping order: the elements that match, then the rest.
  fileprivate func partitioned(by matches: (Element) -> Bool) -> ([Element], [Element]) {
    var yes: [Element] = []
    var no: [Element] = []
    for element in self {
      if matches(element) { yes.append(element) } else { no.append(element) }
    }
    return (yes, no)
  }
}
