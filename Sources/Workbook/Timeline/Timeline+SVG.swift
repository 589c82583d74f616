extension Timeline {
  /// The timeline as a standalone SVG document, to open in a browser: one row per lane with its
  /// name, a bar per span whose tooltip names it, the main actor's hangs shaded red, and an axis
  /// in milliseconds.
  ///
  /// Text has room for a few dozen keys; an SVG has room for every bar, and a tooltip for every
  /// label. Labels are XML-escaped, so any label makes a well-formed document.
  /// - Parameter width: the document's width in pixels, at least 320.
  public func svg(width: Int = 960) -> String {
    let width = Double(max(width, 320))
    var heading: [String] = []
    var y = 8.0
    if let title {
      heading.append(
        SVG.text(title, x: 8, y: y + 14, [("font-size", "14"), ("font-weight", "bold")]))
      y += 24
    }
    if events.isEmpty && hangs.isEmpty {
      heading.append(SVG.text("The trace is empty: no events were recorded.", x: 8, y: y + 14))
      return Self.document(width: width, height: y + 28, title: title, body: heading)
    }
    let trackX = 150.0
    let scale = TimelineScale(duration: duration, length: Int(width - trackX - 24))
    let x = { (time: Duration) in trackX + scale.position(time) }
    let axisY = y + 14
    let lanesTop = axisY + 8
    var backgrounds: [String] = []
    var shading: [String] = []
    var marks: [String] = []
    y = lanesTop
    for (index, lane) in lanes.enumerated() {
      let color = SVG.hex(TimelinePalette.color(of: lane))
      let members = items.indices.filter { items[$0].lane == index }
      let rows = Self.packRows(members.map { pixels(of: items[$0], on: scale) }, maxRows: 8)
      let height = Double((rows.max() ?? 0) + 1) * 22 + 6
      if index.isMultiple(of: 2) {
        backgrounds.append(
          SVG.rect(x: 0, y: y, width: width, height: height, [("fill", "#f3f4f6")]))
      }
      backgrounds.append(SVG.text(lane.name, x: 8, y: y + 17, [("fill", "#222222")]))
      if lane.kind == .mainActor {
        shading += hangs.map { hangShading($0, top: y, height: height, x: x) }
      }
      for (position, item) in members.enumerated() {
        let top = y + 3 + Double(rows[position]) * 22
        marks.append(mark(for: items[item], top: top, x: x, color: color))
      }
      y += height
    }
    var axis: [String] = []
    for (number, tick) in scale.ticks(maxCount: max(2, scale.length / 80)).enumerated() {
      let tickX = SVG.number(x(.milliseconds(tick.milliseconds)))
      axis.append(
        SVG.element(
          "line",
          [
            ("x1", tickX), ("y1", SVG.number(lanesTop)), ("x2", tickX), ("y2", SVG.number(y)),
            ("stroke", "#d0d4da"),
          ]))
      let anchor = number == 0 ? "start" : "middle"
      axis.append(
        SVG.text(
          "\(tick.label) ms", x: x(.milliseconds(tick.milliseconds)), y: axisY,
          [("fill", "#666666"), ("text-anchor", anchor)]))
    }
    let body = heading + backgrounds + axis + shading + marks
    return Self.document(width: width, height: y + 8, title: title, body: body)
  }

  /// A red rectangle over the main actor's lane for the time of a hang.
  private func hangShading(_ hang: Hang, top: Double, height: Double, x: (Duration) -> Double)
    -> String
  {
    let end = hang.start + hang.duration
    let tip =
      "hang \(TimelineScale.format(hang.duration)) ms, "
      + "\(TimelineScale.format(hang.start))–\(TimelineScale.format(end)) ms"
    return SVG.rect(
      x: x(hang.start), y: top, width: max(x(end) - x(hang.start), 1), height: height,
      [("fill", SVG.hex(TimelinePalette.hang)), ("fill-opacity", "0.35")],
      content: SVG.title(tip))
  }

  /// The pixels an item covers, for stacking overlapping items on separate rows.
  private func pixels(of item: Item, on scale: TimelineScale) -> ClosedRange<Int> {
    let start = Int(scale.position(item.start))
    guard item.kind == .span else { return (start - 6)...(start + 6) }
    return start...max(Int(scale.position(item.end ?? duration)), start + 2)
  }

  /// A bar for a span (outlined with dashes if it never ended) or a diamond for anything
  /// else, with a tooltip that names it.
  private func mark(for item: Item, top: Double, x: (Duration) -> Double, color: String)
    -> String
  {
    var tip = "\(item.label) · \(lanes[item.lane].name) · \(Self.timeText(of: item))"
    if let task = item.task { tip += " · task: \(task)" }
    let start = x(item.start)
    guard item.kind == .span else {
      let (left, right, mid) = (start - 5, start + 5, top + 8)
      let path = [(start, top), (right, mid), (start, top + 16), (left, mid)]
        .map { "\(SVG.number($0.0)),\(SVG.number($0.1))" }
      let diamond = SVG.element(
        "path",
        [("d", "M" + path.joined(separator: " L") + " Z"), ("fill", color), ("stroke", "#333333")])
      return "<g>" + SVG.title(tip) + diamond + "</g>"
    }
    let width = max(x(item.end ?? duration) - start, 2)
    let dashes = item.isOpenSpan ? "3 2" : "none"
    var group = "<g>" + SVG.title(tip)
    group += SVG.rect(
      x: start, y: top, width: width, height: 16,
      [
        ("rx", "3"), ("fill", color), ("stroke", "#333333"),
        ("stroke-opacity", item.isOpenSpan ? "1" : "0"), ("stroke-dasharray", dashes),
      ])
    let room = Int((width - 6) / 6.6)  // characters that fit, at about 6.6 pixels each
    if room >= 3 {
      let label = TextCanvas.truncate(item.label, to: room)
      group += SVG.text(label, x: start + 3, y: top + 12, [("fill", "#111111")])
    }
    return group + "</g>"
  }

  private static func document(width: Double, height: Double, title: String?, body: [String])
    -> String
  {
    let (w, h) = (SVG.number(width), SVG.number(height))
    let open = SVG.start(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h),
        ("viewBox", "0 0 \(w) \(h)"), ("font-family", "ui-monospace, Menlo, Consolas, monospace"),
        ("font-size", "11"),
      ])
    let lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      open,
      SVG.title(title ?? "Timeline"),
      SVG.rect(x: 0, y: 0, width: width, height: height, [("fill", "#ffffff")]),
    ]
    return (lines + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }
}
