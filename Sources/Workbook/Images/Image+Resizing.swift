extension Image {
  /// Returns the image scaled by `factor` on each side (each side rounded, at least 1),
  /// recorded as a `scale W×H → w×h` span into `Trace.current`, in the caller's domain.
  ///
  /// Like every operation in the kit it is nonisolated and synchronous: it runs wherever its
  /// caller runs, and the trace says where that was. Chapter 6's `MyImage` scales through it,
  /// so that tests and graders read where an image was scaled from an event the kit recorded.
  public func scaled(by factor: Double, isolation: isolated (any Actor)? = #isolation) -> Image {
    let newWidth = max(1, Int((Double(width) * factor).rounded()))
    let newHeight = max(1, Int((Double(height) * factor).rounded()))
    return recordKitSpan("scale \(self) → \(newWidth)×\(newHeight)", isolation: isolation) {
      resampled(width: min(newWidth, Image.maximumSide), height: min(newHeight, Image.maximumSide))
    }
  }
}
