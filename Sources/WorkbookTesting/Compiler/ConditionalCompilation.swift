import Foundation

/// The `#if` blocks of a Swift file, read from its text.
///
/// Two reasons make the escape-hatch scan read them itself. `swiftc -dump-parse` prints no
/// node for anything inside a `#if` block, active or not, so code there would be invisible to
/// the scan; `ParsedModule` parses the file with its directive lines blanked instead, every
/// branch in place. And a branch chosen by how the file is built (`#if swift(>=6)`,
/// `hasFeature`, `DEBUG`) lets one file be two programs: the Swift 6 check of a Swift 5 mode
/// exercise compiles one branch while the module the grader runs holds the other.
/// Only platform conditions are the same in every build of an exercise.
public enum ConditionalCompilation {
  /// One directive that chooses a branch: `#if` or `#elseif`, with its condition.
  public struct Condition: Sendable, Equatable {
    /// Its line, from 1.
    public let line: Int
    /// The condition as written: `swift(>=6)`, `!DEBUG`.
    public let text: String

    /// Whether it asks only which platform the file is built for (`canImport`, `os`, `arch`,
    /// `targetEnvironment`, and the underscored platform checks), which every build of an
    /// exercise on one machine answers alike.
    public var isPlatformOnly: Bool {
      let checks =
        #/(canImport|os|arch|targetEnvironment|_endian|_pointerBitWidth|_runtime)\s*\([^()]*\)/#
      let rest = text.replacing(checks, with: "")
      return rest.allSatisfy { "!&|() \t".contains($0) }
    }
  }

  /// The `#if` and `#elseif` conditions of `source`, first to last.
  public static func conditions(in source: String) -> [Condition] {
    lines(of: source).enumerated().compactMap { index, line in
      let text = line.drop { $0 == " " || $0 == "\t" }
      for keyword in ["#if", "#elseif"] where text.hasPrefix(keyword) {
        let rest = text.dropFirst(keyword.count)
        guard let first = rest.first, first == " " || first == "\t" || first == "(" || first == "!"
        else { continue }
        let condition = rest.split(
          separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return Condition(
          line: index + 1, text: condition.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      return nil
    }
  }

  /// `source` with every directive line (`#if`, `#elseif`, `#else`, `#endif`) made empty, so
  /// that every branch is parsed in place and each line keeps its number.
  public static func everyBranch(of source: String) -> String {
    lines(of: source).map { line in
      let text = line.drop { $0 == " " || $0 == "\t" }
      let isDirective = ["#if", "#elseif", "#else", "#endif"].contains { keyword in
        guard text.hasPrefix(keyword) else { return false }
        let next = text.dropFirst(keyword.count).first
        return next == nil || next == " " || next == "\t" || next == "(" || next == "!"
          || next == "/"
      }
      return isDirective ? "" : String(line)
    }.joined(separator: "\n")
  }

  private static func lines(of source: String) -> [Substring] {
    source.split(separator: "\n", omittingEmptySubsequences: false)
  }
}
