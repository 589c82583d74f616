import Foundation

/// Finds a program the way a shell would: the first executable file of that name in a
/// folder of `PATH`. The one PATH walk behind the CLI's `swift`, the graders' `swiftc` and
/// imagefuzz's `djpeg` and `pngtopnm`.
public enum ExecutableSearch {
  /// The program named `name` on `PATH` (`/usr/bin:/bin` when unset), or nil.
  public static func onPath(
    _ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]
  ) -> URL? {
    for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
