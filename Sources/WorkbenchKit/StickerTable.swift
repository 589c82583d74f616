import Foundation

/// The sticker work's figures as the workbench prints them: for each arrangement its median
/// wall time, its speedup over the sequential one, and beside them the process's CPU time over
/// its wall time; then the sequential work on photos half the size.
///
/// Made from figures, not from runs, so that a test can give it figures and read the table.
package struct StickerTable {
  /// One arrangement's runs: their wall times, and their CPU/wall ratios, in seconds.
  package struct Row {
    package var name: String
    package var wall: [Double] = []
    package var cores: [Double] = []

    package init(name: String, wall: [Double] = [], cores: [Double] = []) {
      self.name = name
      self.wall = wall
      self.cores = cores
    }
  }

  /// The arrangements, the sequential one first: the speedups are over it.
  package var rows: [Row]
  /// The sequential work on photos half the size.
  package var halfSize: Row
  /// The sizes of the half-size photos: `640×480`.
  package var halfSizes: [String]

  package init(rows: [Row], halfSize: Row, halfSizes: [String]) {
    self.rows = rows
    self.halfSize = halfSize
    self.halfSizes = halfSizes
  }

  /// The table, then the half-size line.
  package func render() -> String {
    let base = median(rows.first?.wall ?? [])
    var lines = [
      pad("stage", 12) + pad("wall (median)", 16) + pad("speedup", 10) + "CPU time ÷ wall time"
    ]
    for row in rows {
      let wall = median(row.wall)
      lines.append(
        pad(row.name, 12) + pad(String(format: "%.0f ms", wall * 1000), 16)
          + pad(String(format: "%.2f×", base / wall), 10)
          + String(format: "%.2f", median(row.cores)))
    }
    let smaller = median(halfSize.wall)
    lines.append("")
    lines.append(
      "sequential at half the size (\(halfSizes.joined(separator: ", "))): "
        + String(format: "%.0f ms, %.2f× as fast", smaller * 1000, base / smaller))
    return lines.joined(separator: "\n")
  }

  /// The middle value, the higher of the two middle ones for an even count; 0 for none.
  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
  }
}
