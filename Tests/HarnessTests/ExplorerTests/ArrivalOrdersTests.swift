import Testing
import WorkbookTesting

/// Which orders an exploration runs: every one of up to five things, a seeded sample of more
/// that holds each thing first and last, or the one a replay line names.
@Suite("Explorer: the orders it runs", .tags(.ordering))
struct ArrivalOrdersTests {
  @Test("Up to five things, every order runs, each once")
  func everyOrderOfFewThings() {
    for count in 1...5 {
      let orders = ArrivalOrders(count: count, replay: nil)
      let total = ArrivalOrder.factorial(count)!
      // Break it: run only the identity order, and 1 of 24 is not 24/24.
      #expect(orders.orders.count == total)
      #expect(Set(orders.orders).count == total)
      #expect(orders.summary == "orders \(total)/\(total)")
    }
    #expect(ArrivalOrders(count: 3, replay: nil).orders.first?.indices == [0, 1, 2])
  }

  @Test("Above five, a seeded sample of 100 holds each thing first and each thing last")
  func sampleAboveFive() {
    let sample = ArrivalOrders(count: 6, seed: 7, shownSeed: 4711, replay: nil)
    #expect(sample.summary == "orders 100 of 720 (seed 4711)")
    #expect(Set(sample.orders).count == 100)
    // It starts with each thing first, then last: 100 random orders of 6 would hold them
    // too, most likely, but 120 of 60 things would miss some.
    let ends = sample.orders.prefix(12).map { [$0.indices.first!, $0.indices.last!] }
    #expect(
      ends.enumerated().allSatisfy { $0.element[$0.offset % 2 == 0 ? 0 : 1] == $0.offset / 2 })
    let many = ArrivalOrders(count: 60, seed: 7, replay: nil)
    #expect(many.orders.count == 120)
    for thing in 0..<60 {
      // Break it: draw the sample at random alone, and some thing is never first or last.
      #expect(many.orders.contains { $0.indices.first == thing }, "\(thing) first")
      #expect(many.orders.contains { $0.indices.last == thing }, "\(thing) last")
    }
    let again = ArrivalOrders(count: 6, seed: 7, shownSeed: 4711, replay: nil)
    let other = ArrivalOrders(count: 6, seed: 8, shownSeed: 4711, replay: nil)
    #expect(again.orders == sample.orders)
    #expect(other.orders != sample.orders)
  }

  @Test("A replay line runs its order alone; a line for another number of things is ignored")
  func replayRunsOneOrder() {
    let replay = ArrivalOrders(count: 4, replay: "2,0,3,1")
    #expect(replay.orders.map(\.indices) == [[2, 0, 3, 1]])
    #expect(replay.summary == "order 2,0,3,1 alone (WORKBOOK_ORDER)")
    #expect(replay.orders.first?.replay == "WORKBOOK_ORDER=2,0,3,1")
    // Three numbers order three things, not four; `0,0,1,2` orders nothing.
    #expect(ArrivalOrders(count: 4, replay: "2,0,1").orders.count == 24)
    #expect(ArrivalOrders(count: 4, replay: "0,0,1,2").orders.count == 24)
    #expect(ArrivalOrder(parsing: " 1, 0", count: 2)?.indices == [1, 0])
    #expect(ArrivalOrder([2, 0, 1]).arranged(["a", "b", "c"]) == ["c", "a", "b"])
  }
}
