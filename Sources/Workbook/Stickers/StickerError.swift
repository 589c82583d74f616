/// Why no sticker could be made from a photo.
public enum StickerError: Error, Equatable, Sendable {
  /// Nothing in the photo (of the size named) stands out from its background: a plain
  /// picture, or a subject too faint or too small to lift.
  case noSubject(String)
}

extension StickerError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .noSubject(let size):
      "no subject to lift: nothing in this \(size) picture stands out from its background"
    }
  }
}
