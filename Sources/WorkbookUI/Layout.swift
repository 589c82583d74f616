/// A container that sizes and places its children itself: SwiftUI's `Layout`, whose methods
/// the renderer calls on its own queue, off the main actor (Explore concurrency in SwiftUI,
/// 7:17).
///
/// A plain `Sendable` protocol for the same reason as `Shape`: a conforming type in a
/// main-actor module is inferred nonisolated, and everything it needs arrives as arguments.
public protocol Layout: Sendable {
  /// The size this layout needs for `subviews` within `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) -> Size
  /// Places each of `subviews` inside `bounds`, with `LayoutSubview.place(at:proposal:)`.
  func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview])
}

extension Layout {
  /// This layout applied to the views `content` lists.
  @MainActor
  public func callAsFunction(@ViewBuilder _ content: () -> ViewList) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// A child of a `Layout`, as the layout sees it: a size it can ask for, and a place it can
/// give.
///
/// Used only on the renderer's queue, during one layout pass.
public struct LayoutSubview {
  let node: Node
  let placement: Placement

  /// The size the child wants for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
    Measure.size(of: node, proposal: proposal)
  }

  /// Puts the child's top-left corner at `point`, sized by `proposal` (or its ideal size).
  public func place(at point: Point, proposal: ProposedViewSize) {
    let ideal = sizeThatFits(proposal)
    placement.rect = Rect(
      origin: point,
      size: Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height))
  }

  /// Where the layout placed a child: written by `place`, read by the renderer after.
  final class Placement {
    var rect: Rect?
  }
}

struct LayoutView<L: Layout>: View, PrimitiveView {
  var body: Never { return never() }

  let layout: L
  let content: ViewList

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    .layout(layout, content.nodes(resolver, path: path))
  }
}
