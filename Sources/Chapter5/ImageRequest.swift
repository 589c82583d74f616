import Foundation

/// What the app asks for when it shows an image: where the image is, and how big to show it.
///
/// It is a value type whose stored properties are all `Sendable` (a `URL`, two `Int`s), so it
/// is `Sendable` and crosses freely between the main actor and the concurrent pool (Embrace
/// Swift concurrency, 16:56). Each holder has its own copy: when the main actor changes the
/// model's request, the copy a tap already sent stays as it was (15:18).
///
/// It says `nonisolated` because this module's default isolation is the main actor: without
/// it, the struct would belong to the main actor, and its `description`, which the pool reads,
/// could only be used there.
nonisolated struct ImageRequest: Sendable, Hashable, CustomStringConvertible {
  /// Where the image is: a file, a `workbook://` URL or an http(s) URL.
  var url: URL
  /// The box the image is scaled to fit, in pixels.
  var width: Int
  var height: Int

  /// `120×90 of small.ppm`: how requests are named in traces, on the main actor and on
  /// the pool.
  var description: String { "\(width)×\(height) of \(url.lastPathComponent)" }
}
