import Foundation
import WorkbookCommandLine
import WorkbookGrading
import WorkbookTools

/// Many mutants in one build: each place a mutant changes holds both versions of its lines,
/// and the test run chooses which one runs (`WORKBOOK_MUTANT=name`), so that a hundred mutants
/// cost one build and a hundred test runs instead of a hundred builds ("mutant schemata").
///
/// A mutant's places are widened to whole lines. A changed line holds both versions of the
/// expression that differs (`MutantChoice`); lines that are whole statements become
/// `if WorkbookMutantSwitch.on("name") { new } else { old }`. Where that cannot work, the
/// mutant is built on its own, as before: its file is not Swift under `Sources/`, its lines
/// overlap another mutant's, or a `defer` would run at the end of the new block instead of its
/// function's. Where it does not parse (a declaration, a `case`, half a block), parsing its
/// file with its places alone says so; where it does not compile (a binding used further
/// down), the compiler's errors name the lines, and `refuse(blamedBy:)` sends their mutants to
/// be built alone.
///
/// A schema proves a kill, never a survival: a test that reads the source text (a page quote,
/// a scan) sees both versions, so a mutant that survives here is built alone to decide.
struct MutantSchema {
  /// The lines of one file that hold a mutant's two versions, in the schema's text (1-based).
  struct Span: Equatable {
    let mutant: String
    let file: String
    let lines: ClosedRange<Int>
  }

  /// The mutants this schema switches.
  private(set) var switched: [Mutant]
  /// The mutants to build one at a time, with why.
  private(set) var alone: [(mutant: Mutant, why: String)]
  /// The schema's files, by path from the root, and where each mutant's lines are in them.
  private(set) var files: [String: Data] = [:]
  private(set) var spans: [Span] = []

  private let originals: [String: String]
  /// Each switched mutant's edits as the schema places them: widened to whole lines.
  private let placed: [String: [Mutant.Edit]]

  /// Sorts `mutants` into those one build can switch and those to build alone, reading their
  /// files from `workspace`, and writes the schema's files.
  init(_ mutants: [Mutant], in workspace: Workspace) {
    var originals: [String: String] = [:]
    var switched: [Mutant] = []
    var alone: [(Mutant, String)] = []
    var placed: [String: [Mutant.Edit]] = [:]
    var taken: [String: [Range<String.Index>]] = [:]
    for mutant in mutants {
      var ranges: [(String, Range<String.Index>)] = []
      var edits: [Mutant.Edit] = []
      var why: String?
      for edit in mutant.edits {
        guard edit.file.hasPrefix("Sources/"), edit.file.hasSuffix(".swift") else {
          why = "\(edit.file) is not Swift under Sources/"
          break
        }
        if originals[edit.file] == nil {
          originals[edit.file] = try? String(contentsOf: workspace.url(edit.file), encoding: .utf8)
        }
        guard let text = originals[edit.file] else {
          why = "\(edit.file) cannot be read"
          break
        }
        let whole = Self.wholeLines(edit, in: text)
        if let problem = Self.problem(with: whole, in: text) {
          why = problem
          break
        }
        let range = text.range(of: whole.replace)!  // `problem` found it once
        if taken[edit.file, default: []].contains(where: { $0.overlaps(range) })
          || ranges.contains(where: { $0.0 == edit.file && $0.1.overlaps(range) })
        {
          why = "its lines overlap another mutant's in \(edit.file)"
          break
        }
        ranges.append((edit.file, range))
        edits.append(whole)
      }
      if let why {
        alone.append((mutant, why))
        continue
      }
      for (file, range) in ranges { taken[file, default: []].append(range) }
      switched.append(mutant)
      placed[mutant.name] = edits
    }
    self.originals = originals
    self.placed = placed
    self.switched = switched
    self.alone = alone
    write()
  }

