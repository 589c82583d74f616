import Foundation
import Testing

@testable import WorkbookTesting

/// A grader's failure reads, in `swift test`, as one paragraph in words: what happened, what
/// should have, where to look, then `swift run workbook hint N` and `watch N`. These tests
/// hold the parts that can be checked mechanically: errors in words, the paragraph's close,
/// one issue with only the paragraph, and every grader recording through the helpers.
@Suite("Grading: every grader failure reads as one paragraph in words")
struct GraderMessageTests {
  let exercise = ExerciseFile("9.9", "99-demo/9.9-words/Words.swift", solutions: false)

  @Test("A missing file's real Foundation error is told in words")
  func missingFileInWords() throws {
    let folder = try TemporaryFolder()
    let missing = folder.url.appendingPathComponent("gone.ppm")
    let error = try #require(throwing { _ = try Data(contentsOf: missing) })
    // Break it: return `"\(error)"` from brief(_: any Error), and the dump comes back.
    #expect(brief(error) == "the file does not exist", "\(brief(error))")
    #expect(!brief("\(error)").contains("Error Domain="), "\(brief("\(error)"))")
  }

  @Test("A folder read as a file is told in words, not as a dump")
  func folderInWords() throws {
    let folder = try TemporaryFolder()
    let error = try #require(throwing { _ = try String(contentsOf: folder.url, encoding: .utf8) })
    #expect(!brief(error).contains("Error Domain="), "\(brief(error))")
    #expect(!brief(error).contains("Code="), "\(brief(error))")
  }

  @Test(
    "Permission, network and encoding errors are told in words",
    arguments: [
      (CocoaError(.fileReadNoPermission) as any Error, "permission to read the file was denied"),
      (URLError(.timedOut), "the request timed out"),
      (URLError(.cannotConnectToHost), "the server could not be reached"),
      (URLError(.badServerResponse), "the server answered with an error"),
      (
        CocoaError(.fileReadInapplicableStringEncoding),
        "the file is not text in the expected encoding"
      ),
    ])
  func errorsInWords(error: any Error, words: String) {
    #expect(brief(error) == words)
  }

  @Test("An NSError dump inside a trace label becomes words, and the label's start stays")
  func dumpInALabel() {
    let label = """
      error Error Domain=NSCocoaErrorDomain Code=260 "(null)" UserInfo={NSFilePath=/tmp/x.ppm, \
      NSUnderlyingError=Error Domain=NSPOSIXErrorDomain Code=2 "No such file or directory"}
      """
    #expect(brief(label) == "error the file does not exist")
    let url = #"Error Domain=NSURLErrorDomain Code=-1005 "(null)" UserInfo={}"#
    #expect(brief(url) == "the request failed (URL error -1005)")
    #expect(brief("read photo.ppm") == "read photo.ppm", "a plain label stays as it is")
  }

  @Test("The paragraph is one line that ends with the exercise's hint and watch commands")
  func paragraphEndsWithTheCommands() {
    let text = ExerciseFile.paragraph(
      """
      The view showed nothing. \
      Every failure must reach view.displayError
      """, nextSteps: exercise.nextSteps, grading: false)
    #expect(!text.contains("\n"))
    #expect(text.contains("view.displayError. Hint:"), "a sentence ends before the commands")
    #expect(text.hasSuffix(exercise.nextSteps))
    #expect(text.contains("swift run workbook hint 9.9"))
    #expect(text.contains("swift run workbook watch 9.9"))
  }

  @Test(
    "Under the grading command, which prints its own pointer to the hints, the words stand alone")
  func gradingCommandLeavesTheCommandsOut() {
    let text = ExerciseFile.paragraph(
      "The view showed nothing.", nextSteps: exercise.nextSteps, grading: true)
    #expect(text == "The view showed nothing.")
  }

  @Test("A failed check records one issue whose only text is the paragraph")
  func oneIssueOnlyTheParagraph() {
    let expected = exercise.paragraph("The view showed 2 images, not 1.")
    let recorded = FailureSink.capturing {
      let shown = 2
      // Break it: record with `#expect(shown == 1, …)` in `expect`, and the issue is an
      // expectation with the expression `(shown → 2) == 1` instead of the paragraph alone.
      exercise.expect(shown == 1, "The view showed \(shown) images, not 1.")
      exercise.expect(shown == 2, "Not recorded: the check passed.")
    }
    #expect(recorded == [expected])
  }

