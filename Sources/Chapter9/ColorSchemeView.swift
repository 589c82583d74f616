import WorkbookUI

/// One scheme: a wheel of its colours, then a swatch and a name for each (2:45).
struct ColorSchemeView: View {
  let scheme: ColorScheme

  var body: some View {
    HStack(spacing: 2) {
      ZStack {
        for (index, color) in scheme.colors.enumerated() {
          Wedge(index: index, count: scheme.colors.count).fill(Color(color))
        }
      }
      .frame(width: 10, height: 5)
      VStack {
        for color in scheme.colors {
          HStack {
            Rectangle().fill(Color(color)).frame(width: 6, height: 1)
            Text("\(Color(color).hex) \(Color(color).name)")
          }
        }
      }
    }
  }
}

extension Color {
  /// The nearest of a few everyday colour names, for the swatches' captions.
  var name: String {
    let named: [(String, Double, Double, Double)] = [
      ("black", 0, 0, 0), ("white", 255, 255, 255), ("grey", 128, 128, 128),
      ("red", 200, 30, 30), ("orange", 240, 140, 30), ("yellow", 235, 215, 50),
      ("green", 50, 160, 60), ("teal", 30, 140, 140), ("blue", 40, 80, 200),
      ("purple", 130, 50, 160), ("pink", 235, 130, 170), ("brown", 130, 80, 40),
    ]
    let (red, green, blue) = (Double(rgba.red), Double(rgba.green), Double(rgba.blue))
    let nearest = named.min { first, second in
      distance(first, red, green, blue) < distance(second, red, green, blue)
    }
    return nearest?.0 ?? "?"
  }

  private func distance(
    _ named: (String, Double, Double, Double), _ red: Double, _ green: Double, _ blue: Double
  ) -> Double {
    let (dr, dg, db) = (named.1 - red, named.2 - green, named.3 - blue)
    return dr * dr + dg * dg + db * db
  }
}
