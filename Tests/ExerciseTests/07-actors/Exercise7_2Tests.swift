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
///
/// Every caller is a task of the test's scene (`Callers`): the callers have looked in the
/// table once the scene has settled, however many hops their calls take; a caller that is
/// never given its connection is seen as soon as nothing of the scene can run, and callers
/// that poll instead of waiting are seen by the count of their steps, never by a clock.
@Suite(
  "Exercise 7.2: one connection per URL",
  .started(exercise), .watched(exercise), .backstop, .tags(.isolation))
struct Exercise7_2Tests {
  let url = graderURL("photo")

  /// A manager whose every handshake is one of `handshakes`.
  static func manager(_ handshakes: Handshakes) -> NetworkManager {
    NetworkManager(connect: { url in await handshakes.connect(url) })
  }

  /// Waits until a handshake for `url` has begun: true as soon as it has; false, with the
  /// failure recorded and every handshake of `urls` let through, once the scene has settled
  /// without one.
  static func handshakeBegins(
    for url: URL, _ handshakes: Handshakes, _ callers: Callers, letThrough urls: [URL]
  ) async throws -> Bool {
    let begun = try await callers.scene.whether("a handshake for \(url) to begin") {
      handshakes.arrivals(for: url) > 0
    }
    if !begun {
      for url in urls { callers.letThrough(url, handshakes) }
      exercise.fail(
        """
        A caller asked for a connection to \(url), whose table had none, and no handshake \
        began: the call came to a stop without calling connect(url), with nothing of it left \
        that could run.
        """)
    }
    return begun
  }

  /// Waits until nothing of the callers' scene can run: each caller has looked in the table
  /// and waits, or has its connection. True then; false, with the failure recorded and every
  /// handshake of `urls` let through, when the callers never come to rest.
  static func settle(
    _ callers: Callers, _ handshakes: Handshakes, while what: String, letThrough urls: [URL]
  ) async throws -> Bool {
    guard try await callers.scene.settledOrPolling() == .polling else { return true }
    for url in urls { callers.letThrough(url, handshakes) }
    exercise.fail(
      """
      While \(what), the callers never came to rest: they ran \(Scene.pollingBound) steps \
      with nothing changing, each one busy-waiting for the handshake instead of waiting for \
      it. A caller that needs a handshake in progress must be suspended until that handshake \
      ends, leaving the threads free.
      """)
    return false
  }

  /// Waits until callers `numbers` have all got their connection: true as soon as they
  /// have; false, with the failure recorded, once the scene has settled without.
  /// - Parameter what: what happened before, for the message.
  static func answered(_ numbers: [Int], of callers: Callers, after what: String) async throws
    -> Bool
  {
    let answered = try await callers.scene.whether("callers \(numbers) to get a connection") {
      numbers.allSatisfy { callers.connection(of: $0) != nil }
    }
    if !answered {
      let waiting = numbers.filter { callers.connection(of: $0) == nil }
      exercise.fail(
        """
        \(what); then \(waiting.count) of the \(numbers.count) callers concerned never got a \
        connection: each was left waiting, with nothing of the manager's work left that \
        could run. Every caller that waits for a handshake must be given its connection when \
        the handshake ends.
        """)
    }
    return answered
  }

