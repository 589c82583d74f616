import Workbook

/// Turns views into the frame's description, on the main actor: it calls each body, keeps
/// each view's `@State`, and collects the callbacks that must stay on the main actor.
@MainActor
final class Resolver {
  let renderer: Renderer
  /// `onChange` actions whose value changed, to run once the tree is built.
  private(set) var changes: [@MainActor () -> Void] = []

  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// The node for `view`, found at `path` in the tree.
  func resolve(_ view: any View, path: String) -> Node {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNode(self, path: path)
    }
    let name = String(describing: type(of: view))
    let here = "\(path)/\(name)"
    for child in Mirror(reflecting: view).children {
      guard let label = child.label, let state = child.value as? any StateProperty else {
        continue
      }
      let property = label.hasPrefix("_") ? String(label.dropFirst()) : label
      state.install(in: renderer, key: "\(here).\(property)", name: property)
    }
    renderer.record("body \(name)")
    return .view(name, resolve(view.body, path: here))
  }

  /// Compares `value` with the last frame's at `id`, and queues `action` if it changed.
  func noteValue<V: Equatable>(
    _ value: V, id: String, action: @escaping @MainActor (V, V) -> Void
  ) {
    let old = renderer.observedValues[id] as? V
    renderer.observedValues[id] = value
    if let old, old != value {
      changes.append {
        let view = id.split(separator: "/").last?.split(separator: ".").first ?? ""
        self.renderer.record("onChange in \(view)")
        action(old, value)
      }
    }
  }

  /// Runs the queued `onChange` actions and forgets them.
  func runChanges() -> Bool {
    let pending = changes
    changes = []
    for change in pending { change() }
    return !pending.isEmpty
  }
}
