import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An open connection to the server of one URL: what a network manager hands out and takes
/// back (Embrace Swift concurrency, 23:47).
///
/// `nonisolated`, because in this module code belongs to the main actor unless it says
/// otherwise. A main-actor `Connection` would still be Sendable, but every `data(from:)` would
/// hop to the main actor to run: the very contention this chapter removes, hidden in a type
/// that never needed an actor. Nonisolated, it runs where its caller runs: on the pool, in the
/// fetch pipeline. It is a struct of Sendable values, so it is Sendable, and it must be: it
/// leaves the manager that keeps it, whether that manager is the main actor or an actor of its
/// own.
nonisolated struct Connection: Hashable {
  /// Which connection this is: 1 for the first the manager opened, 2 for the next, …
  let number: Int
  /// The URL it was opened for.
  let url: URL

  /// Fetches `url` over this connection, from wherever the caller runs.
  /// - Throws: `URLError` when the server cannot be reached, `HTTPStatusError` for a failure
  ///   status.
  func data(from url: URL) async throws -> Data {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    return data
  }
}