  @Test("Every grader records its failures through the paragraph helpers")
  func gradersUseTheHelpers() throws {
    let graders = ExerciseFile.packageRoot.appendingPathComponent("Tests/ExerciseTests")
    let files = try #require(FileManager.default.enumerator(atPath: graders.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Support") }
    #expect(files.count >= 22, "\(files)")
    for file in files {
      let text = try String(
        contentsOf: graders.appendingPathComponent(file), encoding: .utf8)
      // `#expect(throws:)` checks that code throws; it has no expression to expand.
      let raw = text.replacingOccurrences(of: "#expect(throws:", with: "")
      // Break it: write `#expect(view.displayedErrors.isEmpty)` in a grader.
      for macro in ["#expect(", "#require(", "Issue.record("] {
        #expect(
          !raw.contains(macro),
          "\(file) uses \(macro)…): record through exercise.expect, require or fail instead")
      }
    }
  }

  /// What a grader must never say: how to break the reference solution, or where it is.
  static let solutionWords = ["Break it", "Solutions/"]

  /// Swift Testing prints the comments of a failing suite and test, and a grader's messages
  /// are what the student reads next: no grader comment or string may hold a recipe made
  /// from the reference solution, or a path to it. Comments are read as written, since the
  /// compiler's parse leaves them out; string literals as the compiler reads them, with
  /// escapes and line continuations resolved, so a phrase split over two lines is found.
  @Test("No grader comment or message tells how to break, or where to find, a solution")
  func noSolutionInGraderText() async throws {
    let graders = ExerciseFile.packageRoot.appendingPathComponent("Tests/ExerciseTests")
    let module = try await ParsedModule.parse(folder: graders)
    #expect(module.sources.count >= 22, "\(module.sources.keys.sorted())")
    for (path, text) in module.sources.sorted(by: { $0.key < $1.key }) {
      let file = URL(fileURLWithPath: path).lastPathComponent
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
        // Break it: put back "/// Break it: in Solutions/…" above a grader's @Suite.
        for words in Self.solutionWords {
          #expect(!line.contains(words), "\(file):\(number + 1) says \"\(words)\": \(line)")
        }
      }
    }
    let literals = module.nodes.indices.filter {
      module.nodes[$0].text.contains("string_literal_expr")
    }
    #expect(literals.count > 100, "the parse shows the graders' string literals")
    for index in literals {
      // Break it: write "Break \⏎ it" in a grader's multi-line message.
      for words in Self.solutionWords {
        #expect(
          !module.nodes[index].text.contains(words),
          "\(module.place(of: index).map(\.description) ?? "a grader"): a string says \"\(words)\"")
      }
    }
  }

  /// A grader that names code the reference solution adds, and the starter never names (the
  /// kit's `requireSuccess()`, a `Mutex` and its `withLock`), tells the student what to type.
  /// Each `ExerciseN_MTests.swift` is read against its own exercise, and each helper beside
  /// them (an escape hatch's reason, shown in several exercises) against every exercise
  /// whose grader uses it: strings as the compiler reads them, and comments, which Swift
  /// Testing prints with a failure.
  @Test("No grader message or comment names code that the reference solution adds")
  func noSolutionCodeInGraderText() async throws {
    let root = ExerciseFile.packageRoot
    let module = try await ParsedModule.parse(
      folder: root.appendingPathComponent("Tests/ExerciseTests"))
    // Each string's value as the compiler reads it, by the file it is in.
    var strings: [String: [(place: String, value: Substring)]] = [:]
    for node in module.nodes.indices where module.nodes[node].text.contains("string_literal_expr") {
      let text = module.nodes[node].text
      guard let start = text.range(of: #"value=""#), let place = module.place(of: node) else {
        continue
      }
      let end = text.range(of: #"" builtin_initializer"#)?.lowerBound ?? text.endIndex
      strings[place.file, default: []].append((place.description, text[start.upperBound..<end]))
    }
    var added: [String: Set<String>] = [:]
    for path in module.sources.keys {
      let file = URL(fileURLWithPath: path).lastPathComponent
      added[path] = try Self.wordsTheSolutionAdds(grader: file, root: root)
    }
    let graders = added
    for (path, text) in module.sources where graders[path] == nil {
      added[path] = Self.wordsOfItsUsers(helper: text, graders: graders, sources: module.sources)
    }
    var checked = 0
    var helpers = 0
    for (path, text) in module.sources.sorted(by: { $0.key < $1.key }) {
      let file = URL(fileURLWithPath: path).lastPathComponent
      guard let words = added[path] else { continue }
      checked += 1
      if graders[path] == nil { helpers += 1 }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() {
        guard let comment = line.range(of: "//") else { continue }
        for word in words where Self.names(line[comment.upperBound...], word) {
          Issue.record("\(file):\(number + 1): a comment names \(word): \(line)")
        }
      }
      for string in strings[path] ?? [] {
        // Break it: write "(the kit's `requireSuccess()`)" back into a message of 2.2.
        for word in words where Self.names(string.value, word) {
          Issue.record("\(string.place): a string names \(word): \(string.value)")
        }
      }
    }
    #expect(checked - helpers >= 20, "the graders were matched to their exercises")
    #expect(helpers >= 8, "the shared helpers were matched to the graders that use them")
  }

  /// The words the reference solutions add, of every grader among `graders` that names
  /// something `helper` declares (`EscapeHatch.detachedTask` makes 4.1 to 6.2 its users);
  /// nil when no grader does.
  static func wordsOfItsUsers(
    helper: String, graders: [String: Set<String>], sources: [String: String]
  ) -> Set<String>? {
    let declared = Self.declarations(in: helper)
    let users = graders.filter { grader, _ in
      let named = sources[grader].map { identifiers(in: $0[...]) } ?? []
      return !named.isDisjoint(with: declared)
    }
    return users.isEmpty ? nil : users.values.reduce(into: []) { $0.formUnion($1) }
  }

  /// The names a file declares for others to use: its top-level declarations, and those
  /// directly inside its top-level types and extensions (`detachedTask`, `graderURL`,
  /// `Photos`), not a function's locals.
  static func declarations(in text: String) -> Set<String> {
    let introducers: Set = ["func", "let", "var", "struct", "class", "enum", "actor", "typealias"]
    var declared: Set<String> = []
    var inType = false
    for line in text.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      guard !line.dropFirst(indent).hasPrefix("//"),
        indent == 0 || (indent == 2 && inType)
      else { continue }
      let tokens = line.matches(of: /@?[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) }
      if indent == 0 {
        inType = tokens.contains { ["struct", "class", "enum", "actor", "extension"].contains($0) }
      }
      if let index = tokens.firstIndex(where: introducers.contains), index + 1 < tokens.count {
        declared.insert(tokens[index + 1])
      }
    }
    return declared
  }

  /// Every identifier in `text`, `@` attributes included.
  static func identifiers(in text: Substring) -> Set<String> {
    Set(text.matches(of: /@?[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) })
  }

  /// The names of code that the reference solution of `grader`'s exercise uses and its
  /// starter never names, task comment included: `["Mutex", "withLock", …]` for
  /// `Exercise9_3Tests.swift`, nil for a file that grades no one exercise. Only names that
  /// read as code count (`@concurrent`, `withLock`, `ImageRequest`), never a word that
  /// could be English, such as `request`.
  static func wordsTheSolutionAdds(grader: String, root: URL) throws -> Set<String>? {
    guard let match = grader.wholeMatch(of: /Exercise([0-9]+)_([0-9]+)Tests\.swift/) else {
      return nil
    }
    let id = "\(match.1).\(match.2)"
    let exercises = root.appendingPathComponent("Exercises")
    let chapters = try FileManager.default.contentsOfDirectory(atPath: exercises.path)
    let folder = chapters.flatMap { chapter in
      let inside = exercises.appendingPathComponent(chapter)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: inside.path)) ?? []
      return names.filter { $0.hasPrefix("\(id)-") }.map { "\(chapter)/\($0)" }
    }.first
    guard let folder else { return nil }
    let starter = try Self.words(in: exercises.appendingPathComponent(folder), code: false)
    let solution = try Self.words(
      in: root.appendingPathComponent("Solutions/\(folder)"), code: true)
    return solution.subtracting(starter).filter { word in
      word.hasPrefix("@") || word.first!.isUppercase
        || zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }
  }

  /// The identifiers (`@` attributes included) of every Swift file in `folder`; with `code`,
  /// those outside `//` comments only.
  static func words(in folder: URL, code: Bool) throws -> Set<String> {
    var words: Set<String> = []
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let kept = code ? line.range(of: "//").map { line[..<$0.lowerBound] } ?? line : line
        words.formUnion(kept.matches(of: /@?[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) })
      }
    }
    return words
  }

  /// Whether `text` holds `word` as a whole identifier, not inside a longer one.
  static func names(_ text: Substring, _ word: String) -> Bool {
    text.matches(of: /@?[A-Za-z_][A-Za-z0-9_]*/).contains { $0.output == word }
  }

  /// The error `body` throws, if it throws.
  private func throwing(_ body: () throws -> Void) -> (any Error)? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }
}
