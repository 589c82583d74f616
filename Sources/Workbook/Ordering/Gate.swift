/// Holds work by name until someone lets it through, so that a test, not timing, decides what
/// happens first: which response arrives first, which handshake ends first, which step of a
/// model goes on while another waits.
///
/// Grown from swift-async-algorithms' test `Gate`, with names, counts and permits. Each piece
/// of work that passes the gate under a name waits for one permit for that name, and
/// `release` grants one: to the piece waiting longest, or, when none waits, to the next to
/// arrive. `arrival` lets a test wait until work has actually reached the gate, the moment
/// its caller is known to be suspended on it, and `held` says what waits there now.
///
/// The kit's one gate, and public, so that nobody hand-rolls another from an array of
/// continuations: the gated network (`ImageServer`), the kit's photo work (`WorkGate`), the
/// chapters' demos and the graders all hold their steps with it. Its state sits behind a
/// lock, not in an actor: `pass` runs in its caller's isolation (the package builds with
/// `NonisolatedNonsendingByDefault`), so a step is counted and held in the very job that
/// reaches the gate, before its actor runs anything else.
public final class Gate: Sendable {
  /// What becomes of work whose task is cancelled while it waits at the gate.
  public enum Cancellation: Sendable {
    /// It leaves the gate at once without a permit, so the next release goes to the work
    /// behind it: a request whose URLSession task was cancelled stops waiting.
    case leaves
    /// It stays until it is released, as slow synchronous work that never looks at
    /// cancellation would go on: the test decides when it ends.
    case staysHeld
  }

  private struct State {
    var arrived: [String: Int] = [:]
    var permits: [String: Int] = [:]
    var held: [String: [Held]] = [:]
    var nextTicket = 0
    var arrivalWaiters: [String: [ArrivalWaiter]] = [:]
  }

  /// Work waiting at the gate: its ticket tells it apart when it is cancelled; its place on
  /// the `WaitBoard` says what it waits for.
  private struct Held {
    let ticket: Int
    let continuation: CheckedContinuation<Void, Never>
    let board: Int

    func resume() {
      WaitBoard.leave(board)
      continuation.resume()
    }
  }

  /// Someone waiting for work to arrive (`arrival(of:count:)`).
  private struct ArrivalWaiter {
    let ticket: Int
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
    let board: Int

    func resume() {
      WaitBoard.leave(board)
      continuation.resume()
    }
  }

  private let state = Locked(State())
  /// Whether work whose task is cancelled leaves the gate at once.
  private let leavesWhenCancelled: Bool

  /// A gate that holds nothing yet.
  /// - Parameter whenCancelled: what becomes of work whose task is cancelled while it waits.
  public init(whenCancelled: Cancellation = .leaves) {
    self.leavesWhenCancelled = whenCancelled == .leaves
  }

  /// Counts the arrival of work named `name`, then waits for a permit for that name (or, for
  /// a gate whose cancelled work leaves, for the task to be cancelled).
  public func pass(_ name: String) async {
    let ticket = state.withLock { state in
      state.nextTicket += 1
      return state.nextTicket
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let (resumed, goesOn): ([ArrivalWaiter], Bool) = state.withLock { state in
          state.arrived[name, default: 0] += 1
          let count = state.arrived[name]!
          let (ready, waiting) = (state.arrivalWaiters[name] ?? []).partitioned {
            $0.count <= count
          }
          state.arrivalWaiters[name] = waiting
          if leavesWhenCancelled, Task.isCancelled {
            return (ready, true)
          }
          if let permits = state.permits[name], permits > 0 {
            state.permits[name] = permits - 1
            return (ready, true)
          }
          let board = WaitBoard.park(at: "gate \"\(name)\"")
          state.held[name, default: []].append(
            Held(ticket: ticket, continuation: continuation, board: board))
          return (ready, false)
        }
        for waiter in resumed { waiter.resume() }
        if goesOn { continuation.resume() }
      }
    } onCancel: {
      guard leavesWhenCancelled else { return }
      let left = state.withLock { state -> Held? in
        guard let index = state.held[name]?.firstIndex(where: { $0.ticket == ticket }) else {
          return nil
        }
        return state.held[name]?.remove(at: index)
      }
      left?.resume()
    }
  }

  /// Lets one piece of work named `name` through: the one waiting longest, or, when none
  /// waits, the next to arrive.
  public func release(_ name: String) {
    let waiter: Held? = state.withLock { state in
      if var held = state.held[name], !held.isEmpty {
        let first = held.removeFirst()
        state.held[name] = held
        return first
      }
      state.permits[name, default: 0] += 1
      return nil
    }
    waiter?.resume()
  }

  /// How many pieces of work named `name` have arrived so far: a piece is counted before it
  /// waits, so work that is held has always been counted.
  public func arrivals(of name: String) -> Int {
    state.withLock { $0.arrived[name, default: 0] }
  }

  /// Returns once `count` pieces of work named `name` have arrived in all, or its task is
  /// cancelled.
  public func arrival(of name: String, count: Int = 1) async {
    let ticket = state.withLock { state in
      state.nextTicket += 1
      return state.nextTicket
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let arrivedAlready = state.withLock { state in
          if state.arrived[name, default: 0] >= count || Task.isCancelled { return true }
          let board = WaitBoard.park(at: "\(count) × \"\(name)\" at a gate")
          state.arrivalWaiters[name, default: []].append(
            ArrivalWaiter(ticket: ticket, count: count, continuation: continuation, board: board))
          return false
        }
        if arrivedAlready { continuation.resume() }
      }
    } onCancel: {
      let left = state.withLock { state -> ArrivalWaiter? in
        guard let index = state.arrivalWaiters[name]?.firstIndex(where: { $0.ticket == ticket })
        else { return nil }
        return state.arrivalWaiters[name]?.remove(at: index)
      }
      left?.resume()
    }
  }

  /// How many pieces of work wait at the gate now, under each name that has any: work let
  /// through, or cancelled and gone, is no longer counted.
  public var held: [String: Int] {
    state.withLock { state in
      state.held.compactMapValues { $0.isEmpty ? nil : $0.count }
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
