import WorkbookUI

/// The carousel's title, drawn by the kit's imperative `LabelWidget` (Explore concurrency in
/// SwiftUI, 5:55: the talk's `FancyUILabel` wraps a `UILabel` the same way).
///
/// `WidgetRepresentable` refines `View`, so this type belongs to the main actor, and so do
/// `makeWidget` and `updateWidget`: they call the widget's main-actor methods with no
/// annotation and no `await`. The renderer makes the widget once, keeps it, and calls
/// `updateWidget` in every frame's build, on the main actor; its queue only ever sees the
/// text the widget draws.
struct FancyLabel: WidgetRepresentable {
  let text: String

  func makeWidget() -> LabelWidget {
    let label = LabelWidget()
    label.setColor(.orange)
    label.setOrnament("✦")
    return label
  }

  func updateWidget(_ label: LabelWidget) {
    label.setText(text)
  }
}
