/// Lifts the subject out of a photo as a sticker: the subject cut out with a white outline,
/// on a transparent background, cropped with room for the outline.
///
/// The kit's stand-in for Vision's subject lifting, and real work whose cost grows with the
/// photo. Like every kit API it is nonisolated: it runs wherever its caller runs, and a chapter
/// decides where that is. The work is recorded as a `sticker W×H` span into `Trace.current`.
/// It keeps no state between calls, so it is `Sendable`.
public struct StickerExtractor: Sendable {
  /// The longest side the photo is scaled down to before the work, or nil for full size.
  public var workingSize: Int?

  public init(workingSize: Int? = nil) {
    self.workingSize = workingSize
  }

  /// Makes the sticker, synchronously, where the caller runs.
  /// - Throws: `StickerError.noSubject` for a plain picture.
  public func extractSticker(from photo: Image) throws(StickerError) -> Image {
    try sticker(of: photo)
  }

  private func sticker(of photo: Image) throws(StickerError) -> Image {
    let photo = photo.scaledDown(toLongestSide: workingSize)
    return try recordKitSpan("sticker \(photo)") { () throws(StickerError) -> Image in
      var subject = SubjectMask()
      try subject.compute(photo)
      return StickerOutline.cut(photo, subject: subject)
    }
  }

  /// Makes the sticker where the caller runs, after passing the task's `WorkGate`, if any
  /// (`sticker W×H`): a test holds the gate to see which work has started.
  public func extractSticker(from photo: Image) async throws(StickerError) -> Image {
    await WorkGate.current?.pass("sticker \(photo.scaledSize(toLongestSide: workingSize))")
    return try sticker(of: photo)
  }

  /// The outline's width in pixels for a photo whose longer side is `side`: about 12 at
  /// 1024 pixels, never under 2.
  static func outlineWidth(forSide side: Int) -> Int {
    max(2, (side + 42) / 85)
  }
}

extension Image {
  /// The size `scaledDown(toLongestSide:)` would give, without scaling: `W×H`.
  func scaledSize(toLongestSide longestSide: Int?) -> String {
    guard let longestSide, max(width, height) > longestSide else { return description }
    if width >= height {
      return "\(longestSide)×\(max(1, (height * longestSide + width / 2) / width))"
    }
    return "\(max(1, (width * longestSide + height / 2) / height))×\(longestSide)"
  }
}
