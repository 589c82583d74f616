import Workbook

/// Lays out and draws one frame's description, on the renderer's queue: every `@Sendable`
/// callback of the frame is called from here, and records where it ran.
struct Drawing {
  /// What a frame drew, handed back to the main actor.
  struct Output: Sendable {
    var size: Size
    var items: [DrawnItem] = []
    /// Each `onGeometryChange` transform's value, by the modifier's id.
    var geometry: [String: any Sendable] = [:]
    /// Each scale's value in this frame, animated or not, by the modifier's id.
    var presented: [String: Double] = [:]
  }

  /// The frame clock's rate: frames are numbered, and an animation's time is counted in them.
  static let framesPerSecond = 60.0

  static func seconds(_ frames: Int) -> Double { Double(frames) / framesPerSecond }

  private let frame: Int
  private let animations: [String: ActiveAnimation]
  private let trace: Trace
  private let queue: RenderQueue
  private var output: Output

  static func draw(
    _ tree: Node, width: Double, frame: Int, animations: [String: ActiveAnimation],
    trace: Trace, queue: RenderQueue
  ) -> Output {
    let size = Measure.size(of: tree, proposal: ProposedViewSize(width: width, height: nil))
    var drawing = Drawing(
      frame: frame, animations: animations, trace: trace, queue: queue,
      output: Output(size: Size(width: width, height: size.height)))
    drawing.place(tree, in: Rect(x: 0, y: 0, width: width, height: size.height), style: Style())
    return drawing.output
  }

  /// Every `scaleEffect` in the tree: its id and the value it asks for.
  static func scaleTargets(in node: Node) -> [(String, Double)] {
    switch node {
    case .text, .shape: []
    case .scale(let id, let target, let child): [(id, target)] + scaleTargets(in: child)
    case .stack(_, _, let children), .layout(_, let children):
      children.flatMap { scaleTargets(in: $0) }
    case .frame(_, _, let child), .effect(_, let child), .geometry(_, _, let child),
      .tap(_, let child), .view(_, let child):
      scaleTargets(in: child)
    }
  }

  /// What the effects above a node do to it.
  private struct Style {
    var scale = 1.0
    var blur = 0.0
    var opacity = 1.0
  }

  private func record(_ label: String) {
    trace.record(label, domain: queue.currentDomain())
  }

  private mutating func place(_ node: Node, in rect: Rect, style: Style) {
    switch node {
    case .text(let string, let color):
      output.items.append(
        DrawnItem(
          kind: .text(string), rect: rect, color: color, path: nil, scale: style.scale,
          blur: style.blur, opacity: style.opacity))
    case .shape(let shape, let color):
      record("path \(type(of: shape))")
      output.items.append(
        DrawnItem(
          kind: .shape(String(describing: type(of: shape))), rect: rect, color: color,
          path: shape.path(in: rect), scale: style.scale, blur: style.blur,
          opacity: style.opacity))
    case .stack(let axis, let spacing, let children):
      placeStack(axis, spacing: spacing, children, in: rect, style: style)
    case .layout(let layout, let children):
      record("layout \(type(of: layout))")
      let subviews = children.map { LayoutSubview(node: $0, placement: .init()) }
      layout.placeSubviews(
        in: rect, proposal: ProposedViewSize(width: rect.width, height: rect.height),
        subviews: subviews)
      for subview in subviews {
        let placed =
          subview.placement.rect
          ?? Rect(origin: rect.origin, size: subview.sizeThatFits(.unspecified))
        place(subview.node, in: placed, style: style)
      }
    case .frame(_, _, let child), .tap(_, let child), .view(_, let child):
      place(child, in: rect, style: style)
    case .scale(let id, let target, let child):
      var value = target
      if let active = animations[id] {
        record("interpolate scaleEffect")
        value = active.animation.value(
          from: active.from, to: active.to, elapsed: Drawing.seconds(frame - active.startFrame))
      }
      output.presented[id] = value
      var inner = style
      inner.scale *= value
      place(child, in: rect.scaled(by: value), style: inner)
    case .effect(let effect, let child):
      record("visualEffect")
      let result = effect(VisualEffect(), GeometryProxy(frame: rect))
      var inner = style
      inner.scale *= result.scale
      inner.blur += result.blurRadius
      inner.opacity *= result.opacity
      place(child, in: rect.scaled(by: result.scale), style: inner)
    case .geometry(let id, let transform, let child):
      record("onGeometryChange transform")
      output.geometry[id] = transform(GeometryProxy(frame: rect))
      place(child, in: rect, style: style)
    }
  }

  private mutating func placeStack(
    _ axis: Axis, spacing: Double, _ children: [Node], in rect: Rect, style: Style
  ) {
    var x = rect.minX
    var y = rect.minY
    for child in children {
      switch axis {
      case .vertical:
        let size = Measure.size(
          of: child, proposal: ProposedViewSize(width: rect.width, height: nil))
        place(
          child, in: Rect(x: rect.minX, y: y, width: size.width, height: size.height), style: style)
        y += size.height + spacing
      case .horizontal:
        let size = Measure.size(of: child, proposal: .unspecified)
        place(
          child, in: Rect(x: x, y: rect.minY, width: size.width, height: size.height), style: style)
        x += size.width + spacing
      case .depth:
        let size = Measure.size(
          of: child, proposal: ProposedViewSize(width: rect.width, height: rect.height))
        let origin = Point(
          x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        place(child, in: Rect(origin: origin, size: size), style: style)
      }
    }
  }
}

/// How big a node wants to be: the sizing half of layout, also on the renderer's queue.
enum Measure {
  /// A shape's size when nothing else says.
  static let defaultShapeSize = Size(width: 4, height: 2)

  static func size(of node: Node, proposal: ProposedViewSize) -> Size {
    switch node {
    case .text(let string, _):
      return Size(width: Double(string.count), height: 1)
    case .shape:
      return Size(
        width: proposal.width ?? defaultShapeSize.width,
        height: proposal.height ?? defaultShapeSize.height)
    case .stack(let axis, let spacing, let children):
      let gaps = spacing * Double(max(0, children.count - 1))
      switch axis {
      case .vertical:
        let sizes = children.map {
          size(of: $0, proposal: ProposedViewSize(width: proposal.width, height: nil))
        }
        return Size(
          width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
      case .horizontal:
        let sizes = children.map { size(of: $0, proposal: .unspecified) }
        return Size(
          width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
      case .depth:
        let sizes = children.map { size(of: $0, proposal: proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
      }
    case .layout(let layout, let children):
      let subviews = children.map { LayoutSubview(node: $0, placement: .init()) }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews)
    case .frame(let width, let height, let child):
      let inner = size(
        of: child,
        proposal: ProposedViewSize(
          width: width ?? proposal.width, height: height ?? proposal.height))
      return Size(width: width ?? inner.width, height: height ?? inner.height)
    case .scale(_, _, let child), .effect(_, let child), .geometry(_, _, let child),
      .tap(_, let child), .view(_, let child):
      return size(of: child, proposal: proposal)
    }
  }
}
