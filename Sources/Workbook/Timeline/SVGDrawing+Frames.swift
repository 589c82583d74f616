extension SVGDrawing {
  /// The frames the main actor drew, in order, that fall on the axis.
  var framesOnAxis: [Duration] {
    timeline.frames.filter { $0 >= timeline.start && $0 <= timeline.duration }.sorted()
  }

  /// The frames track: a tick for every frame drawn, and between two frames further apart
  /// than one frame interval a red box saying how many frames were missed there. Nothing when
  /// the timeline has no frames.
  mutating func drawFrames() {
    let frames = framesOnAxis
    guard !frames.isEmpty else { return }
    let top = y
    let height = 34.0
    backgrounds.append(
      SVG.rect(x: 0, y: top, width: width, height: height, [("fill", "#eef1f5")]))
    backgrounds.append(
      SVG.text(
        "frames", x: Self.margin + 12, y: top + 15,
        [("fill", Self.ink), ("font-family", Self.sans), ("font-size", "13")]))
    backgrounds.append(
      SVG.text(
        "| drawn, red: missed", x: Self.margin + 12, y: top + 28,
        [("fill", Self.faint), ("font-family", Self.sans), ("font-size", "10")]))
    for (before, after) in zip(frames, frames.dropFirst()) {
      let missed = Int(((after - before) / timeline.frameInterval).rounded()) - 1
      guard missed > 0 else { continue }
      let left = x(before)
      let boxWidth = max(x(after) - left, 1)
      let word = missed == 1 ? "frame" : "frames"
      let tip =
        "\(missed) \(word) missed, \(TimelineScale.format(before))–"
        + "\(TimelineScale.format(after)) ms"
      var group = "<g>" + SVG.title(tip)
      group += SVG.rect(
        x: left, y: top + 5, width: boxWidth, height: height - 10,
        [("fill", SVG.hex(TimelinePalette.hang)), ("fill-opacity", "0.35")])
      let text = "\(missed) missed"
      if Double(text.count) * Self.charWidth + 8 <= boxWidth {
        group += SVG.text(
          text, x: left + boxWidth / 2, y: top + 21,
          [("fill", "#7a1c1c"), ("text-anchor", "middle"), ("font-weight", "bold")])
      }
      front.append(group + "</g>")
    }
    // One path for all the ticks: a run can draw thousands of frames.
    let ticks = frames.map { frame in
      "M\(SVG.number(x(frame))),\(SVG.number(top + 8))v\(SVG.number(height - 16))"
    }
    front.append(
      SVG.element(
        "path", [("d", ticks.joined()), ("stroke", "#3d4451"), ("stroke-width", "1.2")],
        content: SVG.title("\(frames.count) frames drawn")))
    y += height
  }
}
