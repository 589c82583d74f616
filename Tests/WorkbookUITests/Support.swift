import Workbook

@testable import WorkbookUI

/// A test view that uses every callback the renderer calls off the main actor: a shape's
/// path, a layout, a visual effect, a geometry transform, and an animated scale.
struct Gauge: View {
  @State var isOn = false
  @State var reportedWidth = 0.0

  var body: some View {
    VStack {
      Text(isOn ? "on" : "off")
      Stacked {
        Circle().fill(.blue).frame(width: 4, height: 2)
        Text("label")
      }
      .visualEffect { [isOn] effect, _ in effect.blur(radius: isOn ? 2 : 0) }
      .scaleEffect(isOn ? 2 : 1)
      .onGeometryChange(for: Double.self) { proxy in
        proxy.size.width
      } action: { width in
        reportedWidth = width
      }
      Text("width \(Int(reportedWidth))")
    }
    .onTapGesture {
      withAnimation(.linear(duration: 0.1)) { isOn.toggle() }
    }
  }
}

/// A layout that stacks its children and gives each the widest child's width.
struct Stacked: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) -> Size {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return Size(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) {
    let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    var y = bounds.minY
    for subview in subviews {
      let height = subview.sizeThatFits(.unspecified).height
      subview.place(
        at: Point(x: bounds.minX, y: y), proposal: ProposedViewSize(width: width, height: height))
      y += height
    }
  }
}

/// A parent whose body makes a new `Counter` value every frame: the counter's state must
/// survive that.
struct CounterHost: View {
  var body: some View {
    VStack {
      Text("host")
      Counter()
    }
  }
}

struct Counter: View {
  @State private var count = 0

  var body: some View {
    Text("count \(count)").onTapGesture { count += 1 }
  }
}

extension Trace {
  /// The events whose label starts with one of `prefixes`, leaving out `end` events.
  func events(startingWith prefixes: String...) -> [TraceEvent] {
    events.filter { event in prefixes.contains { event.label.hasPrefix($0) } }
  }
}
