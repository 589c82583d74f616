import Foundation
import Testing
import Workbook
import WorkbookTesting

/// What a release of the kit's gate lets go: the piece waiting longest, and, when none waits,
/// one permit per release for the pieces to come. Every order is set by the test: each piece
/// arrives only once the one before it is held.
@Suite("Gate: which piece a release lets go", .tags(.ordering), .backstop)
struct GateReleaseOrderTests {
  @Test("A release lets go the piece that has waited longest")
  func releaseLetsGoTheOldest() async throws {
    let scene = Scene("three pieces at one gate")
    let gate = Gate()
    let passed = Locked<[String]>([])
    for (index, piece) in ["first", "second", "third"].enumerated() {
      scene.start(piece) {
        await gate.pass("work")
        passed.withLock { $0.append(piece) }
      }
      try await scene.until("\(index + 1) pieces at the gate") {
        gate.arrivals(of: "work") == index + 1
      }
    }
    gate.release("work")
    try await scene.until("a piece let go") { !passed.current.isEmpty }
    try await scene.settled()
    // Break it: in Gate.release, let go the newest piece (`removeLast`), and "third" goes.
    #expect(passed.current == ["first"])
    // One release at a time, each piece through before the next is let go: two released at
    // once would race to be recorded.
    gate.release("work")
    try await scene.until("a second piece let go") { passed.current.count == 2 }
    gate.release("work")
    try await scene.until("every piece let go") { passed.current.count == 3 }
    #expect(passed.current == ["first", "second", "third"])
  }

  @Test("Each release that comes before any piece is a permit of its own")
  func releasesBeforeArrivalAddUp() async throws {
    let scene = Scene("permits before the pieces")
    let gate = Gate()
    gate.release("work")
    gate.release("work")
    let passed = Locked(0)
    for piece in ["first", "second"] {
      scene.start(piece) {
        await gate.pass("work")
        passed.withLock { $0 += 1 }
      }
    }
    // Break it: in Gate.release, set the permits to one instead of adding one, and the
    // second piece is held.
    let both = try await scene.whether("both pieces through on their permits") {
      passed.current == 2
    }
    #expect(both, "only \(passed.current) of 2 pieces went through on 2 permits")
    #expect(gate.held.isEmpty)
    gate.release("work")  // in case one is held, so that nothing is left waiting
  }
}

/// A wait for arrivals returns once that many pieces have come, not one later.
@Suite("Gate: a wait for arrivals", .tags(.ordering), .backstop)
struct GateArrivalCountTests {
  @Test("A wait for two arrivals returns once the second piece has arrived")
  func arrivalReturnsAtItsCount() async throws {
    let scene = Scene("two pieces and a wait for them")
    let gate = Gate()
    let returned = Locked(false)
    scene.start("waiter") {
      await gate.arrival(of: "work", count: 2)
      returned.withLock { $0 = true }
    }
    for piece in ["first", "second"] {
      scene.start(piece) { await gate.pass("work") }
    }
    // Break it: in Gate.pass, resume a wait for N arrivals only after more than N.
    let done = try await scene.whether("the wait for two arrivals to return") { returned.current }
    #expect(done)
    gate.release("work")
    gate.release("work")
  }
}
