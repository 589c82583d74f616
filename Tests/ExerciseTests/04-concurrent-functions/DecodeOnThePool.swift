import Foundation
import Testing
import Workbook
import WorkbookTesting

extension ExerciseFile {
  /// Taps a new image through `tap`, on a network of its own, and checks what chapter 4 asks
  /// of the tap: the image fetched, decoded and displayed, in that order, the decode on the
  /// concurrent pool and every other step on the main actor.
  /// - Parameter misplaced: for a step found elsewhere, given where it belongs: why it
  ///   belongs there, in the exercise's words.
  func expectOnlyTheDecodeOnThePool(
    tap: (URL) -> Task<Void, Never>, misplaced: (IsolationDomain) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let network = TestNetwork(gated: false)
    let (url, size) = try network.randomImage()
    await network.traced { tap(url) }.value
    let name = url.lastPathComponent
    let steps = network.trace.events.filter { $0.domain != .network && $0.kind != .end }
    expect(
      steps.map(\.checkedLabel) == ["fetched \(name)", "decode \(size)", "display \(size)"],
      """
      A tap on a new image must fetch it, decode it, then display it; this one did: \
      \(network.trace.summary). Keep the trace("fetched …") line right after the fetch.
      """, sourceLocation: sourceLocation)
    for step in steps {
      let expected: IsolationDomain = step.label.hasPrefix("decode") ? .pool : .mainActor
      expect(
        step.domain == expected,
        """
        "\(step.label)" ran on the \(step.domain.name), not on the \(expected.name). \
        \(misplaced(expected))
        """, sourceLocation: sourceLocation)
    }
  }
}
