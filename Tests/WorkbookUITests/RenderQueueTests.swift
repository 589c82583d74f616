import Dispatch
import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// The renderer's queue is serial, as SwiftUI's rendering is: a second work given to it while
/// one runs waits for that one to end. One renderer draws one frame at a time anyway, so no
/// frame can show it; two works given to the queue at once can.
@Suite("WorkbookUI: the renderer's queue", .tags(.ordering), .backstop)
struct RenderQueueTests {
  @Test("The renderer's queue runs one work at a time: a second one waits for the first to end")
  func oneWorkAtATime() async {
    let queue = RenderQueue(label: "one at a time")
    let record = Locked<[String]>([])
    let firstIn = DispatchSemaphore(value: 0)
    let secondTried = DispatchSemaphore(value: 0)
    let secondIn = DispatchSemaphore(value: 0)
    // The first work holds the queue until the second has been tried, then gives it every
    // chance to run beside it: a queue that lets two run at once runs the second in `sync`,
    // on the thread that tries it, at once.
    let first = Task {
      await queue.run {
        record.withLock { $0.append("first in") }
        firstIn.signal()
        secondTried.wait()
        // SLEEP-OK: on a serial queue the second work never comes while this one runs, and
        // no record can say "never": this bound is how long the first one holds the queue,
        // not how an order is chosen. Beside it, the second runs within microseconds.
        _ = secondIn.wait(timeout: .now() + .milliseconds(500))
        record.withLock { $0.append("first out") }
      }
    }
    // CANCEL-OK: the thread always ends, once the first work has let the queue go.
    await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
      Thread {
        firstIn.wait()
        secondTried.signal()
        queue.queue.sync {
          record.withLock { $0.append("second in") }
          secondIn.signal()
        }
        ended.resume()
      }.start()
    }
    await first.value
    // Break it: make the queue concurrent in RenderQueue's initializer
    // (`attributes: .concurrent`), and the second work runs while the first holds the queue.
    #expect(record.current == ["first in", "first out", "second in"])
  }
}
