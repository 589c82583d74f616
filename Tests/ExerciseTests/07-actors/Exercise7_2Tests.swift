import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise7_2

private nonisolated let exercise = ExerciseFile.exercise(
  "7.2", "07-actors/7.2-one-connection-per-url/NetworkManager.swift")

/// Grades exercise 7.2: while a connection's handshake is in progress, a second caller for
/// the same URL gets the same connection (actor reentrancy, beyond the talk).
///
/// The grader makes every connection itself (`Handshakes`), holds the first handshake open
/// while the second caller arrives, and lets it finish only once the second caller has
/// looked in the table: the order is set by the gate, so the bug shows every time. Every
/// structure the task allows passes.
@Suite(
  "Exercise 7.2: one connection per URL",
  .started(exercise), .watched(exercise), .timeLimit(.minutes(1)), .tags(.isolation))
struct Exercise7_2Tests {
  let url = graderURL("photo")

  /// Starts a caller for `url` whose first step runs now: by the time this returns, the
  /// caller's call is queued on the manager, ahead of anything the test asks of it next.
  func startCaller(_ manager: NetworkManager, for url: URL) -> Task<Connection, Never> {
    Task.immediate { await manager.openConnection(for: url) }
  }

  /// Waits until every call queued on `manager` before it has run up to its first
  /// suspension: an ungated call of the manager's own, queued behind them.
  func settle(_ manager: NetworkManager, _ handshakes: Handshakes) async {
    let other = graderURL("settle")
    await handshakes.letThrough(other)
    _ = await manager.openConnection(for: other)
  }

  @Test(
    "A second caller for a URL whose handshake is in progress gets the same connection",
    arguments: [2, 5])
  func twoCallersShareOneConnection(callers: Int) async throws {
    let handshakes = Handshakes()
    let manager = NetworkManager(connect: { url in await handshakes.connect(url) })
    let first = startCaller(manager, for: url)
    await handshakes.waitForArrivals(1, for: url)  // the first caller is in its handshake
    let others = (2...callers).map { _ in startCaller(manager, for: url) }
    await settle(manager, handshakes)  // every other caller has looked in the table
    await handshakes.letThrough(url)
    var got = [await first.value]
    for other in others { got.append(await other.value) }
    let numbers = got.map(\.number)
    exercise.expect(
      Set(numbers).count == 1,
      """
      \(callers) callers asked for a connection to one URL while the first was still in its \
      handshake; they got \(Set(numbers).count) different connections (numbers \
      \(numbers.map(String.init).joined(separator: ", "))), not one. At the await in \
      openConnection the actor runs other calls, and every caller for the URL must get the \
      one connection its handshake makes.
      """)
    let later = await manager.openConnection(for: url)
    exercise.expect(
      later == got[0],
      """
      After the handshake, the next caller got connection \(later.number), not the one the \
      first callers share (\(got[0].number)): the table must keep the connection they use.
      """)
  }

  /// Handshakes for URLs that differ in one part each (host, folder, file name), all in
  /// progress at once, each with a second caller: a handshake started between two callers of
  /// a URL must not leave them with two connections, nor give one URL another's.
  @Test("Handshakes for several URLs at once: each URL's callers share its own connection")
  func severalURLsInFlightAtOnce() async {
    // The four handshakes finish in each of their 24 orders.
    await OrderExplorer(count: 4).explore { order in
      let handshakes = Handshakes()
      let urls = graderURLs("photo")
      let manager = NetworkManager(connect: { url in await handshakes.connect(url) })
      let firsts = urls.map { startCaller(manager, for: $0) }
      await settle(manager, handshakes)  // every first caller has begun its handshake
      let seconds = urls.map { startCaller(manager, for: $0) }
      await settle(manager, handshakes)  // every later caller has looked in the table
      for index in order.indices {
        await handshakes.letThrough(urls[index])
        // Not the first caller's end: an answer that makes one URL wait for another's
        // handshake would then hang here, instead of failing with what it did.
        await settle(manager, handshakes)  // the handshake's caller has gone on
      }
      var got: [[Connection]] = []
      for (first, second) in zip(firsts, seconds) {
        got.append([await first.value, await second.value])
      }
      exercise.expect(
        Self.eachSharesItsOwn(got, urls),
        """
        While handshakes for \(urls.count) URLs were in progress, each like another in all \
        but one part, a second caller came for each: \(Self.describe(got, urls)). Each URL's \
        callers must share one connection, to that URL, and no other URL's.
        """)
      return .checked
    }
  }

