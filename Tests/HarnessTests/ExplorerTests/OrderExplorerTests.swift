import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookTesting

/// Four pieces of work held at a `WorkGate`, let go in each order; each records `done N` as
/// it ends. A model that is right in every order passes all 24; one that goes wrong only when
/// the last piece is let go first is caught, named by a replay line, and fails the same way
/// every time that line is replayed.
@Suite("Explorer: every order, the failing one replayed", .tags(.ordering), .backstop)
struct OrderExplorerTests {
  /// Runs the four pieces in `order` and returns what they recorded. With `lastFirstBug`,
  /// the last piece, if it ends before any other, records the first one's name.
  static func fourPieces(in order: ArrivalOrder, lastFirstBug: Bool) async throws -> OrderOutcome {
    let scene = Scene("four pieces")
    let gate = WorkGate()
    let log = Locked<[String]>([])
    let pieces = (0..<4).map { piece in
      scene.start("piece \(piece)") {
        await gate.pass("piece \(piece)")
        log.withLock { log in
          let wrong = lastFirstBug && piece == 3 && log.isEmpty
          log.append("done \(wrong ? 0 : piece)")
        }
      }
    }
    for piece in 0..<4 { try await scene.arrival(of: "piece \(piece)", at: gate) }
    for piece in order.indices {
      gate.release("piece \(piece)")
      try await scene.ended("piece \(piece)", pieces[piece])
    }
    return .events(log.current, expected: order.indices.map { "done \($0)" })
  }

  @Test("A model right in every order passes all 24, and nothing is reported")
  func rightInEveryOrder() async {
    var exploration: Exploration?
    let failures = await FailureSink.capturingAsync {
      exploration = await OrderExplorer(ArrivalOrders(count: 4, replay: nil)).explore { order in
        try await Self.fourPieces(in: order, lastFirstBug: false)
      }
    }
    #expect(failures.isEmpty)
    #expect(exploration?.ran == 24)
    #expect(exploration?.failed == [])
  }

  @Test("A bug in the orders where the last piece goes first is caught, with its replay line")
  func catchesTheLastFirstOrders() async {
    var exploration: Exploration?
    let failures = await FailureSink.capturingAsync {
      exploration = await OrderExplorer(ArrivalOrders(count: 4, replay: nil)).explore { order in
        try await Self.fourPieces(in: order, lastFirstBug: true)
      }
    }
    // Break it: run the identity order alone, and the bug is never seen.
    #expect(exploration?.failed.count == 6)
    #expect(exploration?.failed.allSatisfy { $0.indices.first == 3 } == true)
    #expect(failures.count == 1, "one issue for the six failing orders")
    let report = failures.first ?? ""
    #expect(report.contains("Order 3,0,1,2 failed: orders 24/24, 6 failed; also 3,0,2,1"))
    #expect(report.contains("Replay it alone: WORKBOOK_ORDER=3,0,1,2 swift test"))
    #expect(report.contains("actual    bbcd"), "\(report)")
  }

  @Test("The replay line reruns its order alone and fails the same way, 10 times in 10")
  func replayFailsTenInTen() async {
    var reports: [String] = []
    for _ in 1...10 {
      let orders = ArrivalOrders(count: 4, replay: "3,0,1,2")
      var exploration: Exploration?
      let failures = await FailureSink.capturingAsync {
        exploration = await OrderExplorer(orders).explore { order in
          try await Self.fourPieces(in: order, lastFirstBug: true)
        }
      }
      // Break it: ignore the replay line, and all 24 orders run again.
      #expect(exploration?.ran == 1)
      reports += failures
    }
    #expect(reports.count == 10)
    #expect(Set(reports).count == 1, "the same failure every time")
    #expect(reports.first?.contains("Order 3,0,1,2 failed: order 3,0,1,2 alone") == true)
  }

  @Test("Checks inside an order are reported once, with the order that failed them")
  func checksInsideAnOrder() async {
    let failures = await FailureSink.capturingAsync {
      await OrderExplorer(ArrivalOrders(count: 2, replay: nil), names: ["image", "news"]).explore {
        order in
        order.expect(order.indices.first == 0, "the news came first")
        return .drawn(["news"], expected: ["image"])
      }
    }
    // Break it: record an order's checks as issues at once, and this captures two texts.
    #expect(failures.count == 1)
    let report = failures.first ?? ""
    #expect(report.hasPrefix("the news came first\nOrder 1,0 (news, image) failed: orders 2/2"))
    #expect(report.contains(" swift test --filter checksInsideAnOrder\nexpected  a\nactual    b"))
  }

  @Test("An order replayed alone draws the random inputs it drew among all the orders")
  func replayDrawsTheSameInputs() async {
    // Each order's seed, which `RandomInputs.current` draws from (the draws themselves are
    // one stream per seed for the whole process, so a second run here would go on it).
    let draws = Locked<[ArrivalOrder: UInt64]>([:])
    let explorer = OrderExplorer(ArrivalOrders(count: 3, replay: nil))
    await explorer.explore { order in
      draws.withLock { $0[order] = SeededRandom.seedForCurrentTest }
      return .checked
    }
    var alone: UInt64?
    await OrderExplorer(ArrivalOrders(count: 3, replay: "2,0,1")).explore { _ in
      alone = SeededRandom.seedForCurrentTest
      return .checked
    }
    // Break it: let every order draw from the test's one stream, and the order run alone
    // draws first what it drew fifth among the others.
    #expect(alone == draws.current[ArrivalOrder([2, 0, 1])])
    #expect(Set(draws.current.values).count == 6, "each order a stream of its own")
  }

  @Test("Told to, it stops at the first failing order, and says how many ran")
  func stopsAtTheFirstFailure() async {
    var exploration: Exploration?
    let failures = await FailureSink.capturingAsync {
      exploration = await OrderExplorer(
        ArrivalOrders(count: 4, replay: nil), stopsAtFirstFailure: true
      ).explore { order in
        try await Self.fourPieces(in: order, lastFirstBug: true)
      }
    }
    // Break it: ignore `stopsAtFirstFailure`, and all 24 run, 6 of them failing.
    #expect(exploration?.ran == 19)
    #expect(exploration?.failed == [ArrivalOrder([3, 0, 1, 2])])
    #expect(failures.first?.contains("orders 24/24, 1 failed (stopped there, 19 run)") == true)
  }
}
