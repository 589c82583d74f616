import WorkbookTools

/// The orders an exploration runs: every order of up to `exhaustiveLimit` things, a seeded
/// sample of more, or the one order `WORKBOOK_ORDER` names.
///
/// Five things have 120 orders, which a suite can afford; six have 720, and the count grows
/// from there, so above five a sample is drawn from the seed (the same on every run, and
/// another with another `WORKBOOK_SEED`). The sample always holds, for each thing, an order in
/// which it arrives first and one in which it arrives last: the orders a bug that assumes
/// "this one is never first" or "never last" fails in.
public struct ArrivalOrders: Sendable {
  /// The most things whose every order is run.
  public static let exhaustiveLimit = 5
  /// How many orders a sample holds, at least.
  public static let sampleSize = 100

  /// How many things are ordered.
  public let count: Int
  /// The orders, in the order they run.
  public let orders: [ArrivalOrder]
  /// What was chosen, for a report: `orders 24/24`, `orders 100 of 720 (seed 4711)` or
  /// `order 2,0,3,1 alone (WORKBOOK_ORDER)`.
  public let summary: String

  /// The orders of `count` things.
  /// - Parameters:
  ///   - seed: where a sample is drawn from; the running test's seed by default.
  ///   - shownSeed: the seed a report names, the one a reader sets to draw it again.
  ///   - replay: `2,0,3,1`, to run that order alone (`WORKBOOK_ORDER` by default). An order
  ///     of another number of things is ignored: it belongs to another scenario.
  public init(
    count: Int, seed: UInt64 = SeededRandom.seedForCurrentTest,
    shownSeed: UInt64 = SeededRandom.baseSeed, replay: String? = WorkbookVariable.order.value
  ) {
    precondition(count > 0, "nothing to order")
    self.count = count
    let total = ArrivalOrder.factorial(count)
    if let replay, let order = ArrivalOrder(parsing: replay, count: count) {
      orders = [order]
      summary = "order \(order.text) alone (\(WorkbookVariable.order.name))"
    } else if let total, count <= Self.exhaustiveLimit {
      orders = ArrivalOrder.all(of: count)
      summary = "orders \(total)/\(total)"
    } else {
      orders = Self.sample(of: count, seed: seed)
      let of = total.map(String.init) ?? "\(count)!"
      summary = "orders \(orders.count) of \(of) (seed \(shownSeed))"
    }
  }

  /// At least `sampleSize` different orders (all of them, if there are fewer), starting with
  /// each thing first and each thing last.
  static func sample(of count: Int, seed: UInt64) -> [ArrivalOrder] {
    var random = SeededRandom(seed: seed)
    let wanted = min(ArrivalOrder.factorial(count) ?? .max, max(sampleSize, 2 * count))
    var chosen: [ArrivalOrder] = []
    var seen: Set<ArrivalOrder> = []
    func add(_ indices: [Int]) {
      let order = ArrivalOrder(indices)
      if seen.insert(order).inserted { chosen.append(order) }
    }
    for thing in 0..<count {
      let others = (0..<count).filter { $0 != thing }
      add([thing] + others.shuffled(using: &random))
      add(others.shuffled(using: &random) + [thing])
    }
    while chosen.count < wanted {
      add(Array(0..<count).shuffled(using: &random))
    }
    return chosen
  }
}
