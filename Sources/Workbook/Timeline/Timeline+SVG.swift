extension Timeline {
  /// The timeline as a standalone SVG document that explains itself when printed or pasted
  /// into a slide, laid out like a profiler's track view: the title and the summary line, a
  /// legend, a time axis in milliseconds, a track of the frames drawn with the missed ones
  /// marked, one lane per place code ran with each span a named bar, the main actor's hangs
  /// with their duration written on them, and under it all the key of every letter.
  ///
  /// Labels are XML-escaped, so any label makes a well-formed document.
  /// - Parameter width: the document's width in pixels, at least 480.
  public func svg(width: Int = 1000) -> String {
    var drawing = SVGDrawing(width: Double(max(width, 480)), timeline: self)
    drawing.drawHeading()
    if events.isEmpty && hangs.isEmpty {
      drawing.add(
        SVG.text(
          "The trace is empty: no events were recorded.", x: SVGDrawing.margin, y: drawing.y + 14
        ))
      drawing.y += 28
      return drawing.document()
    }
    drawing.drawLegend()
    drawing.drawAxisLabels()
    let tracksTop = drawing.y
    drawing.drawFrames()
    var mainLane: ClosedRange<Double>?
    for index in lanes.indices {
      let range = drawing.drawLane(index)
      if lanes[index].kind == .mainActor { mainLane = range }
    }
    drawing.drawGrid(from: tracksTop, to: drawing.y)
    if let mainLane { drawing.drawHangShading(from: tracksTop, to: mainLane.upperBound) }
    drawing.y += 12
    drawing.drawKeyTable()
    return drawing.document()
  }
}

/// An SVG timeline being drawn, top to bottom: where the next part goes, and the elements
/// drawn so far in layers, so that grid lines and shading sit under the bars whatever order
/// the parts are drawn in.
struct SVGDrawing {
  let width: Double
  let timeline: Timeline
  let scale: TimelineScale
  /// The top of the next part.
  var y = 0.0
  /// Lane backgrounds, then the time grid, then hang shading, then the marks hidden in piles
  /// (under the letters of the marks they pile on), then everything else.
  var backgrounds: [String] = []
  var grid: [String] = []
  var shading: [String] = []
  var piled: [String] = []
  var front: [String] = []

  static let margin = 16.0
  /// Lane names go left of this; the time axis runs from here to the right margin.
  static let trackX = 160.0
  /// The width of a character of the monospaced font at 11 px (bars) and 12 px (key).
  static let charWidth = 6.7
  static let keyCharWidth = 7.3
  static let sans = "DejaVu Sans, Helvetica, Arial, sans-serif"
  static let ink = "#1f2328"
  static let faint = "#57606a"

  init(width: Double, timeline: Timeline) {
    self.width = width
    self.timeline = timeline
    let length = Int(width - Self.trackX - Self.margin)
    scale = TimelineScale(start: timeline.start, duration: timeline.duration, length: length)
  }

  /// The horizontal position of `time` on the tracks.
  func x(_ time: Duration) -> Double {
    Self.trackX + scale.position(time)
  }

  mutating func add(_ element: String) {
    front.append(element)
  }

  /// The title, then the summary line, broken between its parts if it is too long.
  mutating func drawHeading() {
    y = 10
    if let title = timeline.title {
      add(
        SVG.text(
          title, x: Self.margin, y: y + 18,
          [
            ("font-size", "18"), ("font-weight", "bold"), ("font-family", Self.sans),
            ("fill", Self.ink),
          ]))
      y += 28
    }
    guard let summary = timeline.summary else { return }
    let room = Int((width - 2 * Self.margin) / 7.4)  // characters of 13 px sans that fit
    for line in Self.wrap(summary, separator: " · ", width: room) {
      add(
        SVG.text(
          line, x: Self.margin, y: y + 15,
          [("font-size", "13"), ("font-family", Self.sans), ("fill", "#333333")]))
      y += 19
    }
  }

  /// `text` cut into lines of at most `width` characters between its parts (the separator
  /// ends a line that continues), or as one line if a part is too long anyway.
  static func wrap(_ text: String, separator: String, width: Int) -> [String] {
    let parts = text.components(separatedBy: separator)
    var lines: [String] = []
    var line = ""
    for part in parts {
      if line.isEmpty {
        line = part
      } else if line.count + separator.count + part.count <= width {
        line += separator + part
      } else {
        lines.append(line + separator.trimmingSuffixSpaces)
        line = part
      }
    }
    lines.append(line)
    return lines
  }

  /// The track's time labels, `N ms`, above the tracks, and the axis's name.
  mutating func drawAxisLabels() {
    y += 6
    add(
      SVG.text(
        "time (ms)", x: Self.margin, y: y + 12,
        [("fill", Self.faint), ("font-family", Self.sans), ("font-size", "12")]))
    let ticks = scale.ticks(maxCount: max(2, scale.length / 90))
    for (number, tick) in ticks.enumerated() {
      let tickX = x(.milliseconds(tick.milliseconds))
      let anchor = tickX - Self.trackX < 20 ? "start" : number == ticks.count - 1 ? "end" : "middle"
      add(
        SVG.text(
          "\(tick.label) ms", x: tickX, y: y + 12,
          [("fill", Self.faint), ("text-anchor", anchor)]))
    }
    y += 18
  }

  /// A vertical line at every tick, over the tracks.
  mutating func drawGrid(from top: Double, to bottom: Double) {
    for tick in scale.ticks(maxCount: max(2, scale.length / 90)) {
      let tickX = SVG.number(x(.milliseconds(tick.milliseconds)))
      grid.append(
        SVG.element(
          "line",
          [
            ("x1", tickX), ("y1", SVG.number(top)), ("x2", tickX), ("y2", SVG.number(bottom)),
            ("stroke", "#d0d4da"), ("stroke-width", "1"),
          ]))
    }
  }

  /// The whole document.
  func document() -> String {
    let height = y + Self.margin
    let (w, h) = (SVG.number(width), SVG.number(height))
    let open = SVG.start(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", w), ("height", h),
        ("viewBox", "0 0 \(w) \(h)"),
        ("font-family", "DejaVu Sans Mono, Menlo, Consolas, monospace"), ("font-size", "11"),
      ])
    let lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      open,
      SVG.title(timeline.title ?? "Timeline"),
      SVG.rect(x: 0, y: 0, width: width, height: height, [("fill", "#ffffff")]),
    ]
    let body = backgrounds + grid + shading + piled + front
    return (lines + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }
}

extension String {
  /// The string without its trailing spaces.
  fileprivate var trimmingSuffixSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
