/// What a `visualEffect` closure may change about a view's drawing: SwiftUI's
/// `VisualEffect`, a value computed on the renderer's queue.
public struct VisualEffect: Sendable, Hashable {
  public var blurRadius: Double = 0
  public var scale: Double = 1
  public var opacity: Double = 1

  public init() {}

  /// This effect, blurred by `radius` cells.
  public func blur(radius: Double) -> VisualEffect {
    var effect = self
    effect.blurRadius = radius
    return effect
  }

  /// This effect, scaled by `scale` about the view's centre.
  public func scaleEffect(_ scale: Double) -> VisualEffect {
    var effect = self
    effect.scale *= scale
    return effect
  }

  /// This effect, with `opacity` from 0 (invisible) to 1.
  public func opacity(_ opacity: Double) -> VisualEffect {
    var effect = self
    effect.opacity *= opacity
    return effect
  }
}
