extension Timeline {
  /// The most rows a lane stacks overlapping spans on; more share the last row.
  static let maxRowsPerLane = 4

  /// Draws the timeline as text: an axis in milliseconds, one lane per row (more when spans
  /// overlap), the main actor's hangs under its lane, and a key that names every bar.
  ///
  /// - Parameters:
  ///   - width: the most columns a line may use; narrower than 20 is drawn as 20.
  ///   - color: whether to colour lanes and hangs with escape codes. Without colour the text
  ///     holds no escape codes at all.
  /// - Returns: the drawing, each line ending in `"\n"`.
  public func render(width: Int, color: Bool) -> String {
    let width = max(width, Terminal.widthRange.lowerBound)
    var canvas = TextCanvas(width: width)
    if let title {
      canvas.addLine(TextCanvas.truncate(title, to: width), style: .init(bold: true))
    }
    if events.isEmpty && hangs.isEmpty {
      canvas.addLine(TextCanvas.truncate("The trace is empty: no events were recorded.", to: width))
      return canvas.render(color: color)
    }
    let nameWidth = min(lanes.map(\.name.count).max() ?? 0, max(8, width / 4))
    let scale = TimelineScale(start: start, duration: duration, length: width - nameWidth - 1)
    let trackX = nameWidth + 1
    drawAxis(on: &canvas, scale: scale, trackX: trackX)
    for index in lanes.indices {
      drawLane(index, on: &canvas, scale: scale, trackX: trackX, nameWidth: nameWidth)
      if lanes[index].kind == .mainActor && !hangs.isEmpty {
        drawHangs(on: &canvas, scale: scale, trackX: trackX)
      }
    }
    canvas.addLine()
    drawKey(on: &canvas, nameWidth: nameWidth)
    return canvas.render(color: color)
  }

  private func drawAxis(on canvas: inout TextCanvas, scale: TimelineScale, trackX: Int) {
    let style = TextCanvas.Style(color: TimelinePalette.axis)
    let labels = canvas.addLine()
    let rule = canvas.addLine()
    canvas.write("ms", line: labels, column: 0, style: style)
    canvas.write(
      String(repeating: "-", count: scale.length), line: rule, column: trackX, style: style)
    var free = 0  // the first column a tick label may start in without touching the last one
    for tick in scale.ticks(maxCount: max(2, scale.length / 10)) {
      let column = scale.column(.milliseconds(tick.milliseconds))
      canvas.write("+", line: rule, column: trackX + column, style: style)
      if column >= free && column + tick.label.count <= scale.length {
        canvas.write(tick.label, line: labels, column: trackX + column, style: style)
        free = column + tick.label.count + 1
      }
    }
  }

  private func drawLane(
    _ lane: Int, on canvas: inout TextCanvas, scale: TimelineScale, trackX: Int, nameWidth: Int
  ) {
    let style = TextCanvas.Style(color: TimelinePalette.color(of: lanes[lane]))
    let members = items.indices.filter { items[$0].lane == lane }
    let ranges = members.map { columns(of: items[$0], on: scale) }
    let rows = Self.packRows(ranges, maxRows: Self.maxRowsPerLane)
    let first = canvas.addLine()
    for _ in 0..<(rows.max() ?? 0) { canvas.addLine() }
    let name = TextCanvas.truncate(lanes[lane].name, to: nameWidth)
    canvas.write(name, line: first, column: 0, style: style)
    for (position, index) in members.enumerated() {
      let key = itemKeys[index] ?? Self.unkeyedMark
      let line = first + rows[position]
      let column = trackX + ranges[position].lowerBound
      canvas.write(
        Self.bar(for: items[index], length: ranges[position].count), line: line, column: column,
        style: style)
      canvas.write(
        String(key), line: line, column: column, style: .init(color: style.color, bold: true))
    }
  }

  /// The columns an item covers: a span from its start to its end (or to the end of the trace
  /// if it has none), anything else one column.
  func columns(of item: Item, on scale: TimelineScale) -> ClosedRange<Int> {
    guard item.kind == .span else { return scale.columns(from: item.start, to: item.start) }
    return scale.columns(from: item.start, to: item.end ?? duration)
  }

  /// `a=====|` for a span, `a====>` for one that never ended, `a` for an instant; the first
  /// character is overwritten by the item's key.
  static func bar(for item: Item, length: Int) -> String {
    guard item.kind == .span, length > 1 else { return " " }
    let end = item.isOpenSpan ? ">" : "|"
    return " " + String(repeating: "=", count: length - 2) + end
  }

  private func drawHangs(on canvas: inout TextCanvas, scale: TimelineScale, trackX: Int) {
    let style = TextCanvas.Style(color: TimelinePalette.hang)
    let line = canvas.addLine()
    canvas.write("hang", line: line, column: 0, style: style)
    let ranges = hangs.map { scale.columns(from: $0.start, to: $0.start + $0.duration) }
    for range in ranges {
      canvas.write(
        String(repeating: "^", count: range.count), line: line, column: trackX + range.lowerBound,
        style: style)
    }
    // Each hang's duration goes right of its carets if there is room, else left of them.
    for (hang, range) in zip(hangs, ranges) {
      let text = TimelineScale.format(hang.duration) + " ms"
      func fits(at start: Int) -> Bool {
        guard start - 1 >= trackX, start + text.count <= canvas.width else { return false }
        let last = min(start + text.count, canvas.width - 1)  // one blank after, if not the edge
        return canvas.isBlank(line: line, columns: (start - 1)...last)
      }
      let after = trackX + range.upperBound + 2
      let before = trackX + range.lowerBound - 1 - text.count
      if let start = [after, before].first(where: fits) {
        canvas.write(text, line: line, column: start, style: style)
      }
    }
  }
}
