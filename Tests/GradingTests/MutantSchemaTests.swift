import Foundation
import Testing
import WorkbookTools

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// `MutantSchema`: many mutants in one build, each chosen by the test run. What it writes, what
/// it leaves to be built alone, whom a compiler error blames, and, compiled for real, that the
/// switch runs the mutant's lines only when it names the mutant.
@Suite("Mutant schemata: many mutants in one build, switched on one at a time", .backstop)
struct MutantSchemaTests {
  static let source = """
    func total(_ values: [Int]) -> Int {
      var sum = 0
      for value in values {
        sum += value
      }
      return sum
    }

    print(total([1, 2, 3]))

    """

  /// A workspace holding `files` (path from the root → text), in a new temporary folder.
  static func workspace(_ files: [String: String]) throws -> Workspace {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("mutant-schema-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return Workspace(root: root)
  }

  static func mutant(_ name: String, _ file: String, _ replace: String, _ with: String) -> Mutant {
    Mutant(
      name: name, claim: "", edits: [Mutant.Edit(file: file, replace: replace, with: with)],
      tests: ["T.S/t()"], origin: "X.mutants:1")
  }

  static let loop = "  for value in values {\n    sum += value\n  }"
  static let doubledLoop = "  for value in values {\n    sum += 2 * value\n  }"

  @Test("Whole lines hold both versions in a block, and the span names the block's lines")
  func holdsBothVersions() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    let schema = MutantSchema(
      [Self.mutant("double", "Sources/M/Total.swift", Self.loop, Self.doubledLoop)],
      in: workspace)
    #expect(schema.switched.map(\.name) == ["double"])
    let text = try #require(
      schema.files["Sources/M/Total.swift"].map { String(decoding: $0, as: UTF8.self) })
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let span = try #require(schema.spans.first)
    // Break it: in MutantSchema.write, count the lines of the block one short.
    #expect(lines[span.lines.lowerBound - 1] == "  if WorkbookMutantSwitch.on(\"double\") {")
    #expect(lines[span.lines.upperBound - 1] == "  }")
    #expect(lines[span.lines.upperBound] == "  return sum")
    #expect(lines[span.lines.lowerBound + 3] == "  } else {")
    #expect(text.contains("enum WorkbookMutantSwitch"))
  }

  @Test(
    "One changed line holds both versions of the clause that differs",
    arguments: [
      (
        "    if count > 1 && ready {", "    if count >= 1 && ready {",
        "    if (WorkbookMutantSwitch.on(\"m\") ? (count >= 1) : (count > 1)) && ready {"
      ),
      (
        "    let text = label(\"a b, c\", size: 2)", "    let text = label(\"a-b, c\", size: 2)",
        "    let text = label((WorkbookMutantSwitch.on(\"m\") ? (\"a-b, c\") : (\"a b, c\")), size: 2)"
      ),
    ])
  func holdsAChoice(old: String, new: String, expected: String) {
    // Break it: in MutantChoice.line, stop widening the difference at a string's quotes.
    #expect(MutantChoice.line("m", replacing: old, with: new) == expected)
  }

  @Test(
    "A choice groups as the line does, and ends before a comment or a closure's brace",
    arguments: [
      (
        "    if ready == 1 && count == 0 {", "    if ready == 1 && count == 0 && false {",
        "    if (WorkbookMutantSwitch.on(\"m\") ? (ready == 1 && count == 0 && false) : "
          + "(ready == 1 && count == 0)) {"
      ),
      (
        "    let copy = image  // the same object", "    let copy = Box(image)  // the same object",
        "    let copy = (WorkbookMutantSwitch.on(\"m\") ? (Box(image)) : (image))  // the same object"
      ),
      (
        "    guard s[0] == 8 else {", "    guard s[0] == 8 || s[0] == 12 else {",
        "    guard (WorkbookMutantSwitch.on(\"m\") ? (s[0] == 8 || s[0] == 12) : (s[0] == 8)) else {"
      ),
      (
        "    guard [\"a\", \"b\", \"c\"].contains(x) else {",
        "    guard [\"a\", \"b\"].contains(x) else {",
        "    guard (WorkbookMutantSwitch.on(\"m\") ? ([\"a\", \"b\"].contains(x)) : "
          + "([\"a\", \"b\", \"c\"].contains(x))) else {"
      ),
      (
        "    for line in text.split(separator: \",\") where line.count > 1 {",
        "    for line in text.split(separator: \",\").reversed() where line.count > 1 {",
        "    for line in (WorkbookMutantSwitch.on(\"m\") ? (text.split(separator: \",\").reversed()) : "
          + "(text.split(separator: \",\"))) where line.count > 1 {"
      ),
      (
        "    var empty: Bool { count < 8 }", "    var empty: Bool { false }",
        "    var empty: Bool { (WorkbookMutantSwitch.on(\"m\") ? (false) : (count < 8)) }"
      ),
    ])
  func choiceKeepsTheLinesGrouping(old: String, new: String, expected: String) {
    // Break it: in MutantChoice.line, take a clause bounded by `==` whatever it holds, and
    // `count == (0 && false)` groups otherwise than the line.
    #expect(MutantChoice.line("m", replacing: old, with: new) == expected)
  }

  @Test(
    "A condition taken out of a list or a `where`, or put in, is one the switch makes true",
    arguments: [
      (
        "    guard a > 0, b > 0 else {", "    guard a > 0 else {",
        "    guard a > 0, (WorkbookMutantSwitch.on(\"m\") || (b > 0)) else {"
      ),
      (
        "    if let x = y {", "    if let x = y, x > 1 {",
        "    if let x = y, (!WorkbookMutantSwitch.on(\"m\") || (x > 1)) {"
      ),
      (
        "    for item in items where item.ready {", "    for item in items {",
        "    for item in items where (WorkbookMutantSwitch.on(\"m\") || (item.ready)) {"
      ),
    ])
  func holdsACondition(old: String, new: String, expected: String) {
    // Break it: in MutantChoice.line, try the clause alone, and a condition list is left to a
    // block, which cannot hold a line that opens one.
    #expect(MutantChoice.line("m", replacing: old, with: new) == expected)
  }

  @Test(
    "A line whose difference is not one clause is left to a block",
    arguments: [
      ("    total(a, b)", "    total(b, a)"),
      ("    let x = try load()", "    let x = try await load()"),
      ("    sum += 1", "    sum -= 1"),
      ("    if let x = y, let z = w {", "    if let x = y {"),
    ])
  func noChoice(old: String, new: String) {
    // Break it: in MutantChoice.isOneClause, accept a comma outside brackets.
    #expect(MutantChoice.line("m", replacing: old, with: new) == nil)
  }

  @Test(
    "What cannot hold both versions is built alone, with why",
    arguments: [
      ("Sources/M/Notes.md", "a note", "not Swift under Sources/"),
      ("Sources/M/Total.swift", "  for value in values {\n    sum += value\n  }", "overlap"),
      ("Sources/M/Total.swift", "  var sum = 0", "defer"),
    ])
  func leavesAlone(file: String, replace: String, why: String) throws {
    let workspace = try Self.workspace([
      "Sources/M/Total.swift": Self.source, "Sources/M/Notes.md": "a note\n",
    ])
    let first = Self.mutant(
      "first", "Sources/M/Total.swift", "    sum += value", "    sum -= value")
    let with = why == "defer" ? "  var sum = 0\n  defer { sum = 0 }" : "// gone"
    let schema = MutantSchema([first, Self.mutant("second", file, replace, with)], in: workspace)
    // Break it: in MutantSchema.problem, let a `defer` be switched.
    #expect(schema.switched.map(\.name) == ["first"])
    #expect(schema.alone.map(\.mutant.name) == ["second"])
    #expect(schema.alone.first?.why.contains(why) == true)
  }

  @Test("A change to part of a line is widened to its whole line, and switched")
  func widensPartOfALine() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    let schema = MutantSchema(
      [Self.mutant("minus", "Sources/M/Total.swift", "sum += value", "sum -= value")],
      in: workspace)
    #expect(schema.switched.map(\.name) == ["minus"])
    let text = try #require(
      schema.files["Sources/M/Total.swift"].map { String(decoding: $0, as: UTF8.self) })
    // Break it: in MutantSchema.wholeLines, start the widened place where the change starts.
    #expect(text.contains("\n    sum -= value\n    } else {\n    sum += value\n"))
  }

  @Test("Each mutant's own variant of a file holds its places alone")
  func variantsHoldOneMutantEach() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    let schema = MutantSchema(
      [
        Self.mutant("empty", "Sources/M/Total.swift", "  var sum = 0", "  var sum = 1"),
        Self.mutant("double", "Sources/M/Total.swift", "    sum += value", "    sum += 2 * value"),
      ], in: workspace)
    let variants = Dictionary(
      uniqueKeysWithValues: schema.variants(of: "Sources/M/Total.swift").map {
        ($0.mutant, String(decoding: $0.text, as: UTF8.self))
      })
    #expect(variants.keys.sorted() == ["double", "empty"])
    // Break it: in MutantSchema.variants, place every switched mutant in each variant.
    #expect(variants["empty"]?.contains("2 * value") == false)
    #expect(variants["empty"]?.contains("on(\"double\")") == false)
    #expect(variants["empty"]?.contains("on(\"empty\")") == true)
    #expect(variants["double"]?.contains("on(\"empty\")") == false)
  }

  @Test(
    "An error between two mutants' lines blames both neighbours; a name not found, the one above")
  func blamesBothNeighbours() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    let mutants = [
      Self.mutant("empty", "Sources/M/Total.swift", "  var sum = 0", "  var sum = 1"),
      Self.mutant("more", "Sources/M/Total.swift", "  return sum", "  return sum + 100"),
    ]
    let schema = MutantSchema(mutants, in: workspace)
    let first = try #require(schema.spans.first { $0.mutant == "empty" })
    let between = first.lines.upperBound + 1
    func suspects(_ line: Int, _ message: String) -> [String] {
      MutantSchema.suspects(of: ("Sources/M/Total.swift", line, message), among: schema.spans)
        .map(\.mutant).sorted()
    }
    // Break it: in MutantSchema.suspects, leave out the nearest span below.
    #expect(suspects(between, "cannot convert value") == ["empty", "more"])
    #expect(suspects(1, "type of expression is ambiguous") == ["empty"])
    // Break it: in MutantSchema.suspects, blame the span below for a name not found too.
    #expect(suspects(between, "cannot find 'sum' in scope") == ["empty"])
  }

  @Test("A compiler error blames the mutant whose lines hold it, or the nearest one above it")
  func blamesTheErrorsMutant() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    let mutants = [
      Self.mutant("empty", "Sources/M/Total.swift", "  var sum = 0", "  var sum = 1"),
      Self.mutant("double", "Sources/M/Total.swift", "    sum += value", "    sum += 2 * value"),
    ]
    var inside = MutantSchema(mutants, in: workspace)
    let held = try #require(inside.spans.first { $0.mutant == "double" })
    let pinnedInside = inside.refuse(
      blamedBy: [("Sources/M/Total.swift", held.lines.lowerBound, "")])
    #expect(pinnedInside)
    // Break it: in MutantSchema.suspects, blame the first span of the file whatever the line.
    #expect(inside.switched.map(\.name) == ["empty"])

    var below = MutantSchema(mutants, in: workspace)
    let second = try #require(below.spans.first { $0.mutant == "double" })
    let pinnedBelow = below.refuse(
      blamedBy: [("Sources/M/Total.swift", second.lines.upperBound + 2, "")])
    #expect(pinnedBelow)
    #expect(below.switched.map(\.name) == ["empty"])
    #expect(below.alone.map(\.mutant.name) == ["double"])
  }

  @Test("A file's syntax errors blame only the mutant of the first: the rest may follow from it")
  func syntaxErrorsBlameTheFirst() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    var schema = MutantSchema(
      [
        Self.mutant("empty", "Sources/M/Total.swift", "  var sum = 0", "  var sum = 1"),
        Self.mutant("double", "Sources/M/Total.swift", "    sum += value", "    sum += 2 * value"),
      ], in: workspace)
    let first = try #require(schema.spans.first { $0.mutant == "empty" })
    let second = try #require(schema.spans.first { $0.mutant == "double" })
    let pinned = schema.refuse(syntaxErrors: [
      ("Sources/M/Total.swift", second.lines.lowerBound, "expected expression"),
      ("Sources/M/Total.swift", first.lines.lowerBound, "consecutive statements on a line"),
    ])
    #expect(pinned)
    // Break it: in MutantSchema.refuse(syntaxErrors:), blame every error, and the parser's
    // stumble after the first sends the second mutant away too.
    #expect(schema.alone.map(\.mutant.name) == ["empty"])
    #expect(schema.switched.map(\.name) == ["double"])
  }

  @Test("An error in a file no mutant changed blames the mutant whose lines hold its name")
  func blamesTheQuotedName() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    var schema = MutantSchema(
      [
        Self.mutant("empty", "Sources/M/Total.swift", "  var sum = 0", "  var sum = 1"),
        Self.mutant("double", "Sources/M/Total.swift", Self.loop, Self.doubledLoop),
      ], in: workspace)
    let pinned = schema.refuse(
      blamedBy: [("Sources/M/Other.swift", 4, "cannot find 'value' in scope")])
    #expect(pinned)
    // Break it: in MutantSchema.refuse, leave out the names an error quotes.
    #expect(schema.switched.map(\.name) == ["empty"])
  }

  @Test("An error no mutant's lines can explain sends every mutant alone")
  func unexplainedErrorsSendAllAlone() throws {
    let workspace = try Self.workspace(["Sources/M/Total.swift": Self.source])
    var schema = MutantSchema(
      [Self.mutant("double", "Sources/M/Total.swift", "    sum += value", "    sum += 2 * value")],
      in: workspace)
    // Break it: in MutantSchema.refuse, return true when nothing was blamed.
    let pinned = schema.refuse(blamedBy: [("Sources/Other/File.swift", 3, "")])
    #expect(!pinned)
    #expect(schema.switched.isEmpty)
    #expect(schema.alone.map(\.mutant.name) == ["double"])
  }

  @Test("Compiled, the schema runs a mutant's lines only when the switch names it")
  func switchChoosesTheMutant() throws {
    let workspace = try Self.workspace(["Sources/M/main.swift": Self.source])
    let schema = MutantSchema(
      [
        Self.mutant("double", "Sources/M/main.swift", Self.loop, Self.doubledLoop),
        Self.mutant("more", "Sources/M/main.swift", "  return sum", "  return sum + 100"),
      ], in: workspace)
    #expect(schema.switched.count == 2)
    let file = workspace.url("schema.swift")
    try #require(schema.files["Sources/M/main.swift"]).write(to: file)
    let program = workspace.url("schema")
    let swiftc = try Subprocess.executable(named: "swiftc")
    let compiled = try Subprocess.run(
      swiftc, ["-swift-version", "6", file.path, "-o", program.path], in: workspace.root,
      timeout: 600)
    try #require(compiled.succeeded, "\(compiled.output)")
    func run(_ mutant: String) throws -> String {
      let result = try Subprocess.run(
        program, [], in: workspace.root, environment: [WorkbookVariable.mutant.name: mutant],
        timeout: 60)
      return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    // Break it: in MutantSchema.block, put the mutant's lines in the `else`.
    #expect(try run("") == "6")
    #expect(try run("double") == "12")
    #expect(try run("more") == "106")
    #expect(try run("another") == "6")
  }
}
