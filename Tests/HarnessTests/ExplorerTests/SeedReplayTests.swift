import Testing

@testable import WorkbookTesting

/// A test's seed is the same in every process, so that a failing run's random inputs, and
/// the order a replay line names, come back the same when it is rerun.
@Suite("Explorer: a test's seed is the same in every run")
struct SeedReplayTests {
  @Test("A test's identity, which its seed is drawn from, holds no address")
  func identityHoldsNoAddress() {
    let identity = SeededRandom.identityOfCurrentTest
    #expect(identity.contains("SeedReplayTests/identityHoldsNoAddress()"))
    // Break it: hash the test case's description as it is, and the address of a private
    // type in it (`at $7f4a…`) gives every process another seed.
    #expect(!identity.contains("$"), "\(identity)")
  }

  @Test(
    "A parameterised test's arguments still tell its cases apart",
    arguments: ["first-case", "second-case"])
  func argumentsStillCount(argument: String) {
    #expect(SeededRandom.identityOfCurrentTest.contains("\(argument)"))
  }
}
