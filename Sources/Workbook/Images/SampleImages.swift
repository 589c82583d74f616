import Foundation

/// The sample images bundled with the kit, so every chapter runs with no arguments and no
/// network.
///
/// They are drawn by `Scripts/make-samples.swift` and differ in size on purpose: the small
/// one decodes in a few milliseconds, the medium one in tens, and the large one takes long
/// enough (hundreds of milliseconds in a debug build) that decoding it on the main actor
/// visibly freezes the app.
public enum SampleImages {
  /// The file names of the samples, smallest first.
  public static let names = ["small.ppm", "medium.ppm", "large.ppm"]

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
