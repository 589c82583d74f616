/// What a frame shows, as the renderer's queue receives it: the views' bodies, resolved on the
/// main actor into a tree of Sendable values.
///
/// SwiftUI keeps such a description apart from your views, and evaluates parts of it away
/// from the main thread (Explore concurrency in SwiftUI, 7:17). Everything the renderer's queue
/// may call is in here, and all of it is `Sendable`: shapes, layouts, `@Sendable` closures.
/// Main-actor callbacks (taps, geometry actions, `onChange`) stay behind, with the renderer.
/// Nodes that keep something from frame to frame are identified by their path in the tree.
indirect enum Node: Sendable {
  case text(String, color: Color?)
  case shape(any Shape, color: Color)
  case stack(Axis, spacing: Double, [Node])
  case layout(any Layout, [Node])
  case frame(width: Double?, height: Double?, Node)
  /// `scaleEffect`: animated by the renderer when its target changes.
  case scale(id: String, target: Double, Node)
  case effect(@Sendable (VisualEffect, GeometryProxy) -> VisualEffect, Node)
  /// `onGeometryChange`'s transform, called on the renderer's queue.
  case geometry(id: String, @Sendable (GeometryProxy) -> any Sendable, Node)
  case tap(id: String, Node)
  /// A view of the app's own, by its type's name.
  case view(String, Node)

  /// Every text under this node, in order.
  var texts: [String] {
    switch self {
    case .text(let string, _): [string]
    case .shape: []
    case .stack(_, _, let children), .layout(_, let children): children.flatMap(\.texts)
    case .frame(_, _, let child), .scale(_, _, let child), .effect(_, let child),
      .geometry(_, _, let child), .tap(_, let child), .view(_, let child):
      child.texts
    }
  }

  /// The tap handlers' ids under this node, outermost first, each with the texts it covers.
  var tapTargets: [(id: String, texts: [String])] {
    switch self {
    case .text, .shape: []
    case .tap(let id, let child): [(id, child.texts)] + child.tapTargets
    case .stack(_, _, let children), .layout(_, let children): children.flatMap(\.tapTargets)
    case .frame(_, _, let child), .scale(_, _, let child), .effect(_, let child),
      .geometry(_, _, let child), .view(_, let child):
      child.tapTargets
    }
  }
}
