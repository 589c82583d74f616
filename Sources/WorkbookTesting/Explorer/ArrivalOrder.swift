import Foundation
import WorkbookTools

/// One order in which a scenario lets its held things go: `[2, 0, 3, 1]` releases the third
/// thing first, then the first, the fourth and the second.
///
/// It is named by a one-line replay, `WORKBOOK_ORDER=2,0,3,1`: set in the environment, it makes
/// the explorer run this order alone, so a failure found among 24 orders is rerun by itself.
public struct ArrivalOrder: Sendable, Hashable, CustomStringConvertible {
  /// The positions of the held things, in the order they are let go.
  public let indices: [Int]

  /// The order the explorer is running now, if any: a test's seeded inputs
  /// (`RandomInputs.current`) draw from a stream of this order's own, so an order replayed
  /// alone gets the inputs it had among all the others.
  @TaskLocal public static var current: ArrivalOrder?

  /// An order of `indices`, which must hold each of `0..<indices.count` once.
  public init(_ indices: [Int]) {
    precondition(
      indices.sorted() == Array(indices.indices), "\(indices) is not an order of its positions")
    self.indices = indices
  }

  /// Reads `2,0,3,1` as an order of `count` things, or nil if it is not one (a typo, or the
  /// order of another scenario, with another number of things).
  public init?(parsing text: String, count: Int) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == parts.count, numbers.sorted() == Array(0..<count) else { return nil }
    indices = numbers
  }

  /// How many things it orders.
  public var count: Int { indices.count }

  /// `things` in this order: the first one let go first.
  public func arranged<Thing>(_ things: [Thing]) -> [Thing] {
    precondition(things.count == count, "an order of \(count) things, given \(things.count)")
    return indices.map { things[$0] }
  }

  /// `2,0,3,1`.
  public var text: String { indices.map(String.init).joined(separator: ",") }

  /// `WORKBOOK_ORDER=2,0,3,1`: the line that reruns this order alone.
  public var replay: String { "\(WorkbookVariable.order.name)=\(text)" }

  public var description: String { replay }

  /// Every order of `count` things, the identity first, in lexicographic order: 6 for
  /// three, 24 for four.
  public static func all(of count: Int) -> [ArrivalOrder] {
    permutations(of: Array(0..<count)).map(ArrivalOrder.init)
  }

  /// `count!`, or nil when that would not fit an `Int`.
  public static func factorial(_ count: Int) -> Int? {
    var product = 1
    for factor in stride(from: 2, through: max(count, 1), by: 1) {
      let (next, overflow) = product.multipliedReportingOverflow(by: factor)
      guard !overflow else { return nil }
      product = next
    }
    return product
  }

  private static func permutations(of elements: [Int]) -> [[Int]] {
    guard elements.count > 1 else { return [elements] }
    return elements.indices.flatMap { index in
      var rest = elements
      let first = rest.remove(at: index)
      return permutations(of: rest).map { [first] + $0 }
    }
  }
}
