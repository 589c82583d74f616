extension Image {
  /// The image scaled down so that its longer side is at most `longestSide`, keeping its
  /// aspect ratio; the image itself when it is that small already, or when `longestSide` is
  /// nil (full size).
  ///
  /// Sticker and colour extraction scale down first: their cost grows with the pixels, and
  /// a demo wants about 1024×768, a test about 256×192, a benchmark the full photo.
  public func scaledDown(toLongestSide longestSide: Int?) -> Image {
    guard let longestSide, max(width, height) > longestSide else { return self }
    return scaledToFit(width: longestSide, height: longestSide)
  }
}
