import WorkbookUI

/// The talk's custom layout: its children one below the other, each as wide as the widest
/// (Explore concurrency in SwiftUI, 2:45 and 7:17).
///
/// The renderer calls both methods on its own queue, off the main actor. They need nothing
/// but their arguments, the best way to be safe there: nothing is shared.
struct EqualWidthVStack: Layout {
  var spacing: Double = 0

  func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) -> Size {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let gaps = spacing * Double(max(0, sizes.count - 1))
    return Size(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
  }

  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) {
    let width = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    var y = bounds.minY
    for subview in subviews {
      let height = subview.sizeThatFits(.unspecified).height
      subview.place(
        at: Point(x: bounds.minX, y: y), proposal: ProposedViewSize(width: width, height: height))
      y += height + spacing
    }
  }
}
