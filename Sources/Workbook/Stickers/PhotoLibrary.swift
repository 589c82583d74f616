import Foundation

/// The user's photo library: loads a photo's bytes off the main actor, as the system's
/// `loadTransferable` does for a picked photo (Code-along 3:42).
///
/// The caller awaits; the file is read on the concurrent pool, recorded as a `load NAME`
/// span into `Trace.current`, and the caller resumes with the bytes. Before reading, the load
/// passes the task's `WorkGate`, if any, as `load NAME`.
public struct PhotoLibrary: Sendable {
  /// The photos in it, in order.
  public let urls: [URL]

  public init(urls: [URL]) {
    self.urls = urls
  }

  /// The library of the bundled sample photos.
  public static var samples: PhotoLibrary { PhotoLibrary(urls: SamplePhotos.urls) }

  /// Reads the photo at `url`, on the concurrent pool.
  /// - Throws: the file system's error when it cannot be read.
  @concurrent
  public func loadData(for url: URL) async throws -> Data {
    await WorkGate.current?.pass("load \(url.lastPathComponent)")
    return try recordKitSpan("load \(url.lastPathComponent)") { try Data(contentsOf: url) }
  }
}
