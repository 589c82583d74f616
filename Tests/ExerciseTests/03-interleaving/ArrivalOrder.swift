import Foundation
import Workbook
import WorkbookTesting

/// One request of a chapter 3 grader test, as the code under test records it: `load NAME`
/// on the main actor before the request goes out, then the request at the server.
struct Request {
  /// The name on the server.
  let name: String
  /// What the view records when the work of this request is done: `display 4×3`, or `error`
  /// for any error.
  private(set) var done: String

  init(_ url: URL, done: String) {
    name = url.lastPathComponent
    self.done = done
  }

  /// The same request, done when any error is shown: for a request the server fails.
  var failing: Request {
    var request = self
    request.done = "error"
    return request
  }

  /// What the code under test records before it sends the request.
  var load: String { "load \(name)" }

  /// Whether `label` says the work is done: `done` itself, or any error when `done` is
  /// `error`.
  nonisolated func isDone(_ label: String) -> Bool {
    label == done || (done == "error" && label.hasPrefix("error "))
  }
}

extension TestNetwork {
  /// Starts the tasks, then lets the response to `first` arrive before the response to
  /// `second`, whatever the structure of the code under test, and waits for every task.
  ///
  /// `first` is let through as soon as it is asked for; `second` is held at the gate until
  /// `first` is done, if its work was started, so the test, not timing, decides the order.
  /// No structure hangs it: if `first` is only asked for after `second`'s response (one task
  /// doing `second` first), `second` is let through and the trace shows the order it caused.
  ///
  /// How it knows what was started: tasks made by `start` are queued on the main actor before
  /// this function first suspends, and run in that order, so by the time the test is back on
  /// the main actor after `second`'s request, every task has reached its first suspension
  /// and recorded its `load` line. This server must be gated.
  /// - Returns: the tasks, finished.
  @discardableResult
  func play(
    first: Request, then second: Request, start: () -> [Task<Void, Never>]
  ) async -> [Task<Void, Never>] {
    server.release(first.name)  // a permit: `first` goes through the moment it is asked for
    let tasks = traced(start)
    await requestOrEnd(second.name, of: tasks)
    let labels = trace.labels
    if labels.contains(first.load), !labels.contains(where: first.isDone) {
      // `first` is on its way: wait until the kit shows it done (or until a task finishes),
      // never for a whole task alone: one task holding both requests (`async let`) cannot
      // finish while `second` is held.
      let trace = trace
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          _ = await trace.firstEvent { $0.source == .kit && first.isDone($0.label) }
        }
        for task in tasks { group.addTask { await task.value } }
        await group.next()
        server.release(second.name)
        group.cancelAll()
      }
    } else {
      server.release(second.name)
    }
    for task in tasks { await task.value }
    return tasks
  }

  /// Returns once `name` is asked for, or once every task has finished without asking for it
  /// (code that gives up after a failed first step): the test then reads what the tasks did,
  /// instead of waiting for a request that will never come until its time limit.
  private func requestOrEnd(_ name: String, of tasks: [Task<Void, Never>]) async {
    let server = server
    // Whichever comes first lets the test through the gate; the other only leaves a permit
    // no one uses. The server's wait for a request cannot be cancelled: when the tasks end
    // first, it is left waiting, and its release, if the request ever comes, changes nothing.
    let either = Gate()
    Task {
      await server.waitForRequest(name)
      either.release("either")
    }
    Task {
      for task in tasks { await task.value }
      either.release("either")
    }
    await either.pass("either")
  }
}

extension Trace {
  /// Where `label` first occurs among the labels, or nil.
  func firstIndex(ofLabel label: String) -> Int? {
    labels.firstIndex(of: label)
  }
}

extension Array {
  /// The two elements of a pair, first and second: an order of two requests.
  var pair: (Element, Element) {
    precondition(count == 2, "a pair, given \(count)")
    return (self[0], self[1])
  }
}
