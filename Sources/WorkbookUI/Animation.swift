import Foundation

/// How a change moves from its old value to its new one over several frames.
///
/// A Sendable value: the renderer computes each frame's in-between value on its own queue,
/// off the main actor, as SwiftUI computes an animation's intermediate states (Explore
/// concurrency in SwiftUI, 7:17).
public struct Animation: Sendable, Hashable {
  enum Curve: Sendable, Hashable {
    case linear
    case easeInOut
  }

  /// One pass, in seconds.
  public var duration: Double
  var curve: Curve
  /// Whether it starts again after each pass, forever.
  var repeats = false
  /// Whether each repeated pass goes back the other way.
  var autoreverses = false

  public static func linear(duration: Double) -> Animation {
    Animation(duration: duration, curve: .linear)
  }

  public static func easeInOut(duration: Double) -> Animation {
    Animation(duration: duration, curve: .easeInOut)
  }

  public static let `default` = Animation.easeInOut(duration: 0.35)

  /// This animation, repeated forever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeats = true
    animation.autoreverses = autoreverses
    return animation
  }

  /// The value `elapsed` seconds after it started from `from` towards `to`.
  public func value(from: Double, to: Double, elapsed: Double) -> Double {
    from + (to - from) * progress(elapsed: elapsed)
  }

  /// Whether it has reached its end for good (never, for a repeating animation).
  public func isFinished(elapsed: Double) -> Bool {
    !repeats && elapsed >= duration
  }

  /// From 0 to 1: how far along it is after `elapsed` seconds.
  func progress(elapsed: Double) -> Double {
    guard duration > 0 else { return 1 }
    var time = max(0, elapsed) / duration
    if repeats {
      let pass = time.rounded(.down)
      time -= pass
      if autoreverses && Int(pass) % 2 == 1 { time = 1 - time }
    } else {
      time = min(time, 1)
    }
    switch curve {
    case .linear: return time
    case .easeInOut: return (1 - cos(time * Double.pi)) / 2
    }
  }
}

/// Runs `body`, which changes state, and animates what the change does to the views, as
/// SwiftUI's `withAnimation` does. The change itself is synchronous: it is made before this
/// returns, and the next frame starts the animation. With a `nil` animation the change shows
/// at once.
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  let result = try body()
  Renderer.current?.pendingAnimation = animation
  return result
}

/// One animation in flight, as the renderer's queue receives it.
struct ActiveAnimation: Sendable {
  var from: Double
  var to: Double
  var startFrame: Int
  var animation: Animation
}
