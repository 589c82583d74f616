import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Puts on the `WaitBoard` each kit request while it passes through URLSession's own queues,
/// where no task of the caller's runs: from the call to `data(from:)` until the request
/// reaches its URL protocol, and from the protocol's answer until it reaches the task that
/// awaits it.
///
/// Without it, a test harness that finds nothing of a scene left to run could take either
/// moment for the end. Measured on Linux with Swift 6.3.1: URLSession asks the protocol
/// classes whether they take a request (`canInit`) in the caller's own job, before the
/// caller suspends, so the request is put on the board in the caller's scene; and it hands an
/// answer to the awaiting task from its delegate queue, one operation at a time, so an
/// operation queued there after the answer runs once the task has been resumed.
enum RequestsOnTheirWay {
  private struct Asked {
    let board: Int
    let trace: Trace
  }

  /// Requests asked for and not yet started, by URL, oldest first.
  private static let asked = Locked<[URL: [Asked]]>([:])

  /// A request for `url` was made by the running task: called from `canInit`. A request of
  /// no scene (made outside any trace) is nobody's to wait for, and is not put on the board.
  static func ask(_ url: URL) {
    guard let trace = Trace.current else { return }
    WaitBoard.claimRunningTask()  // the asking task is resumed with the answer
    let board = WaitBoard.begin(
      "passing a request for \(url.lastPathComponent) to its protocol", for: trace.id)
    asked.withLock { $0[url, default: []].append(Asked(board: board, trace: trace)) }
  }

  /// The request for `url` has reached its protocol: runs `start` (which starts the task
  /// that answers it) in the scene of the task that asked, then takes the request off the
  /// board. The answer's task is then the scene's, and counted as such.
  static func started<Result>(_ url: URL, _ start: () -> Result) -> Result {
    let first = asked.withLock { asked -> Asked? in
      guard var list = asked[url], !list.isEmpty else { return nil }
      let first = list.removeFirst()
      asked[url] = list.isEmpty ? nil : list
      return first
    }
    guard let first else { return start() }
    defer { WaitBoard.end(first.board) }
    return Trace.$current.withValue(first.trace, operation: start)
  }

  /// Puts the answer to `url` on the board until it reaches its task: call before the
  /// protocol's last call to its client, and `delivered` with the place returned after it.
  static func answering(_ url: URL) -> Int? {
    guard let scene = Trace.current?.id else { return nil }
    return WaitBoard.begin(
      "handing the answer for \(url.lastPathComponent) to its task", for: scene)
  }

  /// The protocol has made its last call to its client for the answer at `board`: once the
  /// session's delegate queue has run what that call queued there, the answer has reached
  /// its task.
  static func delivered(_ board: Int?) {
    guard let board else { return }
    URLSession.shared.delegateQueue.addOperation { WaitBoard.end(board) }
  }
}
