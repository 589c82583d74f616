extension Image {
  /// Returns the image resized to `width`×`height`, each side clamped to
  /// `1...Image.maximumSide`.
  ///
  /// Shrinking averages the area each new pixel covers (a box filter), so detail turns into
  /// its average colour instead of flickering; growing repeats the nearest pixel, which keeps
  /// edges sharp. Colours are averaged weighted by alpha, so transparent pixels do not darken
  /// their neighbours. The work grows with the size of both images, like a real resize, so
  /// it is recorded as a `scale W×H → w×h` span into `Trace.current`, where the caller runs.
  public func scaled(width newWidth: Int, height newHeight: Int) -> Image {
    let targetWidth = min(max(newWidth, 1), Image.maximumSide)
    let targetHeight = min(max(newHeight, 1), Image.maximumSide)
    return recordKitSpan("scale \(self) → \(targetWidth)×\(targetHeight)") {
      resampled(width: targetWidth, height: targetHeight)
    }
  }

  /// The resize itself, unrecorded: the public operations record one span around it.
  /// The sides must be in `1...Image.maximumSide`.
  func resampled(width targetWidth: Int, height targetHeight: Int) -> Image {
    let columns = Image.contributions(from: width, to: targetWidth)
    let rows = Image.contributions(from: height, to: targetHeight)

    var result = [UInt8](repeating: 0, count: targetWidth * targetHeight * 4)
    for y in 0..<targetHeight {
      for x in 0..<targetWidth {
        var sums = (red: 0, green: 0, blue: 0, alpha: 0, weight: 0)
        for row in rows[y] {
          for column in columns[x] {
            let weight = row.weight * column.weight
            let index = (row.source * width + column.source) * 4
            let alphaWeight = Int(pixels[index + 3]) * weight
            sums.red += Int(pixels[index]) * alphaWeight
            sums.green += Int(pixels[index + 1]) * alphaWeight
            sums.blue += Int(pixels[index + 2]) * alphaWeight
            sums.alpha += alphaWeight
            sums.weight += weight
          }
        }
        let target = (y * targetWidth + x) * 4
        result[target] = Image.roundedQuotient(sums.red, sums.alpha)
        result[target + 1] = Image.roundedQuotient(sums.green, sums.alpha)
        result[target + 2] = Image.roundedQuotient(sums.blue, sums.alpha)
        result[target + 3] = Image.roundedQuotient(sums.alpha, sums.weight)
      }
    }
    // The sides are clamped and the buffer sized to match, so this cannot throw.
    return try! Image(width: targetWidth, height: targetHeight, pixels: result)
  }

  /// Returns the image resized to the largest size that keeps its aspect ratio and fits in
  /// `width`×`height` (it may grow), at least 1×1.
  ///
  /// This is how a chapter fits an image of any size into the terminal. Recorded like
  /// `scaled(width:height:)`, as one `scale` span.
  public func scaledToFit(width boxWidth: Int, height boxHeight: Int) -> Image {
    let boxWidth = min(max(boxWidth, 1), Image.maximumSide)
    let boxHeight = min(max(boxHeight, 1), Image.maximumSide)
    // Compare width / height with boxWidth / boxHeight without dividing.
    if width * boxHeight <= height * boxWidth {
      let fittedWidth = (width * boxHeight + height / 2) / height
      return scaled(width: min(max(fittedWidth, 1), boxWidth), height: boxHeight)
    } else {
      let fittedHeight = (height * boxWidth + width / 2) / width
      return scaled(width: boxWidth, height: min(max(fittedHeight, 1), boxHeight))
    }
  }

  /// One source pixel (a column or a row) and how much of it a target pixel takes.
  private struct Contribution {
    let source: Int
    let weight: Int
  }

  /// For each of `target` pixels along one side, the source pixels it is made of.
  ///
  /// When shrinking, a target pixel covers `source / target` source pixels; measured in units
  /// of `1 / target` of a source pixel, every boundary is a whole number, so the weights are
  /// exact integers. When growing, each target pixel takes the source pixel under its centre.
  private static func contributions(from source: Int, to target: Int) -> [[Contribution]] {
    (0..<target).map { index in
      guard target < source else {
        return [Contribution(source: (2 * index + 1) * source / (2 * target), weight: 1)]
      }
      let start = index * source
      let end = (index + 1) * source
      return (start / target...(end - 1) / target).map { pixel in
        let overlap = min((pixel + 1) * target, end) - max(pixel * target, start)
        return Contribution(source: pixel, weight: overlap)
      }
    }
  }

  /// `numerator / denominator` rounded to the nearest integer, as a byte; 0 when there is
  /// nothing to divide (a fully transparent area has no colour).
  private static func roundedQuotient(_ numerator: Int, _ denominator: Int) -> UInt8 {
    guard denominator > 0 else { return 0 }
    return UInt8((numerator + denominator / 2) / denominator)
  }
}
