import Foundation
import Testing
import WorkbookTesting

/// The Swift files under a folder, as the scan finds a module's files.
enum ParsedModuleFolders {
  static func swiftFiles(in folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
  }
}

/// The anti-cheat scan reads the compiler's own parse of the whole exercise module: it finds
/// every spelling the compiler accepts, in every file, and nothing in comments or literals.
/// Each case is a small module written to a folder and parsed by the real compiler.
@Suite("Grading: the escape-hatch scan sees what the compiler sees")
struct EscapeHatchTests {
  /// Wrong submissions: each must be found, on its line.
  @Test(
    "Each escape hatch is found whatever its spelling",
    arguments: [
      ("nonisolated(`unsafe`) var cache: [Int] = []", "nonisolated(unsafe)"),
      ("final class Box: @`unchecked` Sendable {}", "@unchecked Sendable"),
      ("@preconcurrency\nimport Dispatch", "attribute on an import"),
      ("func f() { MainActor.assumeIsolated { } }", "assumeIsolated"),
      (
        "let address = Int(bitPattern: UnsafeMutablePointer<Int>.allocate(capacity: 1))",
        "unsafe pointer"
      ),
      (
        "func f(p: Int) -> Int { UnsafeRawPointer(bitPattern: p)!.load(as: Int.self) }",
        "unsafe pointer"
      ),
      ("let r = /\"a\\/\\//; nonisolated(unsafe) var x = 1", "nonisolated(unsafe)"),
      ("let r = #/x\"//#; final class C: @unchecked Sendable {}", "@unchecked Sendable"),
      ("func f() { let c = NSConditionLock(condition: 0); c.lock(whenCondition: 1) }", "condition"),
      ("func f() { _ = poll(nil, 0, 10) }", "timed wait"),
      // A value that is not Sendable, carried across in an NSError, which is: the compiler
      // checks the error, not what its userInfo holds (break it: leave userInfo out of the
      // scan, and a shared extractor rides along unseen).
      (
        "let e = NSError(domain: \"d\", code: 0, userInfo: [:])\nfunc f() -> Int? { e.userInfo[\"n\"] as? Int }",
        "carried in Any"
      ),
      ("final class Box { var value: Any? }", "carried in Any"),
      ("struct Carrier { let items: [String: AnyObject] }", "carried in Any"),
      // A semaphore made and signalled, never waited on: found by its type alone.
      ("func f() { let s = DispatchSemaphore(value: 0); s.signal() }", "a semaphore"),
      ("func f() { DispatchQueue.main.async { } }", "DispatchQueue, RunLoop"),
      ("func f() async { while true { await Task.yield() } }", "Task.yield"),
      (
        "func f() async { while true { await withCheckedContinuation { $0.resume() } } }",
        "yield by"
      ),
      (
        "func f() async throws { try await withUnsafeThrowingContinuation { c in c.resume() } }",
        "yield by"
      ),
      ("func f() async { while true { await Task {}.value } }", "a task with nothing to do"),
      (
        "func f() async { while true { _ = await Task.detached { }.result } }",
        "a task with nothing to do"
      ),
      ("func f() -> Bool { ProcessInfo.processInfo.environment[\"X\"] != nil }", "environment"),
      ("func f() -> Bool { getenv(\"XCTestConfigurationFilePath\") != nil }", "environment"),
      ("func f() -> Int { CommandLine.arguments.count }", "environment"),
      // On declarations, not an import: found by the attribute's node (break it: match only
      // the text `@preconcurrency`, and the node of a declaration's attribute is missed).
      ("@preconcurrency protocol Q {}\n@preconcurrency func f() {}", "@preconcurrency"),
      ("import XCTest", "imports XCTest"),
      ("import struct Testing.Test", "imports Testing.Test"),
      ("@_optimize(none) func f() {}", "underscored attribute"),
      ("func f() async throws { try await Task.sleep(for: .seconds(1)) }", "sleep"),
      ("func f() { Thread.sleep(forTimeInterval: 1) }", "sleep"),
      ("func f() throws { try Trace.$current.withValue(nil) { try g() } }", "trace's own API"),
      (
        "func f() { Trace.current?.record(\"display 1×1\", domain: .mainActor) }", "trace's own API"
      ),
      ("#if canImport(Foundation)\nnonisolated(unsafe) var x = 1\n#endif", "nonisolated(unsafe)"),
      ("#if os(Windows)\nfunc f() { Thread.sleep(forTimeInterval: 1) }\n#endif", "sleep"),
      (
        "#if swift(>=6)\nstruct Request {}\n#else\nfinal class Request {}\n#endif",
        "#if swift(>=6)"
      ),
      ("func f() {\n  #if !compiler(>=6)\n  print(1)\n  #endif\n}", "#if !compiler(>=6)"),
      ("#if canImport(Foundation)\n#elseif DEBUG\nlet x = 1\n#endif", "#if DEBUG"),
      (
        "#if hasFeature(StrictConcurrency) // on\nlet x = 1\n#endif",
        "#if hasFeature(StrictConcurrency)"
      ),
    ])
  func findsEachSpelling(code: String, expected: String) async throws {
    let found = try await scan(["Model.swift": "import Foundation\n\(code)\n"])
    // Break it: scan the text again (the old SwiftCode scan), and the backticked spellings
    // and the code after a regex literal are missed.
    #expect(found.contains { $0.contains(expected) && $0.contains("Model.swift:") }, "\(found)")
  }

