import Foundation

/// The sample photos bundled with the kit, for the sticker app (chapter 8): each a subject
/// clear of the border on a smooth or gradient background, with grain on both, as a photo
/// has.
///
/// They are drawn by `Scripts/make-photos.swift` (no third-party images) and encoded as JPEG,
/// so they are real photo files that the kit decodes with `Image(decoding:)`.
public enum SamplePhotos {
  /// The file names of the photos, in the order the app shows them.
  public static let names = [
    "daisy.jpg", "tulip.jpg", "apple.jpg", "mug.jpg", "bird.jpg", "sunflower.jpg",
  ]

  /// The file URL of the bundled photo called `name`, or `nil` if there is none.
  public static func url(named name: String) -> URL? {
    guard let folder = Bundle.module.url(forResource: "Samples", withExtension: nil) else {
      return nil
    }
    let url = folder.appendingPathComponent("Photos").appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The file URLs of all the photos, in order.
  public static var urls: [URL] { names.compactMap { url(named: $0) } }
}
