import Foundation
import Testing
import Workbook
import WorkbookTesting

/// Graders drive the entry point the task names (the tap handler) and accept every
/// structure the task allows: a cache hit handled in the tap handler, or at the top of the
/// method it calls, is shown without a suspension; one shown after an await is not.
@Suite(
  "Grading: a tap is graded through the tap handler, whatever the structure",
  .backstop)
@MainActor struct EntryPointTests {
  /// Three ways to show a cached image: two right, one wrong.
  enum Structure: String, CaseIterable, Sendable {
    case inTapHandler = "in the tap handler"
    case atTopOfTask = "at the top of the task"
    case afterAnAwait = "after an await"
  }

  @MainActor final class Model {
    let view = AppView()
    let structure: Structure
    var cache: [URL: Image] = [:]
    init(_ structure: Structure) { self.structure = structure }

    func onTapEvent(url: URL) -> Task<Void, Never> {
      if structure == .inTapHandler, let image = cache[url] {
        view.displayImage(image)
        return Task {}
      }
      return Task {
        if self.structure == .afterAnAwait { await Task.yield() }
        if let image = self.cache[url] { self.view.displayImage(image) }
      }
    }
  }

  @Test(
    "A cache hit shown without a suspension passes in either place; after one, it fails",
    arguments: Structure.allCases)
  func cacheHitStructures(_ structure: Structure) async throws {
    let model = Model(structure)
    let url = URL(fileURLWithPath: "/cached.ppm")
    model.cache[url] = try Image(width: 2, height: 2, filling: RGBA(1, 2, 3))
    let probe = await SuspensionProbe.tap { model.onTapEvent(url: url) }
    // Break it: probe `fetchAndDisplayImage` alone, as the old grader did, and the tap
    // handler's structure cannot be graded at all.
    #expect(probe.labels == ["display 2×2"])
    #expect(probe.suspended == (structure == .afterAnAwait), "\(structure.rawValue)")
  }
}
