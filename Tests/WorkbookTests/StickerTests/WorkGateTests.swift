import Testing
import Workbook
import WorkbookTesting

/// The gate the kit's photo work waits at: it holds work that a cancelled task started until
/// the test lets it go, since the slow steps it stands for never look at cancellation.
@Suite("Work gate", .backstop)
struct WorkGateTests {
  @Test("Work held at the gate stays held when its task is cancelled, and takes the next release")
  func cancelledWorkStaysHeld() async throws {
    let scene = Scene("work held at a work gate")
    let gate = WorkGate()
    let held = scene.start("the held work") { await gate.pass("load photo.ppm") }
    try await scene.arrival(of: "load photo.ppm", at: gate)
    held.cancel()
    // The release goes to the held work, cancelled or not, so none is left for a newcomer:
    // `Task.immediate` runs it up to its first suspension, which is at the gate.
    gate.release("load photo.ppm")
    let through = Locked(false)
    let newcomer = scene.enter {
      Task.immediate {
        scene.adoptCurrentTask()
        await gate.pass("load photo.ppm")
        through.withLock { $0 = true }
      }
    }
    #expect(!through.current, "the release went to a newcomer: the cancelled work had left")
    try await scene.ended("the held work", held)
    gate.release("load photo.ppm")
    try await scene.ended("the newcomer", newcomer)
  }
}
