import Foundation
import Testing
import Workbook
import WorkbookTesting

/// What chapter 3's program plays, read from the trace file of a run on one image: the
/// rounds of two tasks, the order each round's responses come in, and the tap with the effect
/// after them.
///
/// The order of a round is the demo's own: its server answers the news later or sooner than
/// the image (1000 or 125 ms against 500), so the run's record shows it with a margin of
/// hundreds of milliseconds; the test only reads the record.
@Suite("Chapter 3: the demo's rounds", .backstop)
struct Chapter3DemoRoundsTests {
  @Test(
    "Given one image, chapter3 plays two rounds, image first then news first, both tasks together")
  func twoRoundsInTurn() async throws {
    let run = try await TracedProgramRun("chapter3", ["workbook://samples/small.ppm"])
    // Break it: in chapter 3's main.swift, play one round per image, even for one image.
    #expect(
      run.labels.filter { $0.hasPrefix("open") } == [
        "open small.ppm", "open small.ppm", "open with an effect small.ppm",
      ])
    let rounds = run.rounds
    try #require(rounds.count >= 2)
    for (number, round) in rounds.prefix(2).enumerated() {
      // Break it: start the news task only once the image task has ended.
      let requests = round.indices(where: { $0.hasPrefix("request") })
      let responses = round.indices(where: { $0.hasPrefix("response") })
      #expect(
        requests.count == 2 && requests.max()! < responses.min()!,
        "round \(number + 1) did not send both requests before either answer: \(round)")
    }
    // Break it: answer the news after the image in every round.
    #expect(rounds[0].first(where: { $0.hasPrefix("display") }) == "display 160×120")
    #expect(rounds[1].first(where: { $0.hasPrefix("display") }) == "display news")
  }

  @Test("After the rounds, chapter3 taps the image with the effect; the news waits 600 ms")
  func effectTapAndRefresh() async throws {
    let run = try await TracedProgramRun("chapter3", ["workbook://samples/small.ppm"])
    // Break it: in chapter 3's main.swift, make the last tap a plain `onTapEvent`.
    #expect(
      run.labels(of: "effect") == [
        "fetched small.ppm", "effect 160×120", "scale 160×120 → 20×15", "scale 20×15 → 160×120",
        "display 160×120",
      ])
    // Break it: give the demo's news model a refresh interval of 300 ms. A task's sleep
    // lasts at least what it asks, so a wait shorter than 600 ms is one that asked less.
    let waits = Array(zip(run.times(of: "wait for refresh"), run.times(of: "refresh due")))
    #expect(waits.count == 2 && waits.allSatisfy { $1 - $0 >= 600 }, "\(waits)")
  }
}

extension TracedProgramRun {
  /// The labels of each round: from a plain `open` to the next, up to the tap with the
  /// effect.
  fileprivate var rounds: [[String]] {
    var rounds: [[String]] = []
    for label in labels {
      if label.hasPrefix("open with") { break }
      if label.hasPrefix("open") { rounds.append([]) }
      if !rounds.isEmpty { rounds[rounds.count - 1].append(label) }
    }
    return rounds
  }
}

extension [String] {
  fileprivate func indices(where matches: (String) -> Bool) -> [Int] {
    self.indices.filter { matches(self[$0]) }
  }
}
