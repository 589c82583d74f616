import Foundation

/// What the fetch pipeline needs from a network manager: a connection for a URL, and a way
/// to give it back.
///
/// Both stages of the manager conform, so that one pipeline runs with either and the demo,
/// the tests and the workbench compare them on the same work. The talk has no such protocol:
/// it changes one word of one type (23:47 → 25:10); this chapter keeps both types, side by
/// side, to run them both.
///
/// `Sendable`, because the pipeline runs on the pool and takes its manager along; this also
/// keeps the main-actor class's conformance nonisolated (an isolated conformance could not be
/// used from the pool), while its methods stay on the main actor. Not `nonisolated`: the
/// methods that implement a nonisolated protocol's requirements are inferred nonisolated too,
/// and the class's would lose the main actor that protects its table.
protocol ConnectionManager: Sendable {
  func openConnection(for url: URL) async -> Connection
  func closeConnection(_ connection: Connection, for url: URL) async
}