  /// `edit` widened to the whole lines it changes, so that a change to part of a line can be
  /// switched like any other: the lines as they are, and as the mutant leaves them. As it is
  /// when its code is not in `text` exactly once (`problem` then says so).
  static func wholeLines(_ edit: Mutant.Edit, in text: String) -> Mutant.Edit {
    guard text.components(separatedBy: edit.replace).count == 2,
      let range = text.range(of: edit.replace)
    else { return edit }
    let start =
      text[..<range.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) }
      ?? text.startIndex
    let end = text[range.upperBound...].firstIndex(of: "\n") ?? text.endIndex
    let replace = String(text[start..<end])
    let with =
      String(text[start..<range.lowerBound]) + edit.with + String(text[range.upperBound..<end])
    return Mutant.Edit(file: edit.file, replace: replace, with: with)
  }

  /// Why `edit` cannot hold both versions in `text`, or nil when it can.
  static func problem(with edit: Mutant.Edit, in text: String) -> String? {
    let count = text.components(separatedBy: edit.replace).count - 1
    guard count == 1 else {
      return "its lines are in \(edit.file) \(count) times"
    }
    guard !edit.replace.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      return "it changes only blank lines in \(edit.file)"
    }
    if (edit.replace + "\n" + edit.with).contains(/\bdefer\b/) {
      return "a `defer` in its lines would end with the block that holds them"
    }
    return nil
  }

  /// Sends away the mutant that the first of a file's syntax `errors` points at, as
  /// `refuse(blamedBy:)` does: one place the parser cannot read derails it for the rest of the
  /// file, so the errors after the first say nothing of the mutants they land in. The file is
  /// parsed again without it, and the next error, if any, is then a mutant's own.
  mutating func refuse(syntaxErrors errors: [(file: String, line: Int, message: String)]) -> Bool {
    refuse(blamedBy: Array(errors.sorted { $0.line < $1.line }.prefix(1)))
  }

  /// Sends the mutants whose lines the compiler's `errors` point at (paths from the root) to
  /// be built alone, and writes the schema again; false when no error could be pinned on a
  /// mutant, and every mutant is then sent alone.
  ///
  /// An error inside a mutant's lines is its own. One below them in the same file is most
  /// likely a name its lines declared and the block now hides: the nearest mutant above is
  /// blamed. Only when no error is in a changed file do errors blame the mutants of their
  /// module folder.
  mutating func refuse(blamedBy errors: [(file: String, line: Int, message: String)]) -> Bool {
    var blamed: [String: String] = [:]
    for error in errors {
      for span in Self.suspects(of: error, among: spans) {
        blamed[span.mutant] = blamed[span.mutant] ?? Self.said(error)
      }
    }
    // Errors in files no mutant changed are most often what a blamed mutant's lines broke
    // (a declaration they hid); only when none is blamed do they blame the mutants whose
    // lines hold a name the error quotes, and failing that, their module's.
    if blamed.isEmpty {
      for error in errors {
        let names = error.message.matches(of: /'([A-Za-z_][A-Za-z0-9_]*)'/).map { String($0.1) }
        for mutant in switched
        where mutant.edits.contains(where: { edit in
          names.contains { edit.replace.contains($0) || edit.with.contains($0) }
        }) {
          blamed[mutant.name] = blamed[mutant.name] ?? Self.said(error)
        }
      }
    }
    if blamed.isEmpty {
      for error in errors {
        let module = error.file.split(separator: "/").prefix(2).joined(separator: "/") + "/"
        for span in spans where span.file.hasPrefix(module) {
          blamed[span.mutant] = blamed[span.mutant] ?? Self.said(error)
        }
      }
    }
    let pinned = !blamed.isEmpty
    if !pinned {
      let said = errors.first.map(Self.said) ?? "no error named"
      for mutant in switched { blamed[mutant.name] = said }
    }
    for mutant in switched {
      if let error = blamed[mutant.name] {
        alone.append((mutant, "its lines do not compile as both versions (\(error))"))
      }
    }
    switched.removeAll { blamed[$0.name] != nil }
    write()
    return pinned
  }

  /// The spans an error in a changed file may be the doing of: the one whose lines hold it;
  /// else the nearest above (a name its lines declared, now hidden in the block) and, unless
  /// the error is a name not found, the nearest below (an expression of several lines is
  /// blamed at its first line, above the place that broke it).
  static func suspects(
    of error: (file: String, line: Int, message: String), among spans: [Span]
  ) -> [Span] {
    let inFile = spans.filter { $0.file == error.file }
    if let holder = inFile.first(where: { $0.lines.contains(error.line) }) { return [holder] }
    let above = inFile.filter { $0.lines.upperBound < error.line }
      .max { $0.lines.upperBound < $1.lines.upperBound }
    let below = inFile.filter { $0.lines.lowerBound > error.line }
      .min { $0.lines.lowerBound < $1.lines.lowerBound }
    let notFound = error.message.hasPrefix("cannot find")
    return [above, notFound ? nil : below].compactMap { $0 }
  }

  private static func said(_ error: (file: String, line: Int, message: String)) -> String {
    "\(error.file):\(error.line): \(error.message)"
  }

  /// The files of the schema: every file a switched mutant changes, with each of its places
  /// holding both versions, and the switch the places read. (A file only refused mutants
  /// changed is left out: the copy takes it back from the workbook as it is.)
  private mutating func write() {
    var edits: [String: [(mutant: String, edit: Mutant.Edit)]] = [:]
    for mutant in switched {
      for edit in placed[mutant.name] ?? [] {
        edits[edit.file, default: []].append((mutant.name, edit))
      }
    }
    files = [:]
    spans = []
    for (file, original) in originals {
      guard let placed = edits[file] else { continue }
      let (text, fileSpans) = Self.text(of: file, original, placing: placed)
      files[file] = Data(text.utf8)
      spans += fileSpans
    }
  }

  /// The text of `file` with each of `placed`'s places holding both versions, and where each
  /// mutant's lines are in it.
  private static func text(
    of file: String, _ original: String, placing placed: [(mutant: String, edit: Mutant.Edit)]
  ) -> (String, [Span]) {
    let ordered = placed.sorted {
      original.range(of: $0.edit.replace)!.lowerBound
        < original.range(of: $1.edit.replace)!.lowerBound
    }
    var spans: [Span] = []
    var text = ""
    var line = 1
    var cursor = original.startIndex
    for (mutant, edit) in ordered {
      let range = original.range(of: edit.replace)!
      let before = original[cursor..<range.lowerBound]
      text += before
      line += before.count { $0 == "\n" }
      let block =
        MutantChoice.line(mutant, replacing: edit.replace, with: edit.with)
        ?? block(mutant, replacing: edit.replace, with: edit.with)
      let lines = block.count { $0 == "\n" } + 1
      spans.append(Span(mutant: mutant, file: file, lines: line...(line + lines - 1)))
      text += block
      line += lines - 1
      cursor = range.upperBound
    }
    text += original[cursor...]
    return (text + switchDeclaration, spans)
  }

  /// For each switched mutant with a place in `file`, the text of `file` with that mutant's
  /// places alone holding both versions: what parses clean or not as that mutant's own doing.
  func variants(of file: String) -> [(mutant: String, text: Data)] {
    guard let original = originals[file] else { return [] }
    return switched.compactMap { mutant in
      let edits = (placed[mutant.name] ?? []).filter { $0.file == file }
      guard !edits.isEmpty else { return nil }
      let (text, _) = Self.text(of: file, original, placing: edits.map { (mutant.name, $0) })
      return (mutant.name, Data(text.utf8))
    }
  }

  /// Sends each mutant of `errors` to be built alone because its lines, with no other
  /// mutant's, are not Swift's syntax (the error it is mapped to), and writes the schema again.
  mutating func refuse(
    syntaxErrorsByMutant errors: [String: (file: String, line: Int, message: String)]
  ) {
    guard !errors.isEmpty else { return }
    for mutant in switched {
      if let error = errors[mutant.name] {
        alone.append((mutant, "its lines do not compile as both versions (\(Self.said(error)))"))
      }
    }
    switched.removeAll { errors[$0.name] != nil }
    write()
  }

  /// The lines that hold both versions: the mutant's when the switch names it.
  static func block(_ mutant: String, replacing old: String, with new: String) -> String {
    let indent = String(old.prefix { $0 == " " || $0 == "\t" })
    let newLines = new.isEmpty ? "" : new + "\n"
    return "\(indent)if WorkbookMutantSwitch.on(\"\(mutant)\") {\n\(newLines)"
      + "\(indent)} else {\n\(old)\n\(indent)}"
  }

  /// Appended to each file of the schema: the switch, read once from the environment.
  /// `nonisolated` so that it reads alike in modules whose code is on the main actor by
  /// default, and a type of its own so that a program's top-level code may read it first.
  static let switchDeclaration = """

    import Foundation

    nonisolated private enum WorkbookMutantSwitch {
      static let name = ProcessInfo.processInfo.environment["\(WorkbookVariable.mutant.name)"]
      static func on(_ mutant: String) -> Bool { name == mutant }
    }

    """
}

extension MutantSchema {
  /// The kind of the mutants a further shared build can hold.
  static let overlapping = "overlaps another mutant's lines"

  /// The kind of a reason to build a mutant alone, without the file or the error it names:
  /// what a run's summary counts.
  static func kind(of why: String) -> String {
    if why.hasPrefix("its lines do not compile") { return "does not compile as both versions" }
    if why.contains("overlap") { return overlapping }
    if why.contains("not Swift under Sources/") {
      return "changes a file other than Swift under Sources/"
    }
    if why.contains("defer") { return "holds a `defer`" }
    return why
  }
}
