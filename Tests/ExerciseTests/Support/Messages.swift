import Workbook
import WorkbookTesting

// A failure's words: `brief` (WorkbookTesting) puts errors in words, and
// `ExerciseFile.expect`, `require` and `fail` record each failure as one paragraph that
// ends with `swift run workbook hint N` and `watch N`.

/// An image's size for a message, with the box it was fitted into: a message that quotes a
/// box (a tap at 37×23) and a fitted image (28×23) side by side, without saying which is
/// which, reads as a contradiction.
nonisolated func fitted(_ image: String, into width: Int, _ height: Int) -> String {
  "\(image), fitted to \(width)×\(height)"
}

/// What a trace recorded, for a message, errors in words:
/// `read photo.ppm, decode 4×4, display 4×4`.
nonisolated func summary(_ labels: [String]) -> String {
  labels.isEmpty ? "nothing" : labels.map { brief($0) }.joined(separator: ", ")
}

extension Trace {
  /// The labels, for a message, errors in words.
  nonisolated var summary: String { ExerciseTests.summary(labels) }
}

extension AppView {
  /// The errors the view showed, for a message: `no error`, or each one, briefly.
  var errorsShown: String {
    displayedErrors.isEmpty ? "no error" : displayedErrors.map(brief).joined(separator: "; ")
  }
}
