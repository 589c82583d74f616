import Foundation
import WorkbookTools

/// Many mutants in one build: each place a mutant changes holds both versions of its lines,
/// and the test run chooses which one runs (`WORKBOOK_MUTANT=name`), so that a hundred mutants
/// cost one build and a hundred test runs instead of a hundred builds ("mutant schemata").
///
/// A changed line holds both versions of the expression that differs (`MutantChoice`);
/// lines that are whole statements become `if WorkbookMutantSwitch.on("name") { new } else
/// { old }`. Where that cannot work, the
/// mutant is built on its own, as before: its file is not Swift under `Sources/`, its lines are
/// part of a line, they overlap another mutant's, or a `defer` would run at the end of the new
/// block instead of its function's. Where it does not compile (a declaration, a binding used
/// further down), the compiler's errors name the lines, and `refuse(blamedBy:)` sends their
/// mutants to be built alone.
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

  /// Sorts `mutants` into those one build can switch and those to build alone, reading their
  /// files from `workspace`, and writes the schema's files.
  init(_ mutants: [Mutant], in workspace: Workspace) {
    var originals: [String: String] = [:]
    var switched: [Mutant] = []
    var alone: [(Mutant, String)] = []
    var taken: [String: [Range<String.Index>]] = [:]
    for mutant in mutants {
      var ranges: [(String, Range<String.Index>)] = []
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
        if let problem = Self.problem(with: edit, in: text) {
          why = problem
          break
        }
        let range = text.range(of: edit.replace)!  // `problem` found it once
        if taken[edit.file, default: []].contains(where: { $0.overlaps(range) })
          || ranges.contains(where: { $0.0 == edit.file && $0.1.overlaps(range) })
        {
          why = "its lines overlap another mutant's in \(edit.file)"
          break
        }
        ranges.append((edit.file, range))
      }
      if let why {
        alone.append((mutant, why))
        continue
      }
      for (file, range) in ranges { taken[file, default: []].append(range) }
      switched.append(mutant)
    }
    self.originals = originals
    self.switched = switched
    self.alone = alone
    write()
  }

  /// Why `edit` cannot hold both versions in `text`, or nil when it can.
  static func problem(with edit: Mutant.Edit, in text: String) -> String? {
    let count = text.components(separatedBy: edit.replace).count - 1
    guard count == 1, let range = text.range(of: edit.replace) else {
      return "its lines are in \(edit.file) \(count) times"
    }
    let startsALine =
      range.lowerBound == text.startIndex || text[text.index(before: range.lowerBound)] == "\n"
    let endsALine = range.upperBound == text.endIndex || text[range.upperBound] == "\n"
    guard startsALine, endsALine,
      !edit.replace.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    else { return "it changes part of a line in \(edit.file)" }
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
      let inFile = spans.filter { $0.file == error.file }
      if let span = inFile.first(where: { $0.lines.contains(error.line) })
        ?? inFile.filter({ $0.lines.upperBound < error.line }).max(by: {
          $0.lines.upperBound < $1.lines.upperBound
        })
      {
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

  private static func said(_ error: (file: String, line: Int, message: String)) -> String {
    "\(error.file):\(error.line): \(error.message)"
  }

  /// The files of the schema: every file a switched mutant changes, with each of its places
  /// holding both versions, and the switch the places read. (A file only refused mutants
  /// changed is left out: the copy takes it back from the workbook as it is.)
  private mutating func write() {
    var edits: [String: [(mutant: String, edit: Mutant.Edit)]] = [:]
    for mutant in switched {
      for edit in mutant.edits { edits[edit.file, default: []].append((mutant.name, edit)) }
    }
    files = [:]
    spans = []
    for (file, original) in originals {
      guard let placed = edits[file] else { continue }
      let ordered = placed.sorted {
        original.range(of: $0.edit.replace)!.lowerBound
          < original.range(of: $1.edit.replace)!.lowerBound
      }
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
          ?? Self.block(mutant, replacing: edit.replace, with: edit.with)
        let lines = block.count { $0 == "\n" } + 1
        spans.append(Span(mutant: mutant, file: file, lines: line...(line + lines - 1)))
        text += block
        line += lines - 1
        cursor = range.upperBound
      }
      text += original[cursor...]
      files[file] = Data((text + Self.switchDeclaration).utf8)
    }
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
    if why.contains("part of a line") { return "changes part of a line" }
    if why.contains("overlap") { return overlapping }
    if why.contains("not Swift under Sources/") {
      return "changes a file other than Swift under Sources/"
    }
    if why.contains("defer") { return "holds a `defer`" }
    return why
  }
}
