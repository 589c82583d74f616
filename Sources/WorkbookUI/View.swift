/// A piece of user interface, described as a value: the renderer's counterpart of SwiftUI's
/// `View`.
///
/// The protocol is `@MainActor`, as SwiftUI's is, so a type that conforms to it is inferred to
/// belong to the main actor, with its `body` and its `@State` (Explore concurrency in SwiftUI,
/// 2:13). The renderer calls `body` on the main actor, every frame.
@MainActor
public protocol View {
  /// The view this one is made of; `Never` for the renderer's own primitive views.
  associatedtype Body: View

  /// What the view shows, built on the main actor each time the renderer draws a frame.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { return never() }
}

/// A view the renderer draws itself: it turns into a node of the frame's description instead
/// of having a body.
@MainActor
protocol PrimitiveView {
  func makeNode(_ resolver: Resolver, path: String) -> Node
}

/// The body of a primitive view, which the renderer never asks for: it draws the view itself.
/// (A body with an explicit `return` is not built by `ViewBuilder`.)
func never() -> Never {
  fatalError("a primitive view has no body")
}
