import Workbook
import WorkbookTesting

/// What a trace recorded, for a message, errors cut short:
/// `read photo.ppm, decode 4×4, display 4×4`.
nonisolated func summary(_ labels: [String]) -> String {
  labels.isEmpty ? "nothing" : labels.map(brief).joined(separator: ", ")
}

extension Trace {
  /// The labels, for a message, errors cut short.
  nonisolated var summary: String { ExerciseTests.summary(labels) }
}

/// A label or an error's description short enough for a message: a Foundation error is
/// reduced to its sentence, `The file doesn’t exist.`
nonisolated func brief(_ text: String) -> String {
  guard text.contains("Error Domain="),
    let quoted = text.range(of: #""[^"]*""#, options: .regularExpression)
  else { return text }
  let prefix = text.hasPrefix("error ") ? "error " : ""
  return prefix + text[quoted].dropFirst().dropLast()
}

/// An error as a message shows it.
nonisolated func brief(_ error: any Error) -> String {
  brief("\(error)")
}
