import Workbook

/// An image as a class: one object with mutable pixels, shared by every reference to it
/// (Embrace Swift concurrency, 18:34).
///
/// It is not `Sendable`, on purpose: it is the talk's example of state that is unsafe to
/// touch from two threads at once. It says `nonisolated` because this module's default
/// isolation is the main actor: an unannotated class would belong to the main actor, and a
/// main-actor class is `Sendable` (16:56), so the compiler would never object to sharing it,
/// and none of this chapter's lessons would show. Nonisolated, it can be made and changed on
/// the pool, and the compiler follows each object to make sure only one task at a time can
/// reach it.
///
/// Every change and every read is recorded in the trace, with the domain it ran in.
nonisolated final class MyImage {
  /// The pixels. A value inside, but this object's to change: `scale(by:)` replaces them and
  /// `applyAnotherEffect()` rewrites them where they are.
  private var pixels: Image

  /// Makes an image object holding a copy of `image`'s pixels.
  init(_ image: Image) {
    pixels = image
  }

  var width: Int { pixels.width }
  var height: Int { pixels.height }

  /// Scales the image by `factor`, in place: its size changes and its pixels are replaced by
  /// the scaled ones, for every reference to this object.
  func scale(by factor: Double) {
    pixels = pixels.scaled(by: factor)  // the kit records it: `scale W×H → w×h`
  }

  /// A second effect: turns the image to shades of grey, rewriting each pixel in place.
  func applyAnotherEffect() {
    span("grey \(pixels)") {
      for y in 0..<pixels.height {
        for x in 0..<pixels.width {
          let color = pixels[x, y]
          let red = Int(color.red) * 299
          let green = Int(color.green) * 587
          let blue = Int(color.blue) * 114
          let grey = UInt8((red + green + blue + 500) / 1000)
          pixels[x, y] = RGBA(grey, grey, grey, color.alpha)
        }
      }
    }
  }

  /// A copy of the pixels as they are now, as a `Sendable` value: what the view draws.
  func snapshot() -> Image {
    trace("read \(pixels)")
    return pixels
  }
}
