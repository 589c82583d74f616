extension Timeline {
  /// Stacks ranges that overlap onto separate rows, first fit, so nested or interleaved spans
  /// in one lane stay visible. Past `maxRows`, ranges share the last row.
  /// - Returns: the row of each range, in order.
  static func packRows(_ ranges: [ClosedRange<Int>], maxRows: Int) -> [Int] {
    var rowEnds: [Int] = []
    var rows: [Int] = []
    for range in ranges {
      if let row = rowEnds.firstIndex(where: { $0 < range.lowerBound }) {
        rowEnds[row] = range.upperBound
        rows.append(row)
      } else if rowEnds.count < maxRows {
        rowEnds.append(range.upperBound)
        rows.append(rowEnds.count - 1)
      } else {
        rowEnds[maxRows - 1] = max(rowEnds[maxRows - 1], range.upperBound)
        rows.append(maxRows - 1)
      }
    }
    return rows
  }
}
