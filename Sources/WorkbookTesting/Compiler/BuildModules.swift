import Foundation

/// The folder of compiled modules beside the running test binary, where `Workbook` is: what
/// a file compiled on its own needs to `import Workbook`.
enum BuildModules {
  struct NotFound: Error, CustomStringConvertible {
    var description: String { "the build's Modules folder (with Workbook) was not found" }
  }

  static func folder() -> URL? {
    // Linux: the test binary is in the build folder. macOS: the test bundle is, and it is
    // loaded into a helper that is not.
    var candidates = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    if let executable = Bundle.main.executableURL {
      candidates.append(executable.deletingLastPathComponent())
    }
    return candidates.map { $0.appendingPathComponent("Modules") }.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Workbook.swiftmodule").path)
    }
  }
}
