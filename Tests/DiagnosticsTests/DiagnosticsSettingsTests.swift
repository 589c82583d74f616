import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

/// The cases are compiled with the chapters' settings, so they must stay the settings in
/// Package.swift: a chapter built one way and its quoted errors checked another way would
/// prove nothing. The package is read as SwiftPM reads it (`swift package dump-package`).
@Suite("Diagnostics: the cases are compiled the way the chapters are built", .tags(.dataRaces))
struct DiagnosticsSettingsTests {
  @Test("The compiler flags match the settings of every chapter and of the kit")
  func flagsMatchThePackage() async throws {
    let manifest = try await PackageManifest.load()
    let chapters = manifest.targets.filter { $0.name.hasPrefix("Chapter") && $0.type != "test" }
    try #require(!chapters.isEmpty, "no chapter targets in the manifest")
    // Break it: add a feature to approachableConcurrency in Package.swift, and this fails until
    // it is added to CompilerSettings too.
    for chapter in chapters {
      #expect(
        Self.settings(of: chapter) == Self.expected(.chapters),
        "\(chapter.name) is built with settings the compiler runner does not use")
    }
    let kit = try #require(manifest.target("Workbook"))
    #expect(Self.settings(of: kit) == Self.expected(.library))
  }

  /// Exercise 1.3's task text says its module is built like the kit: its grader compiles the
  /// student's file as a library whatever the package says, so only the package shows it.
  @Test("Exercise 1.3's module is built with the library settings, without default isolation")
  func exercise13BuiltAsALibrary() async throws {
    let manifest = try await PackageManifest.load()
    let exercise = try #require(manifest.target("Exercise1_3"))
    let settings = Self.settings(of: exercise)
    // Break it: build 1.3 like the chapters (drop `isLibrary` from its entry in Package.swift),
    // and its module gets default isolation MainActor.
    #expect(
      !settings.contains(.defaultIsolation("MainActor")),
      "Exercise1_3 is built with default isolation MainActor")
    #expect(settings.isSuperset(of: Self.expected(.library)), "\(settings)")
  }

  /// The isolation and features a target is built with.
  static func settings(of target: PackageManifest.Target) -> Set<PackageManifest.Setting.Kind> {
    Set(target.settings.map(\.kind).filter { $0 != .other })
  }

  /// The isolation and features `settings` pass to the compiler.
  static func expected(_ settings: CompilerSettings) -> Set<PackageManifest.Setting.Kind> {
    var kinds = Set(
      CompilerSettings.upcomingFeatures.map(PackageManifest.Setting.Kind.upcomingFeature))
    if let isolation = settings.defaultIsolation { kinds.insert(.defaultIsolation(isolation)) }
    return kinds
  }
}
