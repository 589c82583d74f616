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

extension WatchedNetwork {
  /// Starts the tasks, then lets the response to `first` arrive before the response to
  /// `second`, whatever the structure of the code under test, and waits for every task.
  ///
  /// `first` is let through as soon as it is asked for; `second` is held at the gate until
  /// `first` is done, or until nothing can happen without `second` (one task that shows
  /// both only once both have come, one task doing `second` first): the scene settles, and
  /// `second` is let through. The test, not timing, decides the order, and the trace shows
  /// the order the code caused. The network must be gated.
  /// - Returns: the tasks, ended.
  /// - Throws: `SceneStuck` when a task is still waiting once both responses were let
  ///   through and nothing of the work can run, naming what each task waits for.
  @discardableResult
  func play(
    first: Request, then second: Request, start: () -> [Task<Void, Never>]
  ) async throws -> [Task<Void, Never>] {
    server.release(first.name)  // a permit: `first` goes through the moment it is asked for
    let tasks = enter(start)
    if try await asks(for: second.name) {
      // `second` is held: `first` is done while it waits, or never.
      _ = try await records("“\(first.done)” while \(second.name) is held") {
        first.isDone($0.label)
      }
    }
    // Asked for, or never (code that gives up after a failed first step): a permit then.
    server.release(second.name)
    try await ended(tasks, "every task it started to end, both responses let through")
    return tasks
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