  @Test(
    "A second caller for a URL whose handshake is in progress gets the same connection",
    arguments: [2, 3, 5])
  func twoCallersShareOneConnection(callers count: Int) async throws {
    let handshakes = Handshakes()
    let manager = Self.manager(handshakes)
    let callers = Callers(manager, in: Scene("\(count) callers for one URL"))
    callers.call(for: url)
    guard try await Self.handshakeBegins(for: url, handshakes, callers, letThrough: [url])
    else { return }  // the first caller is in its handshake
    for _ in 2...count { callers.call(for: url) }
    // Every other caller has looked in the table.
    guard
      try await Self.settle(
        callers, handshakes, while: "the handshake for \(url) was held", letThrough: [url])
    else { return }
    callers.letThrough(url, handshakes)
    let what = """
      \(count) callers asked for a connection to one URL while the first was still in its \
      handshake, and the handshake finished
      """
    guard try await Self.answered(Array(0..<count), of: callers, after: what) else { return }
    let got = (0..<count).compactMap { callers.connection(of: $0) }
    let numbers = got.map(\.number)
    exercise.expect(
      Set(numbers).count == 1,
      """
      \(count) callers asked for a connection to one URL while the first was still in its \
      handshake; they got \(Set(numbers).count) different connections (numbers \
      \(numbers.map(String.init).joined(separator: ", "))), not one. At the await in \
      openConnection the actor runs other calls, and every caller for the URL must get the \
      one connection its handshake makes.
      """)
    let later = callers.call(for: url)
    guard
      try await Self.answered(
        [later], of: callers, after: "After the handshake, one more caller came for the URL")
    else { return }
    let laterConnection = callers.connection(of: later)!
    exercise.expect(
      laterConnection == got[0],
      """
      After the handshake, the next caller got connection \(laterConnection.number), not the \
      one the first callers share (\(got[0].number)): the table must keep the connection they \
      use.
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
      let callers = Callers(Self.manager(handshakes), in: Scene("callers for four URLs"))
      let held = "handshakes for \(urls.count) URLs were held"
      let firsts = urls.map { callers.call(for: $0) }
      // Every first caller has begun its handshake.
      guard try await Self.settle(callers, handshakes, while: held, letThrough: urls) else {
        return .checked
      }
      let seconds = urls.map { callers.call(for: $0) }
      // Every later caller has looked in the table.
      guard try await Self.settle(callers, handshakes, while: held, letThrough: urls) else {
        return .checked
      }
      for index in order.indices {
        callers.letThrough(urls[index], handshakes)
        // Not the first caller's end: an answer that makes one URL wait for another's
        // handshake is seen below, with what it did.
        guard try await Self.settle(callers, handshakes, while: held, letThrough: urls) else {
          return .checked
        }
      }
      let what = """
        While handshakes for \(urls.count) URLs were in progress, each like another in all but \
        one part, a second caller came for each, and every handshake finished
        """
      guard try await Self.answered(firsts + seconds, of: callers, after: what) else {
        return .checked
      }
      let got = zip(firsts, seconds).map { first, second in
        [callers.connection(of: first)!, callers.connection(of: second)!]
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
      let callers = Callers(Self.manager(handshakes), in: Scene("callers for three URLs"))
      let held = "handshakes for \(urls.count) URLs were held"
      var numbers = urls.map { [callers.call(for: $0)] }
      // Every first caller has begun its handshake.
      guard try await Self.settle(callers, handshakes, while: held, letThrough: urls) else {
        return .checked
      }
      for (step, index) in order.indices.enumerated() {
        callers.letThrough(urls[index], handshakes)
        let what =
          "With handshakes for \(urls.count) URLs in progress, the one for \(urls[index]) finished"
        guard try await Self.answered([numbers[index][0]], of: callers, after: what) else {
          for url in urls { callers.letThrough(url, handshakes) }
          return .checked
        }
        for still in order.indices.dropFirst(step + 1) {
          numbers[still].append(callers.call(for: urls[still]))
        }
        // The new callers have looked in the table.
        guard try await Self.settle(callers, handshakes, while: held, letThrough: urls) else {
          return .checked
        }
      }
      let finished = order.arranged(urls).map { "\($0)" }
      let what = """
        Handshakes for \(urls.count) URLs were in progress; they finished one at a time \
        (\(finished.joined(separator: ", "))), and after each, a caller came for every URL \
        still connecting
        """
      guard try await Self.answered(numbers.flatMap { $0 }, of: callers, after: what) else {
        return .checked
      }
      let got = numbers.map { $0.map { callers.connection(of: $0)! } }
      exercise.expect(
        Self.eachSharesItsOwn(got, urls),
        """
        \(what): \(Self.describe(got, urls)). A handshake that finishes must leave the ones \
        still in progress to the callers that come for them.
        """)
      return .checked
    }
  }

  /// A close of a connection the URL no longer has, made while a new handshake for the URL
  /// is in progress, must not start a second handshake for the callers still to come.
  @Test("A close of an old connection during a handshake leaves that handshake to be shared")
  func staleCloseDuringHandshake() async throws {
    let handshakes = Handshakes()
    let callers = Callers(Self.manager(handshakes), in: Scene("a stale close during a handshake"))
    let opening = callers.call(for: url)
    guard try await Self.handshakeBegins(for: url, handshakes, callers, letThrough: [url])
    else { return }
    callers.letThrough(url, handshakes, forGood: false)
    guard
      try await Self.answered(
        [opening], of: callers, after: "A caller came for \(url) and its handshake finished")
    else { return }
    let old = callers.connection(of: opening)!
    callers.close(old, for: url)
    guard try await callers.closesReturn() else {
      exercise.fail(
        """
        A close of connection \(old.number) of \(url), the URL's only one, never returned: its \
        work came to a stop, with nothing of it left that could run.
        """)
      return
    }
    let first = callers.call(for: url)
    // The first caller has begun its handshake.
    let held = "the handshake for \(url) was held"
    guard try await Self.settle(callers, handshakes, while: held, letThrough: [url]) else {
      return
    }
    callers.close(old, for: url)
    // The close has run, as far as it can with the handshake held.
    guard try await Self.settle(callers, handshakes, while: held, letThrough: [url]) else {
      return
    }
    let second = callers.call(for: url)
    // The second caller has looked in the table.
    guard try await Self.settle(callers, handshakes, while: held, letThrough: [url]) else {
      return
    }
    callers.letThrough(url, handshakes)
    let what = """
      Connection \(old.number) of \(url) was closed; then a caller came for the URL, and \
      during its handshake connection \(old.number) was closed again and a second caller came
      """
    guard try await Self.answered([first, second], of: callers, after: what) else { return }
    guard try await callers.closesReturn() else {
      exercise.fail(
        """
        \(what); a close of connection \(old.number) never returned: its work came to a stop, \
        with nothing of it left that could run.
        """)
      return
    }
    let got = [first, second].map { callers.connection(of: $0)! }
    exercise.expect(
      got[0] == got[1] && got[0] != old,
      """
      \(what): they got connections \(got.map(\.number)). A close of a connection the URL no \
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

  /// Makes `body`, calls of the manager one after another, as a task of `scene`, and returns
  /// what it returns; nil, with the failure recorded, when it never returns.
  static func inTurn<Result: Sendable>(
    _ what: String, in scene: Scene, _ body: @escaping @Sendable () async -> Result
  ) async throws -> Result? {
    try await exercise.value(of: what, in: scene, neverReturned: neverReturned(what, in: scene)) {
      await body()
    }
  }

  @Test("A connection already open is handed out again, with no new handshake")
  func openConnectionIsReused() async throws {
    let handshakes = Handshakes()
    await handshakes.letThrough(url)
    let manager = Self.manager(handshakes)
    let scene = Scene("two calls one after the other")
    let url = url
    guard
      let calls = try await Self.inTurn(
        "Two calls for \(url), one after the other,", in: scene,
        {
          let first = await manager.openConnection(for: url)
          return (first, await manager.openConnection(for: url))
        })
    else { return }
    let (first, second) = calls
    exercise.expect(
      first == second,
      """
      Two calls one after the other got connections \(first.number) and \(second.number): \
      once a connection is open, openConnection must hand out the one in its table.
      """)
    let handshakeCount = handshakes.arrivals(for: url)
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
    let manager = Self.manager(handshakes)
    let scene = Scene("opens and closes, one after another")
    guard
      let opened = try await Self.inTurn(
        "Opening \(urls.count) URLs one after the other", in: scene,
        {
          var opened: [Connection] = []
          for url in urls { opened.append(await manager.openConnection(for: url)) }
          return opened
        })
    else { return }
    let (first, elsewhere) = (opened[0], opened[1])
    exercise.expect(
      Self.eachSharesItsOwn(opened.map { [$0] }, urls),
      """
      \(urls.count) URLs, each like another in all but one part, opened one after the other: \
      \(Self.describe(opened.map { [$0] }, urls)). The table must keep one connection per \
      URL, under its whole URL.
      """)
    guard
      let again = try await Self.inTurn(
        "A close of \(url), then an open again,", in: scene,
        {
          await manager.closeConnection(first, for: url)
          return await manager.openConnection(for: url)
        })
    else { return }
    exercise.expect(
      again != first,
      """
      After closeConnection, the next caller for the URL still got connection \
      \(first.number): closing must take the connection out of the table.
      """)
    let handshakeCount = handshakes.arrivals(for: url)
    exercise.expect(
      handshakeCount == 2,
      """
      An open, a close and an open again made \(handshakeCount) handshakes, not 2: after a \
      close, the next caller needs a new connection, made once.
      """)
    guard
      let afterStaleClose = try await Self.inTurn(
        "A close of connection \(first.number), already closed, then an open of \(url),", in: scene,
        {
          await manager.closeConnection(first, for: url)  // a stale close: first is long gone
          return await manager.openConnection(for: url)
        })
    else { return }
    exercise.expect(
      afterStaleClose == again,
      """
      Closing connection \(first.number), already closed, also took the URL's new connection \
      \(again.number) out of the table (the next caller got \(afterStaleClose.number)): \
      a close of a connection the URL no longer has must leave what the URL has now alone.
      """)
    guard
      let reopened = try await Self.inTurn(
        "An open of \(other)", in: scene, { await manager.openConnection(for: other) })
    else { return }
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
/// through. On top of the gate, a URL can be let through for good. A held handshake is parked
/// on the gate, in the scene of the caller's task: the scene knows it waits, and for what.
actor Handshakes {
  private var made = 0
  /// The URLs let through for good: their handshakes, now and later, are not held.
  private var open: Set<URL> = []
  /// A held handshake stays held when its caller's task is cancelled, as a handshake in
  /// progress goes on: the test decides when it ends. The gate counts and holds a handshake
  /// on this actor, in the job that starts it (`pass` runs in its caller's isolation).
  private nonisolated let gate = Gate(whenCancelled: .staysHeld)

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

  /// How many handshakes for `url` have begun: read anywhere, a scene's condition.
  nonisolated func arrivals(for url: URL) -> Int { gate.arrivals(of: url.absoluteString) }
}

/// The callers of one test, each a task of the test's scene. Each caller's connection is
/// filed as it returns, so that the scene can be asked whether the callers have theirs. A
/// caller started is not yet on the manager: where their order matters, the test lets the
/// scene settle before it starts the next.
nonisolated final class Callers: Sendable {
  let scene: Scene
  let manager: NetworkManager
  private let connections = Locked<[Int: Connection]>([:])
  private let started = Locked(0)
  private let closes = Locked((started: 0, returned: 0))

  init(_ manager: NetworkManager, in scene: Scene) {
    self.manager = manager
    self.scene = scene
  }

  /// Starts a caller for `url`, and returns its number: 0 for the first.
  @discardableResult
  func call(for url: URL) -> Int {
    let number = started.withLock { started in
      defer { started += 1 }
      return started
    }
    let (manager, connections) = (manager, connections)
    scene.start("caller \(number + 1), for \(url.lastPathComponent)") {
      let connection = await manager.openConnection(for: url)
      connections.withLock { $0[number] = connection }
    }
    return number
  }

  /// Starts a close of `connection`, for `url`.
  func close(_ connection: Connection, for url: URL) {
    let (manager, closes) = (manager, closes)
    closes.withLock { $0.started += 1 }
    scene.start("a close of connection \(connection.number)") {
      await manager.closeConnection(connection, for: url)
      closes.withLock { $0.returned += 1 }
    }
  }

  /// Lets the handshakes for `url` through, for good or only those in progress, from a task
  /// of the scene: a held handshake then goes on as the scene's work, which the scene counts
  /// whatever actor it goes on on.
  func letThrough(_ url: URL, _ handshakes: Handshakes, forGood: Bool = true) {
    scene.start("the grader, letting \(url.lastPathComponent) through") {
      if forGood {
        await handshakes.letThrough(url)
      } else {
        await handshakes.finishInProgress(url)
      }
    }
  }

  /// The connection caller `number` got, once it has returned.
  func connection(of number: Int) -> Connection? {
    connections.current[number]
  }

  /// Whether every close started has returned: true as soon as they have, false once the
  /// scene has settled without.
  func closesReturn() async throws -> Bool {
    let closes = closes
    return try await scene.whether("every close to return") {
      closes.current.started == closes.current.returned
    }
  }
}
