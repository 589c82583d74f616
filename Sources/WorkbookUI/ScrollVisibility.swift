/// A frame callback: SwiftUI's `onScrollVisibilityChange`, which reports a view scrolling into
/// or out of the window (Explore concurrency in SwiftUI, 18:55).
///
/// Like SwiftUI's, the callback is synchronous, and runs on the main actor during the frame
/// whose layout moved the view: what it changes at once is drawn in that same frame (the
/// renderer builds and draws the frame again before it commits it). Whatever it changes later,
/// after an `await` in a task it starts, cannot be in that frame any more.
extension View {
  /// Runs `action` on the main actor when this view becomes visible (`true`: at least
  /// `threshold` of its width inside the window) or stops being visible (`false`).
  ///
  /// How much of the view is visible is worked out on the renderer's queue, from the view's
  /// frame, like any geometry; the action runs on the main actor, in the same frame.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping @MainActor (Bool) -> Void
  ) -> some View {
    Modified(content: self) { child, resolver, path in
      let renderer = resolver.renderer
      let window = renderer.width
      renderer.registerVisibilityAction(id: path, action)
      return .geometry(
        id: path,
        { proxy in ScrollVisibility.fraction(of: proxy.frame, inWindowOfWidth: window) >= threshold
        },
        child)
    }
  }
}

enum ScrollVisibility {
  /// How much of `frame`'s width lies inside the window, from 0 to 1.
  static func fraction(of frame: Rect, inWindowOfWidth width: Double) -> Double {
    guard frame.width > 0 else { return 0 }
    let inside = min(frame.maxX, width) - max(frame.minX, 0)
    return max(0, inside) / frame.width
  }
}

extension Renderer {
  /// Keeps `action` to run when the visibility the modifier `id` reports changes: the first
  /// report counts as a change only if the view is visible.
  func registerVisibilityAction(id: String, _ action: @escaping @MainActor (Bool) -> Void) {
    visibilityActions[id] = { [weak self] value in
      guard let self, let visible = value as? Bool else { return false }
      let key = "visible " + id
      let old = self.observedValues[key] as? Bool ?? false
      self.observedValues[key] = visible
      guard old != visible else { return false }
      self.record("onScrollVisibilityChange action")
      action(visible)
      return true
    }
  }

  /// Runs the visibility actions whose view's visibility changed in `geometry`, in order of
  /// their ids, and says whether any ran.
  func runVisibilityActions(_ geometry: [String: any Sendable]) -> Bool {
    var ran = false
    for (id, value) in geometry.sorted(by: { $0.key < $1.key }) {
      if let action = visibilityActions[id], action(value) { ran = true }
    }
    return ran
  }
}

/// A row that scrolls sideways: its children side by side, moved left by `offset` cells, so
/// that some lie outside the window: the renderer's counterpart of a horizontal `ScrollView`.
public struct ScrollRow: Layout {
  public var offset: Double
  public var spacing: Double

  public init(offset: Double, spacing: Double = 1) {
    self.offset = offset
    self.spacing = spacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) -> Size {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return Size(width: proposal.width ?? 0, height: sizes.map(\.height).max() ?? 0)
  }

  public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview])
  {
    var x = bounds.minX - offset
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(
        at: Point(x: x, y: bounds.minY),
        proposal: ProposedViewSize(width: size.width, height: size.height))
      x += size.width + spacing
    }
  }
}
