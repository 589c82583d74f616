import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// Reads the mutant files in `Tests/Mutants/` (their format is in that folder's README).
///
/// A file is a list of entries, each opened by a `## name` line: a mutant, or, as
/// `## exempt: …`, tests that need none. Fields are `key: value` lines; `replace:` and
/// `with:` are followed by code indented by four spaces.
enum MutantFile {
  /// Where the mutant files live, from the package root.
  static let folder = "Tests/Mutants"
  static let suffix = ".mutants"

  /// Everything in the files of `workspace`, checked: names unique, each mutant complete.
  static func loadAll(from workspace: Workspace) throws(CLIError) -> (
    mutants: [Mutant], exemptions: [MutantExemption]
  ) {
    let root = workspace.url(folder)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
      .filter { $0.hasSuffix(suffix) }.sorted()
    guard !names.isEmpty else { throw .failure("no mutant files in \(folder)") }
    var mutants: [Mutant] = []
    var exemptions: [MutantExemption] = []
    for name in names {
      guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      else { throw .failure("\(folder)/\(name) cannot be read") }
      do {
        let parsed = try parse(text, file: name)
        mutants += parsed.mutants
        exemptions += parsed.exemptions
      } catch {
        throw .failure("\(folder)/\(error)")
      }
    }
    var seen: [String: String] = [:]
    for mutant in mutants {
      if let first = seen.updateValue(mutant.origin, forKey: mutant.name) {
        throw .failure("two mutants are named \(mutant.name): \(first) and \(mutant.origin)")
      }
    }
    return (mutants, exemptions)
  }

  /// The entries of one file called `file`.
  static func parse(_ text: String, file: String) throws(MutantProblem) -> (
    mutants: [Mutant], exemptions: [MutantExemption]
  ) {
    var mutants: [Mutant] = []
    var exemptions: [MutantExemption] = []
    var entry: Entry?
    func finish() throws(MutantProblem) {
      guard let done = entry else { return }
      switch try done.build() {
      case .mutant(let mutant): mutants.append(mutant)
      case .exemption(let exemption): exemptions.append(exemption)
      }
      entry = nil
    }

    let lines = text.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let origin = "\(file):\(index + 1)"
      index += 1
      if line.hasPrefix("## ") {
        try finish()
        entry = Entry(heading: String(line.dropFirst(3)).trimmed, origin: origin)
        continue
      }
      if line.trimmed.isEmpty || line.hasPrefix("# ") || line == "#" { continue }
      guard entry != nil else {
        throw MutantProblem("\(origin): text before the first “## name” line")
      }
      guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" ") else {
        throw MutantProblem("\(origin): expected a “key: value” line, found “\(line)”")
      }
      let key = String(line[..<colon])
      let value = String(line[line.index(after: colon)...]).trimmed
      switch key {
      case "claim", "why":
        try entry!.set(key, value, origin)
      case "file":
        entry!.file = value
      case "tests":
        entry!.tests += value.split(separator: " ").map(String.init)
      case "claims":
        entry!.claims += value.split(separator: " ").map(String.init)
      case "target":
        // A blind round's mutant names the test target that should catch it.
        entry!.tests.append(value)
      case "in":
        break  // a blind round's mutant says where its claim is made; nothing to keep
      case "replace", "with":
        var block: [String] = []
        while index < lines.count,
          lines[index].hasPrefix("    ") || lines[index].trimmed.isEmpty
        {
          block.append(lines[index].hasPrefix("    ") ? String(lines[index].dropFirst(4)) : "")
          index += 1
        }
        while block.last?.isEmpty == true { block.removeLast() }
        try entry!.addBlock(key, block.joined(separator: "\n"), origin)
      default:
        throw MutantProblem("\(origin): unknown key “\(key)”")
      }
    }
    try finish()
    return (mutants, exemptions)
  }

  /// An entry while its lines are read.
  private struct Entry {
    enum Built {
      case mutant(Mutant)
      case exemption(MutantExemption)
    }

    let heading: String
    let origin: String
    var claim: String?
    var why: String?
    var file: String?
    var tests: [String] = []
    var claims: [String] = []
    var edits: [Mutant.Edit] = []
    var pendingReplace: String?

    init(heading: String, origin: String) {
      self.heading = heading
      self.origin = origin
    }

    var isExemption: Bool { heading.hasPrefix("exempt:") }

    mutating func set(_ key: String, _ value: String, _ at: String) throws(MutantProblem) {
      guard !value.isEmpty else { throw MutantProblem("\(at): \(key) is empty") }
      if key == "claim" { claim = value } else { why = value }
    }

    mutating func addBlock(_ key: String, _ code: String, _ at: String) throws(MutantProblem) {
      if key == "replace" {
        guard pendingReplace == nil else {
          throw MutantProblem("\(at): a replace: block must be followed by its with: block")
        }
        guard file != nil else { throw MutantProblem("\(at): replace: comes before any file:") }
        guard !code.isEmpty else { throw MutantProblem("\(at): replace: is followed by no code") }
        pendingReplace = code
      } else {
        guard let replace = pendingReplace, let file else {
          throw MutantProblem("\(at): with: comes before its replace: block")
        }
        edits.append(Mutant.Edit(file: file, replace: replace, with: code))
        pendingReplace = nil
      }
    }

    func build() throws(MutantProblem) -> Built {
      guard !tests.isEmpty else { throw MutantProblem("\(origin): “\(heading)” names no test") }
      if isExemption {
        guard let why else { throw MutantProblem("\(origin): an exemption needs a why: line") }
        return .exemption(MutantExemption(tests: tests, why: why, origin: origin))
      }
      guard heading.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }) else {
        throw MutantProblem("\(origin): a mutant's name is letters, digits and dashes")
      }
      guard let claim else { throw MutantProblem("\(origin): \(heading) needs a claim: line") }
      guard pendingReplace == nil else {
        throw MutantProblem("\(origin): \(heading)'s last replace: has no with: block")
      }
      guard !edits.isEmpty else { throw MutantProblem("\(origin): \(heading) changes nothing") }
      return .mutant(
        Mutant(
          name: heading, claim: claim, claims: claims, edits: edits, tests: tests, origin: origin))
    }
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
