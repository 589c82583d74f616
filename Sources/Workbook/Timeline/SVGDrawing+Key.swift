extension SVGDrawing {
  /// One line saying how to read the picture: a sample of each mark, then what it means.
  mutating func drawLegend() {
    y += 4
    let mid = y + 9
    let blue = SVG.hex(TimelinePalette.mainActor)
    // Each mark is drawn from x = 0 and moved into place after the caption before it.
    var legend: [(mark: String, width: Double, caption: String)] = [
      (
        SVG.rect(
          x: 0, y: mid - 7, width: 26, height: 14,
          [("rx", "3"), ("fill", blue), ("stroke", SVG.hex(TimelinePalette.mainActor.darker))]),
        26, "work, from start to end, in the lane where it ran"
      ),
      (Self.diamond(at: 6, mid: mid, half: 7, fill: blue), 12, "an instant"),
    ]
    if !framesOnAxis.isEmpty {
      legend.append(
        (
          SVG.rect(x: 0, y: mid - 8, width: 1.2, height: 16, [("fill", "#3d4451")]), 2,
          "a frame drawn"
        ))
    }
    if !timeline.hangs.isEmpty {
      legend.append(
        (
          SVG.rect(
            x: 0, y: mid - 7, width: 26, height: 14,
            [("rx", "3"), ("fill", SVG.hex(TimelinePalette.hang))]),
          26, "a hang: no frame for \(Milliseconds.text(Hang.threshold)) or more"
        ))
    }
    legend.append(("", 0, "letters: see the key below"))
    var cursor = Self.margin
    var line = 0.0  // how far below the first line of the legend the current one is
    let caption: Attributes = [
      ("fill", "#333333"), ("font-family", Self.sans), ("font-size", "12"),
    ]
    for entry in legend {
      let captionWidth = Double(entry.caption.count) * 6.9
      let needed = (entry.mark.isEmpty ? 0 : entry.width + 5) + captionWidth
      if cursor > Self.margin && cursor + needed > width - Self.margin {
        cursor = Self.margin
        line += 20
      }
      if !entry.mark.isEmpty {
        let move = "translate(\(SVG.number(cursor)) \(SVG.number(line)))"
        add("<g transform=\"\(move)\">" + entry.mark + "</g>")
        cursor += entry.width + 5
      }
      add(SVG.text(entry.caption, x: cursor, y: mid + line + 4, caption))
      cursor += captionWidth + 20
    }
    y += 24 + line
  }

  /// A diamond centred on `x`, `mid`, for an instant.
  static func diamond(at x: Double, mid: Double, half: Double, fill: String, stroke: String? = nil)
    -> String
  {
    let points = [(x, mid - half), (x + 6, mid), (x, mid + half), (x - 6, mid)]
      .map { "\(SVG.number($0.0)),\(SVG.number($0.1))" }
    var attributes: Attributes = [
      ("d", "M" + points.joined(separator: " L") + " Z"), ("fill", fill),
    ]
    if let stroke { attributes.append(("stroke", stroke)) }
    return SVG.element("path", attributes)
  }

  /// The key under the lanes: for each letter, its label, lane and time (and task), in as
  /// many columns as fit the width, then a line per hang. The same entries as the text
  /// timeline's key.
  mutating func drawKeyTable() {
    let entries = timeline.keyEntries
    guard !entries.isEmpty else { return }
    add(
      SVG.text(
        "Key", x: Self.margin, y: y + 16,
        [
          ("font-weight", "bold"), ("font-size", "14"), ("font-family", Self.sans),
          ("fill", Self.ink),
        ]))
    add(
      SVG.text(
        "letter · label · lane · time since the run began", x: Self.margin + 40, y: y + 16,
        [("fill", Self.faint), ("font-size", "12"), ("font-family", Self.sans)]))
    y += 26
    let columns = Self.keyColumns(entries, room: width - 2 * Self.margin)
    let pitch = 17.0
    let text: Attributes = [("font-size", "12"), ("fill", Self.ink)]
    var left = Self.margin
    for column in columns {
      for (row, entry) in column.entries.enumerated() {
        let top = y + Double(row) * pitch
        add(
          SVG.rect(
            x: left, y: top + 1, width: 15, height: 15,
            [("rx", "2"), ("fill", SVG.hex(entry.color))]))
        add(
          SVG.text(
            String(entry.key), x: left + 7.5, y: top + 13,
            text + [("font-weight", "bold"), ("text-anchor", "middle")]))
        add(SVG.text(entry.label, x: left + column.labelX, y: top + 13, text))
        add(
          SVG.text(
            entry.lane, x: left + column.laneX, y: top + 13, text + [("fill", Self.faint)]))
        add(SVG.text(entry.time, x: left + column.timeX, y: top + 13, text))
        if let task = entry.task {
          add(
            SVG.text(
              "task: \(task)", x: left + column.taskX, y: top + 13, text + [("fill", Self.faint)]))
        }
      }
      left += column.width + Self.keyGap
    }
    let perColumn = columns.map(\.entries.count).max() ?? 0
    y += Double(perColumn) * pitch
    if timeline.unkeyedCount > 0 {
      let more = timeline.unkeyedCount
      add(
        SVG.text(
          "… \(more) more, drawn as \(Timeline.unkeyedMark) (hover a mark for its label)",
          x: Self.margin, y: y + 14, text))
      y += pitch
    }
  }

  /// The space between two columns of the key.
  static let keyGap = 28.0

  /// A column of the key: its entries and where each of their fields starts.
  struct KeyColumn {
    var entries: ArraySlice<Timeline.KeyEntry>
    var labelX = 22.0
    var laneX: Double
    var timeX: Double
    var taskX: Double
    var width: Double
  }

  /// The key's entries in as many columns as fit `room` (at most four), filled top to bottom,
  /// each column as wide as its own longest entry.
  static func keyColumns(_ entries: [Timeline.KeyEntry], room: Double) -> [KeyColumn] {
    var result: [KeyColumn] = []
    for count in stride(from: min(4, entries.count), through: 1, by: -1) {
      let perColumn = (entries.count + count - 1) / count
      result = stride(from: 0, to: entries.count, by: perColumn).map { (first: Int) -> KeyColumn in
        let slice = entries[first..<min(first + perColumn, entries.count)]
        /// As wide as the longest of `lengths` characters, and `margin` more.
        func width(of lengths: [Int], margin: Int) -> Double {
          Double((lengths.max() ?? 0) + margin) * keyCharWidth
        }
        let label = width(of: slice.map(\.label.count), margin: 2)
        let lane = width(of: slice.map(\.lane.count), margin: 2)
        let time = width(of: slice.map(\.time.count), margin: 2)
        let tasks = slice.compactMap(\.task?.count)
        let task = tasks.isEmpty ? 0 : width(of: tasks, margin: 6)
        let laneX: Double = 22 + label
        return KeyColumn(
          entries: slice, laneX: laneX, timeX: laneX + lane, taskX: laneX + lane + time,
          width: laneX + lane + time + task)
      }
      let total = result.map(\.width).reduce(0, +) + Double(result.count - 1) * keyGap
      if total <= room { break }
    }
    return result
  }
}
