import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

/// Chapter 8 says the kit's own `ColorExtractor`, with the buffers it keeps between calls,
/// is not `Sendable`, so Swift 6 refuses one shared by two tasks. The 18:44 case shows it
/// with a small class of its own; this suite compiles the same processor against the built
/// kit, so that the kit's class is the one refused.
@Suite("Diagnostics: the kit's ColorExtractor is not Sendable", .tags(.dataRaces))
struct DiagnosticsKitExtractorTests {
  /// The 18:44 processor, holding the kit's extractor: two `async let`s on its methods.
  static let sharedExtractor = """
    import Workbook

    struct PhotoProcessor {
      let colorExtractor = ColorExtractor()

      @concurrent
      func process(_ photo: Image) async throws -> [DominantColor] {
        async let first = colors(of: photo)
        async let second = colors(of: photo)
        return try await first + second
      }

      private func colors(of photo: Image) throws -> [DominantColor] {
        try colorExtractor.extractColors(from: photo)
      }
    }
    """

  @Test("A processor that keeps the kit's extractor may not send itself to two async lets")
  func kitExtractorSharedIsRejected() async throws {
    let folder = try TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }  // the file must outlive the compile
    let file = try folder.write(Data(Self.sharedExtractor.utf8), named: "SharedKitExtractor.swift")
    let output = try await SwiftCompiler.located().checkSIL(
      of: [file], settings: .library, moduleName: "SharedKitExtractor", importingKit: true,
      asLibrary: true)
    // Break it: declare the kit's ColorExtractor `@unchecked Sendable`, and the processor is
    // Sendable too: this compiles.
    #expect(!output.succeeded, "a shared kit extractor compiled:\n\(output.output)")
    let messages = CompilerDiagnostic.messages(in: output.output)
    #expect(
      messages.contains("error: sending 'self' risks causing data races"), "\(output.output)")
  }
}
