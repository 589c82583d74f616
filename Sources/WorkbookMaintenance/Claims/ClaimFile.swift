import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// Reads the claims index, `Tests/Claims/` (its format is in that folder's README), and
/// checks it against the files that make the claims.
///
/// A file is a list of claims, each opened by a `## id` line; fields are `key: value` lines.
enum ClaimFile {
  /// Where the claim files live, from the package root.
  static let folder = "Tests/Claims"
  static let suffix = ".claims"

  /// Every claim of `workspace`'s files, checked: ids unique, each claim complete.
  static func loadAll(from workspace: Workspace) throws(CLIError) -> [Claim] {
    let root = workspace.url(folder)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
      .filter { $0.hasSuffix(suffix) }.sorted()
    var claims: [Claim] = []
    for name in names {
      guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      else { throw .failure("\(folder)/\(name) cannot be read") }
      do {
        claims += try parse(text, file: name)
      } catch {
        throw .failure("\(folder)/\(error)")
      }
    }
    var seen: [String: String] = [:]
    for claim in claims {
      if let first = seen.updateValue(claim.origin, forKey: claim.id) {
        throw .failure("two claims are called \(claim.id): \(first) and \(claim.origin)")
      }
    }
    return claims
  }

  /// The claims of one file called `file`.
  static func parse(_ text: String, file: String) throws(MutantProblem) -> [Claim] {
    var claims: [Claim] = []
    var entry: Entry?
    func finish() throws(MutantProblem) {
      if let done = entry { claims.append(try done.build()) }
      entry = nil
    }
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let origin = "\(file):\(index + 1)"
      if line.hasPrefix("## ") {
        try finish()
        entry = Entry(id: String(line.dropFirst(3)).trimmed, origin: origin)
        continue
      }
      if line.trimmed.isEmpty || line.hasPrefix("# ") || line == "#" { continue }
      guard entry != nil else {
        throw MutantProblem("\(origin): text before the first “## id” line")
      }
      guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" ") else {
        throw MutantProblem("\(origin): expected a “key: value” line, found “\(line)”")
      }
      let key = String(line[..<colon])
      let value = String(line[line.index(after: colon)...]).trimmed
      guard !value.isEmpty else { throw MutantProblem("\(origin): \(key) is empty") }
      guard Entry.keys.contains(key) else { throw MutantProblem("\(origin): unknown key “\(key)”") }
      guard entry!.fields.updateValue(value, forKey: key) == nil else {
        throw MutantProblem("\(origin): \(key) is given twice")
      }
    }
    try finish()
    return claims
  }

  /// Whether the words a claim says are in the file it names: its text with every run of
  /// white space (line breaks too) read as one space.
  static func says(_ claim: Claim, in text: String) -> Bool {
    squeezed(text).contains(squeezed(claim.says))
  }

  private static func squeezed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// A claim while its lines are read.
  private struct Entry {
    static let proofs = ["figure", "compiler", "corpus", "verify", "exempt", "pending"]
    static let keys = ["in", "says", "claim"] + proofs

    let id: String
    let origin: String
    var fields: [String: String] = [:]

    init(id: String, origin: String) {
      self.id = id
      self.origin = origin
    }

    func build() throws(MutantProblem) -> Claim {
      guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || "-.".contains($0) })
      else { throw MutantProblem("\(origin): a claim's id is letters, digits, dots and dashes") }
      guard let file = fields["in"], let says = fields["says"], let claim = fields["claim"] else {
        throw MutantProblem("\(origin): \(id) needs in:, says: and claim: lines")
      }
      let given = Self.proofs.filter { fields[$0] != nil }
      guard given.count <= 1 else {
        throw MutantProblem("\(origin): \(id) gives \(given.joined(separator: " and ")): one only")
      }
      let proof: Claim.Proof
      switch given.first {
      case "figure":
        guard fields["figure"] == "recorded" else {
          throw MutantProblem("\(origin): figure: is “recorded” or nothing")
        }
        proof = .figure
      case "compiler": proof = .compiler(fields["compiler"]!)
      case "corpus": proof = .corpus(fields["corpus"]!)
      case "verify": proof = .verify(fields["verify"]!)
      case "exempt": proof = .exempt(fields["exempt"]!)
      case "pending": proof = .pending(fields["pending"]!)
      default: proof = .mutant
      }
      return Claim(id: id, file: file, says: says, claim: claim, proof: proof, origin: origin)
    }
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
