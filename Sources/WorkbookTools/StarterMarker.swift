/// The line an exercise's starting file begins with, `// NOT STARTED: …`: while it is there the
/// exercise counts as not started, for `swift test` (which skips its grader), the CLI (which
/// does not grade it) and the compile check (which does not check it). Deleting it starts the
/// exercise. One definition, read by all three.
public enum StarterMarker {
  /// The text the marker line begins with.
  public static let text = "// NOT STARTED"

  /// Whether `source` still has the marker line.
  public static func isIn(_ source: String) -> Bool {
    source.split(separator: "\n").contains {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix(text)
    }
  }
}