  /// Handshakes for several URLs in progress, let through one at a time in each of their
  /// orders: after each finishes, a new caller comes for every URL still connecting. The URLs
  /// differ in every part, so that each caller waits only for its own URL's handshake (the
  /// test above gives URLs that differ in one part).
  @Test("A handshake that finishes leaves the others in progress to be shared")
  func handshakesFinishOneByOne() async {
    await OrderExplorer(count: 3).explore { order in
      let handshakes = Handshakes()
      let urls = (1...3).map { _ in graderURL("photo") }
      let manager = NetworkManager(connect: { url in await handshakes.connect(url) })
      var callers = urls.map { [startCaller(manager, for: $0)] }
      await settle(manager, handshakes)  // every first caller has begun its handshake
      for (step, index) in order.indices.enumerated() {
        await handshakes.letThrough(urls[index])
        _ = await callers[index][0].value
        for still in order.indices.dropFirst(step + 1) {
          callers[still].append(startCaller(manager, for: urls[still]))
        }
        await settle(manager, handshakes)  // the new callers have looked in the table
      }
      var got: [[Connection]] = []
      for tasks in callers {
        var connections: [Connection] = []
        for task in tasks { connections.append(await task.value) }
        got.append(connections)
      }
      let finished = order.arranged(urls).map { "\($0)" }
      exercise.expect(
        Self.eachSharesItsOwn(got, urls),
        """
        Handshakes for \(urls.count) URLs were in progress; they finished one at a time (\
        \(finished.joined(separator: ", "))), and after each, a caller came for every URL \
        still connecting: \(Self.describe(got, urls)). A handshake that finishes must leave \
        the ones still in progress to the callers that come for them.
        """)
      return .checked
    }
  }

  /// A close of a connection the URL no longer has, made while a new handshake for the URL
  /// is in progress, must not start a second handshake for the callers still to come.
  @Test("A close of an old connection during a handshake leaves that handshake to be shared")
  func staleCloseDuringHandshake() async throws {
    let handshakes = Handshakes()
    let manager = NetworkManager(connect: { url in await handshakes.connect(url) })
    let opening = startCaller(manager, for: url)
    await handshakes.waitForArrivals(1, for: url)
    await handshakes.finishInProgress(url)
    let old = await opening.value
    await manager.closeConnection(old, for: url)
    let first = startCaller(manager, for: url)
    await settle(manager, handshakes)  // the first caller has begun its handshake
    let staleClose = Task.immediate { await manager.closeConnection(old, for: url) }
    let second = startCaller(manager, for: url)
    await settle(manager, handshakes)  // the close and the second caller have run
    await handshakes.letThrough(url)
    await staleClose.value
    let got = [await first.value, await second.value]
    exercise.expect(
      got[0] == got[1] && got[0] != old,
      """
      Connection \(old.number) of \(url) was closed; then a caller came for the URL, and \
      during its handshake connection \(old.number) was closed again and a second caller \
      came: they got connections \(got.map(\.number)). A close of a connection the URL no \
      longer has must leave alone what the URL has now, ready or still on its way.
      """)
  }

  /// Whether every URL's callers got one connection, to that URL, and no two URLs the same.
  static func eachSharesItsOwn(_ got: [[Connection]], _ urls: [URL]) -> Bool {
    zip(got, urls).allSatisfy { connections, url in
      Set(connections).count == 1 && connections.allSatisfy { $0.url == url }
    } && Set(got.compactMap(\.first)).count == urls.count
  }

  /// Each URL with the numbers of the connections its callers got, and where they lead.
  static func describe(_ got: [[Connection]], _ urls: [URL]) -> String {
    zip(urls, got).map { url, connections in
      let elsewhere = connections.filter { $0.url != url }.map { "\($0.number) to \($0.url)" }
      return "\(url) got \(connections.map(\.number))"
        + (elsewhere.isEmpty ? "" : " (\(elsewhere.joined(separator: ", ")))")
    }.joined(separator: "; ")
  }

