/// Builds a list of views from the statements of a closure, as SwiftUI's `ViewBuilder` does:
/// one view per line, `if`, `if`–`else` and `for` loops.
@MainActor
@resultBuilder
public enum ViewBuilder {
  public static func buildExpression(_ view: some View) -> [any View] { [view] }
  /// A shape written on its own line is drawn filled in the foreground colour.
  public static func buildExpression(_ shape: some Shape) -> [any View] {
    [ShapeView(shape: shape, color: .gray)]
  }
  public static func buildBlock(_ parts: [any View]...) -> [any View] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [any View]?) -> [any View] { part ?? [] }
  public static func buildEither(first part: [any View]) -> [any View] { part }
  public static func buildEither(second part: [any View]) -> [any View] { part }
  public static func buildArray(_ parts: [[any View]]) -> [any View] { parts.flatMap { $0 } }
  public static func buildFinalResult(_ views: [any View]) -> ViewList { ViewList(views) }
}

/// The views a `ViewBuilder` closure listed, in order; drawn by its container.
public struct ViewList: View, PrimitiveView {
  public var body: Never { return never() }

  let views: [any View]

  init(_ views: [any View]) {
    self.views = views
  }

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    let children = views.enumerated().map { index, view in
      resolver.resolve(view, path: "\(path).\(index)")
    }
    return children.count == 1 ? children[0] : .stack(.vertical, spacing: 0, children)
  }

  /// The children, each resolved, for a container that lays them out itself.
  func nodes(_ resolver: Resolver, path: String) -> [Node] {
    views.enumerated().map { index, view in resolver.resolve(view, path: "\(path).\(index)") }
  }
}
