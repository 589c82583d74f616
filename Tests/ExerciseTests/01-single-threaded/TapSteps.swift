import Foundation
import Testing
import Workbook
import WorkbookTesting

extension ExerciseFile {
  /// Checks what chapter 1 asks of a tap on an image that is not cached: the file at `url`
  /// read, then decoded and displayed at `size`, in that order, and every step on the main
  /// actor, where everything a tap does runs until chapter 4.
  /// - Parameter tap: which tap it was, for a message: `A tap on a new image`.
  func expectReadDecodeDisplay(
    _ trace: Trace, url: URL, size: String, tap: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(
      trace.labels == ["read \(url.lastPathComponent)", "decode \(size)", "display \(size)"],
      """
      \(tap) must read the file, decode it, then display it; this one did: \(trace.summary). \
      Keep the trace("read …") line right after the read: the grader follows it.
      """, sourceLocation: sourceLocation)
    for event in trace.events {
      expect(
        event.domain == .mainActor,
        """
        "\(event.label)" ran on the \(event.domain.name), not on the main actor: in this \
        chapter every step of a tap runs on the main actor.
        """, sourceLocation: sourceLocation)
    }
  }
}
