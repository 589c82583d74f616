extension View {
  /// Changes how this view is drawn, from where it is: `effect` is `@Sendable` because the
  /// renderer calls it on its own queue, every frame, off the main actor (Explore concurrency
  /// in SwiftUI, 7:17). So it cannot read the view's main-actor state; copy what it needs in
  /// its capture list.
  public func visualEffect(
    _ effect: @escaping @Sendable (VisualEffect, GeometryProxy) -> VisualEffect
  ) -> some View {
    Modified(content: self) { child, _, _ in .effect(effect, child) }
  }

  /// Scales this view about its centre. A change of `scale` made inside `withAnimation` is
  /// animated: the renderer computes each frame's value on its queue.
  public func scaleEffect(_ scale: Double) -> some View {
    Modified(content: self) { child, _, path in .scale(id: path, target: scale, child) }
  }

  /// Reports a value computed from this view's geometry: `transform` is `@Sendable` and runs
  /// on the renderer's queue each frame; `action` runs on the main actor when the value
  /// changes, and may change state.
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping @MainActor (T) -> Void
  ) -> some View {
    Modified(content: self) { child, resolver, path in
      resolver.renderer.registerGeometryAction(id: path, action)
      return .geometry(id: path, transform, child)
    }
  }

  /// Runs `action` on the main actor when the user taps this view (`Renderer.tap(_:)`).
  /// Like SwiftUI's, the action is synchronous: what it changes is in the next frame.
  public func onTapGesture(perform action: @escaping @MainActor () -> Void) -> some View {
    Modified(content: self) { child, resolver, path in
      resolver.renderer.registerTap(id: path, action)
      return .tap(id: path, child)
    }
  }

  /// Runs `action` on the main actor, with the old and the new value, when `value` differs
  /// from the last frame's, before the frame is drawn.
  public func onChange<V: Equatable>(
    of value: V, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    Modified(content: self) { child, resolver, path in
      resolver.noteValue(value, id: path, action: action)
      return child
    }
  }

  /// Gives this view a fixed width or height, in cells.
  public func frame(width: Double? = nil, height: Double? = nil) -> some View {
    Modified(content: self) { child, _, _ in .frame(width: width, height: height, child) }
  }
}

/// A view with a modifier: its content resolved, then wrapped by `wrap`.
struct Modified<Content: View>: View, PrimitiveView {
  var body: Never { return never() }

  let content: Content
  let wrap: @MainActor (Node, Resolver, String) -> Node

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    wrap(resolver.resolve(content, path: path + ".m"), resolver, path)
  }
}
