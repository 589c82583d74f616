/// A piece of an older, imperative toolkit: an object made once and then told what to show,
/// method by method, the renderer's counterpart of a `UIView` or an `NSView`.
///
/// Those toolkits are main-actor only (Explore concurrency in SwiftUI, 5:55), and so is this
/// protocol: a widget is made, changed and drawn on the main actor, and the renderer's queue
/// never sees it, only the `Text` it draws, a value copied into the frame's description.
@MainActor
public protocol Widget: AnyObject {
  /// What the widget shows now, asked on the main actor while the frame is built.
  func draw() -> Text
}

/// A line of text set through methods, as a `UILabel` is: the kit's imperative label.
///
/// Every call records itself in the trace of the renderer that is building a frame, with where
/// it ran, so a test can see that the view that wraps it only ever calls it on the main actor.
@MainActor
public final class LabelWidget: Widget {
  private var text = ""
  private var color: Color?
  private var ornament = ""

  public init() {
    Renderer.current?.record("LabelWidget init")
  }

  /// Shows `text` from now on.
  public func setText(_ text: String) {
    Renderer.current?.record("LabelWidget setText")
    self.text = text
  }

  /// Draws the text in `color`.
  public func setColor(_ color: Color) {
    Renderer.current?.record("LabelWidget setColor")
    self.color = color
  }

  /// Puts `ornament` on both sides of the text: `✦ Schemes ✦`.
  public func setOrnament(_ ornament: String) {
    Renderer.current?.record("LabelWidget setOrnament")
    self.ornament = ornament
  }

  public func draw() -> Text {
    Renderer.current?.record("LabelWidget draw")
    return ornament.isEmpty
      ? Text(text, color: color) : Text("\(ornament) \(text) \(ornament)", color: color)
  }
}

/// A view that wraps a widget: the renderer's counterpart of `UIViewRepresentable`.
///
/// It refines `View`, so a conforming type belongs to the main actor like any view, and its
/// `makeWidget` and `updateWidget` may call the widget's main-actor methods with no annotation
/// and no `await` (5:55). The renderer calls `makeWidget` the first time it meets the view at
/// a place in the tree, keeps the widget there, and calls `updateWidget` every frame after,
/// both on the main actor, while the frame is built.
@MainActor
public protocol WidgetRepresentable: View {
  associatedtype WidgetType: Widget

  /// Makes the widget and sets what never changes.
  func makeWidget() -> WidgetType
  /// Brings the widget up to date with this view's properties.
  func updateWidget(_ widget: WidgetType)
}

extension WidgetRepresentable {
  public var body: WidgetHost {
    WidgetHost(
      name: String(describing: Self.self), make: { makeWidget() },
      update: { widget in
        if let widget = widget as? WidgetType { updateWidget(widget) }
      })
  }
}

/// Where a `WidgetRepresentable` meets the renderer: it keeps the widget from frame to frame,
/// as `@State` is kept, and hands the frame what the widget draws.
public struct WidgetHost: View, PrimitiveView {
  public var body: Never { return never() }

  let name: String
  let make: @MainActor () -> any Widget
  let update: @MainActor (any Widget) -> Void

  func makeNode(_ resolver: Resolver, path: String) -> Node {
    let renderer = resolver.renderer
    let key = "\(path).widget"
    let widget: any Widget
    if let kept = renderer.keptState[key] as? any Widget {
      widget = kept
    } else {
      renderer.record("makeWidget \(name)")
      widget = make()
      renderer.keptState[key] = widget
    }
    renderer.record("updateWidget \(name)")
    update(widget)
    return resolver.resolve(widget.draw(), path: key)
  }
}
