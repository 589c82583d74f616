import Foundation

/// The sample images bundled with the kit, so every chapter runs with no arguments and no
/// network.
///
/// They differ in size and format on purpose: the small PPM decodes in a few milliseconds,
/// the medium one in tens, the large one in hundreds in a debug build; the photo, a 12
/// megapixel JPEG as a phone takes them, takes long enough even in a release build that
/// decoding it on the main actor visibly freezes the app. The PPMs are drawn by
/// `Scripts/make-samples.swift`, the photo by `Scripts/make-photo-sample.py`.
public enum SampleImages {
  /// The file names of the samples, smallest first.
  public static let names = ["small.ppm", "medium.ppm", "large.ppm", "photo.jpg"]

  /// The file URL of the bundled sample called `name`, or `nil` if there is none.
  public static func url(named name: String) -> URL? {
    guard let folder = Bundle.module.url(forResource: "Samples", withExtension: nil) else {
      return nil
    }
    let url = folder.appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The file URLs of all the samples, smallest first.
  public static var urls: [URL] { names.compactMap { url(named: $0) } }
}
