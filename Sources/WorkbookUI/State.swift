/// State a view owns, kept by the renderer from frame to frame: SwiftUI's `@State`.
///
/// A view is a value, made again each time its parent's body runs; its state must outlive it.
/// So the renderer owns the storage: the first time it meets a view at a given place in the
/// tree, it keeps that view's storage, and later copies of the view read and write the kept
/// one. Like the view, the state belongs to the main actor; the renderer records each change
/// in the trace, with where it happened.
@MainActor
@propertyWrapper
public struct State<Value> {
  private let box: StateBox<Value>

  public init(wrappedValue: Value) {
    box = StateBox(wrappedValue)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value, for a child that changes it.
  public var projectedValue: Binding<Value> {
    Binding(get: { box.value }, set: { box.value = $0 })
  }
}

/// A read and a write of a value someone else owns.
@MainActor
@dynamicMemberLookup
public struct Binding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// A binding to a property of the value: `$model.colorCount`.
  public subscript<Member>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
  ) -> Binding<Member> {
    let get = self.get
    return Binding<Member>(get: { get()[keyPath: keyPath] }, set: { get()[keyPath: keyPath] = $0 })
  }
}

/// What the renderer finds in a view, by reflection, to keep its state.
@MainActor
protocol StateProperty {
  func install(in renderer: Renderer, key: String, name: String)
}

extension State: StateProperty {
  func install(in renderer: Renderer, key: String, name: String) {
    box.install(in: renderer, key: key, name: name)
  }
}

/// One `@State`'s storage: the value, or a link to the storage the renderer kept.
@MainActor
final class StateBox<Value> {
  private var stored: Value
  private var kept: StateBox<Value>?
  private weak var renderer: Renderer?
  private var name = "state"

  init(_ value: Value) {
    stored = value
  }

  var value: Value {
    get { kept?.value ?? stored }
    set {
      if let kept {
        kept.value = newValue
      } else {
        stored = newValue
        renderer?.stateDidChange(name: name, to: newValue)
      }
    }
  }

  func install(in renderer: Renderer, key: String, name: String) {
    if let existing = renderer.keptState[key] as? StateBox<Value>, existing !== self {
      kept = existing
    } else {
      self.renderer = renderer
      self.name = name
      renderer.keptState[key] = self
    }
  }
}
