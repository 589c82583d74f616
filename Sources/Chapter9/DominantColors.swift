import Workbook

/// The most frequent colours of an image, simply: every channel cut into four levels (64
/// boxes of colour), every fourth pixel counted, and the fullest boxes' average colours,
/// fullest first.
///
/// A stand-in for the talk's slow step (its app asks a model for the colours). It is
/// `nonisolated`, so it runs where its caller runs: the pool, in `extractColors`.
nonisolated struct DominantColors {
  let count: Int

  func colors(in image: Image) -> [RGBA] {
    var sums = [(red: Int, green: Int, blue: Int, pixels: Int)](
      repeating: (0, 0, 0, 0), count: 64)
    let pixels = image.pixels
    for index in stride(from: 0, to: pixels.count, by: 16) {
      let (red, green, blue) = (Int(pixels[index]), Int(pixels[index + 1]), Int(pixels[index + 2]))
      let box = (red / 64) * 16 + (green / 64) * 4 + blue / 64
      sums[box].red += red
      sums[box].green += green
      sums[box].blue += blue
      sums[box].pixels += 1
    }
    let fullest = sums.indices
      .filter { sums[$0].pixels > 0 }
      .sorted { sums[$0].pixels != sums[$1].pixels ? sums[$0].pixels > sums[$1].pixels : $0 < $1 }
      .prefix(count)
    /// A channel's average, rounded to a byte.
    func byte(_ total: Int, of pixels: Int) -> UInt8 {
      UInt8((min(max(Double(total) / Double(pixels) / 255, 0), 1) * 255).rounded())
    }
    return fullest.map { box in
      let sum = sums[box]
      return RGBA(
        byte(sum.red, of: sum.pixels), byte(sum.green, of: sum.pixels),
        byte(sum.blue, of: sum.pixels))
    }
  }
}
