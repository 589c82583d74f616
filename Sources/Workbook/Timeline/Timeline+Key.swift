extension Timeline {
  /// One line of the key: what a letter on the lanes stands for. The text timeline and the SVG
  /// draw the same entries, so a letter means the same in both.
  struct KeyEntry {
    var key: Character
    var label: String
    var lane: String
    var time: String
    var task: String?
    var color: RGBA
  }

  /// The key: a line per keyed item, or per group of like items (`keyGroups`), in the order
  /// they began, then a line per hang (keyed `^`).
  var keyEntries: [KeyEntry] {
    var entries: [KeyEntry] = []
    for (number, group) in keyGroups.enumerated() {
      guard let key = Self.key(forItem: number), let first = group.first else { break }
      let item = items[first]
      let lane = lanes[item.lane]
      let members = group.map { items[$0] }
      entries.append(
        KeyEntry(
          key: key, label: Self.groupLabel(members.map(\.label)), lane: lane.name,
          time: Self.timeText(of: members), task: group.count == 1 ? item.task : nil,
          color: TimelinePalette.color(of: lane)))
    }
    for hang in hangs {
      entries.append(
        KeyEntry(
          key: Self.hangKey, label: Self.hangText(hang), lane: IsolationDomain.mainActor.name,
          time: Self.timeText(of: hang), color: TimelinePalette.hang))
    }
    return entries
  }

  /// The key of the hangs' line.
  static let hangKey: Character = "^"

  /// `hang 412.0 ms`.
  static func hangText(_ hang: Hang) -> String {
    "hang \(TimelineScale.format(hang.duration)) ms"
  }

  /// `12.0–424.0 ms`.
  static func timeText(of hang: Hang) -> String {
    "\(TimelineScale.format(hang.start))–\(TimelineScale.format(hang.start + hang.duration)) ms"
  }

  /// Draws the key under the lanes, so that labels stay readable when bars are narrow:
  /// `a  decode 640×480   main actor   12.0–345.6 ms`, then a line per hang.
  func drawKey(on canvas: inout TextCanvas, nameWidth: Int) {
    let entries = keyEntries

    // Key, label, lane and time, in columns; when the label would be cut too short, the
    // lane goes first (the row the letter is drawn in names it too).
    let timeWidth = entries.map(\.time.count).max() ?? 0
    let longest = entries.map(\.label.count).max() ?? 0
    let withLanes = canvas.width - (3 + 2 + nameWidth + 2 + timeWidth)
    let showsLanes = withLanes >= min(longest, 16)
    let labelSpace = showsLanes ? withLanes : canvas.width - (3 + 2 + timeWidth)
    let labelWidth = min(longest, max(6, labelSpace))
    for entry in entries {
      var text = Self.padded(TextCanvas.truncate(entry.label, to: labelWidth), to: labelWidth)
      if showsLanes {
        text += "  " + Self.padded(TextCanvas.truncate(entry.lane, to: nameWidth), to: nameWidth)
      }
      text += "  " + Self.padded(entry.time, to: timeWidth)
      if let task = entry.task, 3 + text.count + 8 + task.count <= canvas.width {
        text += "  task: \(task)"
      }
      let line = canvas.addLine()
      canvas.write(
        String(entry.key), line: line, column: 0, style: .init(color: entry.color, bold: true))
      canvas.write(text, line: line, column: 3)
    }
    if unkeyedCount > 0 {
      let more = unkeyedCount
      canvas.addLine(
        TextCanvas.truncate("… \(more) more, drawn as \(Self.unkeyedMark)", to: canvas.width))
    }
  }

  /// How many items have no letter: those past the key's last line, drawn as `unkeyedMark`.
  var unkeyedCount: Int { itemKeys.filter { $0 == nil }.count }

  /// When a key line's items happened: one item's time, or for a group from the first one's
  /// start to the latest end among them.
  static func timeText(of members: [Item]) -> String {
    guard members.count > 1, let first = members.first else {
      return members.first.map(timeText(of:)) ?? ""
    }
    let start = TimelineScale.format(first.start)
    let finish = TimelineScale.format(members.map { $0.end ?? $0.start }.max() ?? first.start)
    return finish == start ? "\(start) ms" : "\(start)–\(finish) ms"
  }

  /// When an item happened: `12.0–345.6 ms` for a span, `12.0 ms` for an instant, and for a
  /// span too short to show at this precision (`12.0–12.0 ms` would read as a typo).
  static func timeText(of item: Item) -> String {
    let start = TimelineScale.format(item.start)
    switch item.kind {
    case .span:
      guard let end = item.end else { return "\(start) ms, no end" }
      let finish = TimelineScale.format(end)
      return finish == start ? "\(start) ms" : "\(start)–\(finish) ms"
    case .instant: return "\(start) ms"
    case .strayEnd: return "\(start) ms, end only"
    }
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
