/// The settings a module of this package is built with, as compiler flags: the one
/// definition the compiler runner uses, checked against the package as SwiftPM reads it
/// (`DiagnosticsSettingsTests`).
public enum CompilerSettings: Sendable {
  /// `approachableConcurrency` in Package.swift, what every chapter is built with: default
  /// isolation MainActor and the upcoming features.
  case chapters
  /// `librarySettings`, what the kit is built with: nonisolated by default, the same
  /// upcoming features.
  case library

  /// The upcoming features both lists enable.
  public static let upcomingFeatures = [
    "NonisolatedNonsendingByDefault", "InferIsolatedConformances",
  ]

  /// The default isolation, if the settings set one.
  public var defaultIsolation: String? {
    switch self {
    case .chapters: "MainActor"
    case .library: nil
    }
  }

  /// The flags for `swiftc`.
  public var flags: [String] {
    let isolation = defaultIsolation.map { ["-default-isolation", $0] } ?? []
    return isolation + Self.upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] }
  }
}