  @Test("A connection already open is handed out again, with no new handshake")
  func openConnectionIsReused() async throws {
    let handshakes = Handshakes()
    await handshakes.letThrough(url)
    let manager = NetworkManager(connect: { url in await handshakes.connect(url) })
    let first = await manager.openConnection(for: url)
    let second = await manager.openConnection(for: url)
    exercise.expect(
      first == second,
      """
      Two calls one after the other got connections \(first.number) and \(second.number): \
      once a connection is open, openConnection must hand out the one in its table.
      """)
    let handshakeCount = await handshakes.arrivals(for: url)
    exercise.expect(
      handshakeCount == 1,
      """
      Two calls one after the other made \(handshakeCount) handshakes: a connection already \
      open must be handed out again from the table, without a new one.
      """)
  }

  @Test("After a close, the next caller gets a new connection; other URLs get their own")
  func closeThenOpenAgain() async throws {
    let handshakes = Handshakes()
    let urls = graderURLs("photo")
    let (url, other) = (urls[0], urls[1])
    for url in urls { await handshakes.letThrough(url) }
    let manager = NetworkManager(connect: { url in await handshakes.connect(url) })
    var opened: [Connection] = []
    for url in urls { opened.append(await manager.openConnection(for: url)) }
    let (first, elsewhere) = (opened[0], opened[1])
    exercise.expect(
      Self.eachSharesItsOwn(opened.map { [$0] }, urls),
      """
      \(urls.count) URLs, each like another in all but one part, opened one after the other: \
      \(Self.describe(opened.map { [$0] }, urls)). The table must keep one connection per \
      URL, under its whole URL.
      """)
    await manager.closeConnection(first, for: url)
    let again = await manager.openConnection(for: url)
    exercise.expect(
      again != first,
      """
      After closeConnection, the next caller for the URL still got connection \
      \(first.number): closing must take the connection out of the table.
      """)
    let handshakeCount = await handshakes.arrivals(for: url)
    exercise.expect(
      handshakeCount == 2,
      """
      An open, a close and an open again made \(handshakeCount) handshakes, not 2: after a \
      close, the next caller needs a new connection, made once.
      """)
    await manager.closeConnection(first, for: url)  // a stale close: first is long gone
    let afterStaleClose = await manager.openConnection(for: url)
    exercise.expect(
      afterStaleClose == again,
      """
      Closing connection \(first.number), already closed, also took the URL's new connection \
      \(again.number) out of the table (the next caller got \(afterStaleClose.number)): \
      a close of a connection the URL no longer has must leave what the URL has now alone.
      """)
    let reopened = await manager.openConnection(for: other)
    exercise.expect(
      reopened == elsewhere,
      """
      After closing the connection of one URL, another URL got connection \(reopened.number), \
      not its own \(elsewhere.number): closeConnection must remove only its own URL's entry.
      """)
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint:
        "Callers of one URL must end up with one connection across every suspension; a hatch does not make them."
    )
  }
}

/// The grader's handshakes: it makes every connection, numbering them in order, and holds
/// each URL's handshakes at the kit's gate, under the URL, until the test lets that URL
/// through. On top of the gate, a URL can be let through for good.
actor Handshakes {
  private var made = 0
  /// The URLs let through for good: their handshakes, now and later, are not held.
  private var open: Set<URL> = []
  /// A held handshake stays held when its caller's task is cancelled, as a handshake in
  /// progress goes on: the test decides when it ends. The gate counts and holds a handshake
  /// on this actor, in the job that starts it (`pass` runs in its caller's isolation).
  private let gate = Gate(whenCancelled: .staysHeld)

  /// A handshake for `url`: counted at once, then held until `url` is let through.
  func connect(_ url: URL) async -> Connection {
    if open.contains(url) { gate.release(url.absoluteString) }  // its permit, before it waits
    await gate.pass(url.absoluteString)
    made += 1
    return Connection(number: made, url: url)
  }

  /// Lets every handshake for `url` through, now and from now on.
  func letThrough(_ url: URL) {
    open.insert(url)
    finishInProgress(url)
  }

  /// Lets the handshakes for `url` in progress now through, and holds later ones still.
  func finishInProgress(_ url: URL) {
    for _ in 0..<(gate.held[url.absoluteString] ?? 0) { gate.release(url.absoluteString) }
  }

  /// Returns once `count` handshakes for `url` have begun.
  func waitForArrivals(_ count: Int, for url: URL) async {
    await gate.arrival(of: url.absoluteString, count: count)
  }

  /// How many handshakes for `url` have begun.
  func arrivals(for url: URL) -> Int { gate.arrivals(of: url.absoluteString) }
}
