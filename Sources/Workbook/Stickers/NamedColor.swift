/// A colour with the name a person would give it: `red`, `sky blue`, `dark green`.
public struct NamedColor: Sendable, Hashable {
  public let name: String
  public let color: RGBA

  public init(_ name: String, _ color: RGBA) {
    self.name = name
    self.color = color
  }

  /// The names the kit gives colours: a small palette, each name at a typical value.
  public static let palette: [NamedColor] = [
    NamedColor("black", RGBA(20, 20, 20)),
    NamedColor("dark grey", RGBA(80, 80, 80)),
    NamedColor("grey", RGBA(140, 140, 140)),
    NamedColor("light grey", RGBA(200, 200, 200)),
    NamedColor("white", RGBA(245, 245, 245)),
    NamedColor("dark red", RGBA(130, 20, 25)),
    NamedColor("red", RGBA(210, 35, 40)),
    NamedColor("pink", RGBA(240, 140, 170)),
    NamedColor("magenta", RGBA(200, 40, 160)),
    NamedColor("purple", RGBA(120, 50, 150)),
    NamedColor("lavender", RGBA(180, 160, 220)),
    NamedColor("navy", RGBA(25, 35, 100)),
    NamedColor("blue", RGBA(40, 80, 200)),
    NamedColor("sky blue", RGBA(120, 180, 235)),
    NamedColor("teal", RGBA(20, 130, 130)),
    NamedColor("dark green", RGBA(25, 90, 40)),
    NamedColor("green", RGBA(60, 160, 60)),
    NamedColor("lime", RGBA(170, 215, 60)),
    NamedColor("olive", RGBA(120, 120, 40)),
    NamedColor("yellow", RGBA(240, 210, 40)),
    NamedColor("orange", RGBA(240, 140, 30)),
    NamedColor("brown", RGBA(120, 70, 35)),
    NamedColor("tan", RGBA(200, 160, 110)),
    NamedColor("cream", RGBA(240, 225, 190)),
  ]

  /// The palette's colour nearest to `color`, by a distance weighted as the eye weighs the
  /// channels (the "redmean" approximation, in integers).
  public static func nearest(to color: RGBA) -> NamedColor {
    var best = palette[0]
    var bestDistance = Int.max
    for candidate in palette {
      let meanRed = (Int(color.red) + Int(candidate.color.red)) / 2
      let red = Int(color.red) - Int(candidate.color.red)
      let green = Int(color.green) - Int(candidate.color.green)
      let blue = Int(color.blue) - Int(candidate.color.blue)
      let distance =
        ((512 + meanRed) * red * red) / 256 + 4 * green * green
        + ((767 - meanRed) * blue * blue) / 256
      if distance < bestDistance {
        bestDistance = distance
        best = candidate
      }
    }
    return best
  }
}

/// One of a photo's dominant colours: its average value, its name, and how much of the
/// subject it covers.
public struct DominantColor: Sendable, Hashable {
  /// The cluster's mean colour.
  public let color: RGBA
  /// The palette name nearest to it.
  public let name: String
  /// The share of the subject's sampled pixels it stands for, from 0 to 1.
  public let share: Double

  public init(color: RGBA, name: String, share: Double) {
    self.color = color
    self.name = name
    self.share = share
  }
}

extension DominantColor: CustomStringConvertible {
  /// `red 42%`.
  public var description: String { "\(name) \(Int((share * 100).rounded()))%" }
}
