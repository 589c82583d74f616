import Foundation
import Testing
import WorkbookTesting

/// The cases are compiled with the chapters' settings, so they must stay the settings in
/// Package.swift: a chapter built one way and its quoted errors checked another way would
/// prove nothing.
@Suite("Diagnostics: the cases are compiled the way the chapters are built", .tags(.dataRaces))
struct DiagnosticsSettingsTests {
  @Test("The compiler flags match approachableConcurrency in Package.swift")
  func flagsMatchThePackage() throws {
    let manifest = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
    let start = try #require(text.range(of: "let approachableConcurrency: [SwiftSetting] = ["))
    let end = try #require(text.range(of: "\n]", range: start.upperBound..<text.endIndex))
    let settings = text[start.upperBound..<end.lowerBound]

    let packageFeatures = settings.matches(of: /enableUpcomingFeature\("(\w+)"\)/).map {
      String($0.output.1)
    }
    let flags = SwiftCompiler.chapterSettings
    let compilerFeatures = zip(flags, flags.dropFirst())
      .filter { $0.0 == "-enable-upcoming-feature" }.map(\.1)
    // Break it: add a feature to approachableConcurrency and this fails until the flag is added
    // to SwiftCompiler.chapterSettings too.
    #expect(packageFeatures.sorted() == compilerFeatures.sorted())
    #expect(settings.contains(".defaultIsolation(MainActor.self)"))
    #expect(flags.contains("MainActor"))
  }
}
