import Foundation

/// A file a program was asked to write: a chapter's `--timeline FILE`, the grading command's
/// JSON, the workbench's trace. Every program writes one the same way, so a file that cannot be
/// written reads the same everywhere (`cannot write PATH: REASON`) and each program turns it
/// into its failure status (`ExitStatus.failure`), never a crash or a silent success.
public enum OutputFile {
  /// Writes `contents` to `file`, creating the folders above it first when `makingFolders`.
  ///
  /// `contents` is made inside the call, so that a failure to make it (encoding the JSON)
  /// is reported as a failure to write the file it was for.
  /// - Throws: `OutputFile.Failure`, naming the file and why.
  public static func write(
    to file: URL, makingFolders: Bool = false, _ contents: () throws -> Data
  ) throws(Failure) {
    do {
      if makingFolders {
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      }
      try contents().write(to: file)
    } catch {
      throw Failure(path: file.path, reason: reason(error))
    }
  }

  /// The system's own words when Foundation has them (`Is a directory`), not Foundation's
  /// wrapper around them (`The operation could not be completed`).
  static func reason(_ error: any Error) -> String {
    let error = error as NSError
    // On Linux the underlying error is a Swift error, not an NSError: bridge it.
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error {
      let system = underlying as NSError
      if system.domain == NSPOSIXErrorDomain, let text = strerror(Int32(system.code)) {
        return String(cString: text)
      }
    }
    return error.localizedDescription
  }

  /// Why a file was not written.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String

    public var description: String { "cannot write \(path): \(reason)" }
  }
}