  @Test("A hatch in any file of the module is found, not only in the exercise's named file")
  func scansEveryFile() async throws {
    let found = try await scan([
      "ImageModel.swift": "import Foundation\nfinal class ImageModel {}\n",
      "Helpers.swift": "import Foundation\n\nnonisolated(unsafe) var shared = 0\n",
    ])
    #expect(found.contains { $0.hasPrefix("Helpers.swift:3 uses nonisolated(unsafe)") }, "\(found)")
  }

  /// Right submissions: forbidden words where they are not code, and the keywords the
  /// exercises teach.
  @Test("Names in comments, strings and regex literals, and the taught keywords, are not findings")
  func ignoresWhatIsNotCode() async throws {
    let found = try await scan([
      "Model.swift": #"""
      import Foundation
      import Workbook
      #if canImport(FoundationNetworking)
        import FoundationNetworking
      #elseif os(Linux) || (arch(arm64) && !os(macOS))
        let platform = 1
      #endif
      // Do not use nonisolated(unsafe) or @unchecked Sendable here.
      /// sleep(1) in a doc comment; DispatchQueue.main; ProcessInfo
      let message = "assumeIsolated and Task.sleep are rejected"
      let pattern = /sleep|"wait"|\/\/ getenv/
      nonisolated struct Decoder { func decode(_ data: Data) throws -> Image { try .init(decoding: data) } }
      func failed(_ error: any Error & Sendable) -> Bool { (error as? URLError)?.code == .timedOut }
      @MainActor final class Model {
        nonisolated func pure() -> Int { 1 }
        @concurrent func work() async {}
        func load() async throws { try await withThrowingTaskGroup(of: Void.self) { try await $0.waitForAll() } }
        var waiters: [CheckedContinuation<Void, Never>] = []
        var ready = false
        func wait() async { await withCheckedContinuation { c in if ready { c.resume() } else { waiters.append(c) } } }
        func refresh() async { await Task { await work() }.value }
        func tap(hit: Bool) -> Task<Void, Never> { hit ? Task {} : Task { await work() } }
        func get(_ url: URL) async { await withCheckedContinuation { c in URLSession.shared.dataTask(with: url) { _, _, _ in c.resume() }.resume() } }
      }
      """#
    ])
    #expect(found.isEmpty, "\(found)")
  }

  @Test("Every reference solution passes the scan")
  func solutionsPass() async throws {
    let solutions = ExerciseFile.packageRoot.appendingPathComponent("Solutions")
    let folders = Set(
      ParsedModuleFolders.swiftFiles(in: solutions).map { $0.deletingLastPathComponent() })
    #expect(folders.count >= 10)
    for folder in folders {
      let module = try await ParsedModule.parse(folder: folder)
      let found = EscapeHatch.findings(in: module)
      #expect(found.isEmpty, "\(folder.lastPathComponent): \(found.map(\.message))")
    }
  }

  private func scan(_ files: [String: String]) async throws -> [String] {
    let folder = try TemporaryFolder()
    for (name, text) in files { _ = try folder.write(Data(text.utf8), named: name) }
    let module = try await ParsedModule.parse(folder: folder.url)
    return EscapeHatch.findings(in: module).map { "\($0.place?.description ?? "?") \($0.message)" }
  }
}
