import Workbook
import WorkbookTesting

/// The two kinds of image a task about where decoding runs names: small ones, and large ones,
/// the kind that freezes the app when it is decoded on the main actor.
///
/// A grader that only ever draws small images cannot tell work kept on the pool from work
/// kept there only below some size, in bytes or in pixels: so a test of where the work runs
/// is parameterised over both. A large image is of the order of the kit's medium sample
/// (720×540): a file of half a megabyte or more, and a third of a megapixel or more, that
/// still decodes in tens of milliseconds in a debug build, so the suite stays quick.
nonisolated enum ImageSize: String, CaseIterable, Sendable {
  case small
  case large

  /// The range each side of a large image is drawn from.
  static let largeSides = 480...800

  /// The range each side is drawn from: the grader's own range for a small image.
  func sides(small: ClosedRange<Int>) -> ClosedRange<Int> {
    self == .small ? small : Self.largeSides
  }

  /// A description of an image file for a message: `612×504 (925 KB as a file)`.
  static func describe(_ image: Image, fileBytes: Int) -> String {
    "\(image) (\(fileBytes >= 1024 ? "\(fileBytes / 1024) KB" : "\(fileBytes) bytes") as a file)"
  }
}
