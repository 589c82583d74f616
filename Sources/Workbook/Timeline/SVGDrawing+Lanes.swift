extension SVGDrawing {
  static let rowPitch = 24.0
  static let barHeight = 18.0
  /// The height of the band over the main actor's lane that names its hangs.
  static let hangBand = 22.0
  /// The most rows a lane stacks overlapping items on; more share the last row.
  static let maxRows = 8

  /// Draws one lane: its name, then its items, stacked on rows where they overlap, and over
  /// the main actor's lane a band naming each hang.
  /// - Returns: the lane's top and bottom.
  mutating func drawLane(_ index: Int) -> ClosedRange<Double> {
    let lane = timeline.lanes[index]
    let color = TimelinePalette.color(of: lane)
    let members = timeline.items.indices.filter { timeline.items[$0].lane == index }
    let footprints = members.map { footprint(of: $0) }
    let rows = Timeline.packRows(footprints, maxRows: Self.maxRows)
    let top = y
    let band = lane.kind == .mainActor && !timeline.hangs.isEmpty ? Self.hangBand : 0
    let height = band + max(Double((rows.max() ?? 0) + 1) * Self.rowPitch + 6, 44)
    if index.isMultiple(of: 2) {
      backgrounds.append(
        SVG.rect(x: 0, y: top, width: width, height: height, [("fill", "#f4f5f7")]))
    }
    backgrounds.append(
      SVG.rect(
        x: Self.margin, y: top + band + 6, width: 6, height: Self.barHeight,
        [("fill", SVG.hex(color))]))
    backgrounds.append(
      SVG.text(
        lane.name, x: Self.margin + 12, y: top + band + 19,
        [("fill", Self.ink), ("font-family", Self.sans), ("font-size", "13")]))
    backgrounds.append(
      SVG.text(
        Self.subtitle(of: lane), x: Self.margin + 12, y: top + band + 33,
        [("fill", Self.faint), ("font-family", Self.sans), ("font-size", "10")]))
    if band > 0 { drawHangBand(top: top + 2) }
    // Items past the last row pile up on it. Their letters would print over one another into
    // a black blot, so a pile shows the first item's letter and `+N` for the others, which
    // the key and the tooltips still name. A pile keeps room for its count after it (before
    // it at the right edge): an item that starts in that room joins the pile, so no count
    // overlaps a letter or another count.
    let room = Self.pileCountRoom(forItems: members.count)
    var pile: (start: Int, end: Int, count: Int)?
    for (position, item) in members.enumerated() {
      let rowTop = top + band + 6 + Double(rows[position]) * Self.rowPitch
      var piled = false
      if rows[position] == Self.maxRows - 1 {
        let footprint = footprints[position]
        if let current = pile, footprint.lowerBound <= current.end + room {
          pile = (current.start, max(current.end, footprint.upperBound), current.count + 1)
          piled = true
        } else {
          drawPileCount(pile, top: rowTop)
          pile = (footprint.lowerBound, footprint.upperBound, 0)
        }
      }
      drawItem(item, top: rowTop, color: color, lettered: !piled)
    }
    drawPileCount(pile, top: top + band + 6 + Double(Self.maxRows - 1) * Self.rowPitch)
    y += height
    return top...y
  }

  /// The pixels a pile keeps free after its end: twice its widest `+N` and a gap, so that
  /// neither a count after the pile nor the next pile's count before it (at the right edge)
  /// reaches another.
  static func pileCountRoom(forItems count: Int) -> Int {
    2 * (Int((Double("+\(count)".count) * pileCountCharWidth).rounded(.up)) + 3)
  }

  /// The width of a character of a pile's count, at 10 px.
  static let pileCountCharWidth = 6.1

  /// What a lane is, in a few words under its name, for a reader new to the terms.
  static func subtitle(of lane: Timeline.Lane) -> String {
    switch lane.kind {
    case .mainActor: "the UI's actor"
    case .actor: "one job at a time"
    case .pool: "shared pool thread"
    case .network: "simulated server"
    }
  }

  /// The pixels an item takes on its row, letter and gap included, for stacking items that
  /// would touch onto separate rows.
  private func footprint(of index: Int) -> ClosedRange<Int> {
    let item = timeline.items[index]
    let start = x(item.start)
    guard item.kind == .span else {
      return lettersLeft(of: start + 6)
        ? Int(start - 20)...Int(start + 7) : Int(start - 7)...Int(start + 20)
    }
    let width = barWidth(of: item)
    guard labelInside(item, width: width) == nil, width < 14 else {
      return Int(start)...Int(start + width + 3)
    }
    return lettersLeft(of: start + width)
      ? Int(start - 14)...Int(start + width + 3) : Int(start)...Int(start + width + 15)
  }

  /// Whether a letter after `x` would run past the right edge, and so goes before the mark.
  private func lettersLeft(of x: Double) -> Bool {
    x + 14 > width - 2
  }

  private func barWidth(of item: Timeline.Item) -> Double {
    max(x(item.end ?? timeline.duration) - x(item.start), 2)
  }

  /// What is written inside a bar of `width`: the whole label if it fits, else the key letter
  /// if it fits, else nothing (the letter is written after the bar). Never part of a label.
  private func labelInside(_ item: Timeline.Item, width: Double) -> String? {
    if Double(item.label.count) * Self.charWidth + 8 <= width { return item.label }
    return nil
  }

  /// `+N` after a pile of items on a lane's last row (before it, at the right edge), for the
  /// `N` drawn without a letter.
  private mutating func drawPileCount(
    _ pile: (start: Int, end: Int, count: Int)?, top: Double
  ) {
    guard let pile, pile.count > 0 else { return }
    let text = "+\(pile.count)"
    let attributes: Attributes = [("fill", Self.faint), ("font-size", "10")]
    if Double(pile.end) + 2 + Double(text.count) * Self.pileCountCharWidth <= width - 2 {
      add(SVG.text(text, x: Double(pile.end) + 1, y: top + 13, attributes))
    } else {
      add(
        SVG.text(
          text, x: Double(pile.start) - 1, y: top + 13, attributes + [("text-anchor", "end")]))
    }
  }

  /// A bar for a span (outlined with dashes if it never ended), or a diamond for anything
  /// else, with a tooltip naming it; its key letter beside it or on it, unless `lettered` is
  /// false (an item hidden in a pile).
  private mutating func drawItem(_ index: Int, top: Double, color: RGBA, lettered: Bool = true) {
    let item = timeline.items[index]
    let key = String(timeline.itemKeys[index] ?? Timeline.unkeyedMark)
    var tip =
      "\(item.label) · \(timeline.lanes[item.lane].name) · \(Timeline.timeText(of: item))"
    if let task = item.task { tip += " · task: \(task)" }
    let start = x(item.start)
    let fill = SVG.hex(color)
    let stroke = SVG.hex(color.darker)
    var group = "<g>" + SVG.title(tip)
    let letter: Attributes = [("font-weight", "bold"), ("fill", Self.ink), ("font-size", "12")]
    guard item.kind == .span else {
      let mid = top + Self.barHeight / 2
      group += Self.diamond(
        at: start, mid: mid, half: Self.barHeight / 2, fill: fill, stroke: stroke)
      guard lettered else {
        piled.append(group + "</g>")
        return
      }
      group +=
        lettersLeft(of: start + 6)
        ? SVG.text(key, x: start - 8, y: top + 13, letter + [("text-anchor", "end")])
        : SVG.text(key, x: start + 8, y: top + 13, letter)
      add(group + "</g>")
      return
    }
    let width = barWidth(of: item)
    group += SVG.rect(
      x: start, y: top, width: width, height: Self.barHeight,
      [
        ("rx", "3"), ("fill", fill), ("stroke", stroke), ("stroke-width", "1"),
        ("stroke-dasharray", item.isOpenSpan ? "4 2" : "none"),
      ])
    if !lettered {
      // In a pile: the pile's `+N` stands for it, and its mark goes under the letters.
      piled.append(group + "</g>")
      return
    } else if let label = labelInside(item, width: width) {
      group += SVG.text(label, x: start + 4, y: top + 13, [("fill", Self.ink)])
    } else if width >= 14 {
      group += SVG.text(
        key, x: start + width / 2, y: top + 13, letter + [("text-anchor", "middle")])
    } else if lettersLeft(of: start + width) {
      group += SVG.text(key, x: start - 3, y: top + 13, letter + [("text-anchor", "end")])
    } else {
      group += SVG.text(key, x: start + width + 3, y: top + 13, letter)
    }
    add(group + "</g>")
  }

  /// A red band at the top of the main actor's lane for each hang, its duration written on it
  /// (beside it, in red, when the band is too short to hold it).
  ///
  /// A label written beside its band may cover neither another hang's band nor a label written
  /// already: hangs close together would otherwise have their words run into each other. A
  /// hang whose label fits nowhere keeps its band and its tooltip, and the key lists it.
  private mutating func drawHangBand(top: Double) {
    let bands = timeline.hangs.map { hang in
      let start = x(hang.start)
      return start...(start + max(x(hang.start + hang.duration) - start, 2))
    }
    var written: [ClosedRange<Double>] = []
    for (index, hang) in timeline.hangs.enumerated() {
      let band = bands[index]
      let (start, width) = (band.lowerBound, band.upperBound - band.lowerBound)
      let text = Timeline.hangText(hang)
      let tip = "\(text), \(Timeline.timeText(of: hang)): the main actor drew no frame"
      var group = "<g>" + SVG.title(tip)
      group += SVG.rect(
        x: start, y: top, width: width, height: Self.hangBand - 4,
        [("rx", "3"), ("fill", SVG.hex(TimelinePalette.hang))])
      let bold: Attributes = [("font-weight", "bold"), ("font-size", "12")]
      let textWidth = Double(text.count) * Self.keyCharWidth
      let taken = bands.indices.filter { $0 != index }.map { bands[$0] } + written
      let canvas = 4...(self.width - 4)
      let isFree = { (range: ClosedRange<Double>) -> Bool in
        canvas.lowerBound <= range.lowerBound && range.upperBound <= canvas.upperBound
          && !taken.contains { $0.overlaps(range) }
      }
      let right = (start + width + 4)...(start + width + 4 + textWidth)
      let left = (start - 4 - textWidth)...(start - 4)
      if textWidth + 10 <= width {
        group += SVG.text(
          text, x: start + width / 2, y: top + 13,
          bold + [("fill", "#ffffff"), ("text-anchor", "middle")])
      } else if isFree(right) {
        group += SVG.text(text, x: right.lowerBound, y: top + 13, bold + [("fill", "#b42318")])
        written.append(right)
      } else if isFree(left) {
        group += SVG.text(
          text, x: left.upperBound, y: top + 13,
          bold + [("fill", "#b42318"), ("text-anchor", "end")])
        written.append(left)
      }
      add(group + "</g>")
    }
  }

  /// A light red shading over the frames track and the main actor's lane for each hang, so
  /// the missing frames and the work that caused them line up.
  mutating func drawHangShading(from top: Double, to bottom: Double) {
    for hang in timeline.hangs {
      let start = x(hang.start)
      let width = max(x(hang.start + hang.duration) - start, 1)
      shading.append(
        SVG.rect(
          x: start, y: top, width: width, height: bottom - top,
          [("fill", SVG.hex(TimelinePalette.hang)), ("fill-opacity", "0.14")]))
    }
  }
}

typealias Attributes = SVG.Attributes

extension RGBA {
  /// The colour at 70 % brightness: the outline of a bar of this colour.
  var darker: RGBA {
    RGBA(
      UInt8(Double(red) * 0.7), UInt8(Double(green) * 0.7), UInt8(Double(blue) * 0.7))
  }
}
