import Foundation
import WorkbookTools

/// An exercise module as the compiler reads it: every Swift file in its folder, parsed by
/// `swiftc -dump-parse`, which prints the syntax tree one node a line, with attributes
/// normalised (`nonisolated(`unsafe`)` prints as `nonisolated(unsafe)`, `@`unchecked``
/// as `@unchecked`), comments gone, and string and regex literals kept whole inside their
/// nodes.
///
/// A scan of this tree sees what the compiler sees: no spelling, comment or literal can hide
/// code from it, and no file of the module is left out. It sees more than one build does:
/// every branch of every `#if`, active or not (`ConditionalCompilation`).
public struct ParsedModule: Sendable {
  /// One node of the tree: its line in the dump, its depth, and its text.
  public struct Node: Sendable {
    public let depth: Int
    public let text: String
  }

  /// Where a node comes from in the source: `ImageModel.swift:12`.
  public struct Place: Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public var description: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line)" }
  }

  /// The tree, one node a line, in the order the compiler printed it.
  public let nodes: [Node]
  /// Each file's text, by the path the compiler was given.
  public let sources: [String: String]

  /// Parses every Swift file under `folder` (the module's files), in the Swift 6 language
  /// mode, where `/…/` is a regex literal.
  public static func parse(folder: URL) async throws -> ParsedModule {
    let files = swiftFiles(in: folder)
    guard !files.isEmpty else {
      throw ChildProcess.Failure("no Swift file in \(folder.path)")
    }
    // The tree has no node for code inside `#if`: each file is parsed from a copy with its
    // directive lines blanked, every branch in place, and the copies' paths are given back.
    let copies = try TemporaryFolder()
    let prefix = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    var sources: [String: String] = [:]
    var copied: [String] = []
    for file in files {
      let relative =
        file.path.hasPrefix(prefix)
        ? String(file.path.dropFirst(prefix.count)) : file.lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      sources[prefix + relative] = text
      let copy = copies.file(named: relative)
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try ConditionalCompilation.everyBranch(of: text).write(
        to: copy, atomically: true, encoding: .utf8)
      copied.append(copy.path)
    }
    let compiler = try SwiftCompiler.located()
    let output = try await compiler.run(
      ["-dump-parse", "-swift-version", "6", "-module-name", "Parsed"] + copied)
    let dump = output.output.replacing(copies.url.path + "/", with: prefix)
    guard !output.timedOut, dump.contains("(source_file") else {
      // The compiler's errors come in the same output as the tree.
      let errors = dump.split(separator: "\n").filter { $0.contains("error:") }
      throw ChildProcess.Failure(
        "the compiler could not parse \(folder.lastPathComponent): "
          + (output.timedOut ? "it ran out of time" : errors.prefix(3).joined(separator: "; ")))
    }
    return ParsedModule(dump: dump, sources: sources)
  }

  /// The `#if` and `#elseif` conditions of every file, with where.
  public var conditions: [(condition: ConditionalCompilation.Condition, place: Place)] {
    sources.sorted { $0.key < $1.key }.flatMap { path, text in
      ConditionalCompilation.conditions(in: text).map { ($0, Place(file: path, line: $0.line)) }
    }
  }

  /// A tree already printed (for tests of the scan itself).
  public init(dump: String, sources: [String: String]) {
    nodes = dump.split(separator: "\n").map { line in
      let depth = line.prefix { $0 == " " }.count / 2
      return Node(depth: depth, text: String(line.dropFirst(depth * 2)))
    }
    self.sources = sources
  }

  /// The Swift files in `folder` and its subfolders, sorted.
  static func swiftFiles(in folder: URL) -> [URL] {
    // SwiftPM leaves hidden files out of a target, as this does.
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "swift" { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The indices of the nodes whose text matches `pattern`, and, when `child` is given,
  /// whose next node (their first child) matches `child`. Literal nodes are never matched:
  /// a string that names a forbidden word is not code.
  public func indices(matching pattern: String, child: String? = nil) -> [Int] {
    nodes.indices.filter { index in
      let text = nodes[index].text
      guard !text.contains("_literal_expr"),
        text.range(of: pattern, options: .regularExpression) != nil
      else { return false }
      guard let child else { return true }
      return index + 1 < nodes.count && nodes[index + 1].depth > nodes[index].depth
        && nodes[index + 1].text.range(of: child, options: .regularExpression) != nil
    }
  }

  /// The nodes that contain node `index`, innermost first.
  public func ancestors(of index: Int) -> [Int] {
    var result: [Int] = []
    var depth = nodes[index].depth
    var position = index
    while position > 0, depth > 0 {
      position -= 1
      if nodes[position].depth < depth {
        result.append(position)
        depth = nodes[position].depth
      }
    }
    return result
  }

  /// Where node `index` is in the source: its own range, else its nearest ancestor's.
  public func place(of index: Int) -> Place? {
    for position in [index] + ancestors(of: index) {
      if let place = Self.range(in: nodes[position].text) { return place }
    }
    return nil
  }

  /// Whether node `index` lies inside a type or extension named `type`.
  public func isInside(type: String, _ index: Int) -> Bool {
    ancestors(of: index).contains { position in
      let text = nodes[position].text
      let declaration =
        text.hasPrefix("(struct_decl") || text.hasPrefix("(class_decl")
        || text.hasPrefix("(enum_decl") || text.hasPrefix("(actor_decl")
      return (declaration && text.contains("\"\(type)\""))
        || (text.hasPrefix("(extension_decl") && text.contains("extended_type=\"\(type)\""))
    }
  }

  /// The modules the files import, with where: `import Testing` is `("Testing", …)`.
  public var imports: [(module: String, place: Place?)] {
    indices(matching: #"^\(import_decl "#).map { index in
      let module = nodes[index].text.firstMatch(of: #/module="([^"]+)"/#).map { String($0.1) } ?? ""
      return (module, place(of: index))
    }
  }

  /// The imports written with an attribute before them (`@preconcurrency import`,
  /// `@testable import`): the tree does not print an import's attributes, so the source
  /// just before its `import` keyword is read, with comments left out.
  public var attributedImports: [Place] {
    indices(matching: #"^\(import_decl "#).compactMap { index in
      guard let place = place(of: index), let column = Self.column(in: nodes[index].text),
        let source = sources[place.file]
      else { return nil }
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      guard place.line <= lines.count else { return nil }
      var before = lines[..<(place.line - 1)].map { line in
        String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0])
      }
      before.append(String(lines[place.line - 1].prefix(max(column - 1, 0))))
      let text = before.joined(separator: "\n")
        .replacing(#//\*[\s\S]*?\*//#, with: " ")
      let attributeAtEnd = #/@[A-Za-z_`][A-Za-z0-9_`]*(\s*\([^()]*\))?\s*$/#
      return text.firstMatch(of: attributeAtEnd) == nil ? nil : place
    }
  }

  /// The attributes whose name starts with an underscore (`@_optimize`, `@_semantics`):
  /// compiler internals. The tree names them its own way, so the source at each attribute's
  /// place is read.
  public var underscoredAttributes: [Place] {
    indices(matching: #"^\([a-z_]+_attr range="#).compactMap { index in
      guard let place = place(of: index), let column = Self.column(in: nodes[index].text),
        let source = sources[place.file]
      else { return nil }
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      guard place.line <= lines.count else { return nil }
      let rest = lines[place.line - 1].dropFirst(max(column - 1, 0))
      let name = rest.hasPrefix("@") ? rest.dropFirst() : rest
      return name.hasPrefix("_") ? place : nil
    }
  }

  private static func range(in text: String) -> Place? {
    guard let match = text.firstMatch(of: #/range=\[([^\]]+?):(\d+):(\d+) - /#) else { return nil }
    return Place(file: String(match.1), line: Int(match.2) ?? 0)
  }

  private static func column(in text: String) -> Int? {
    text.firstMatch(of: #/range=\[([^\]]+?):(\d+):(\d+) - /#).flatMap { Int($0.3) }
  }
}
