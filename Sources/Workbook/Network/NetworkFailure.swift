/// A way for a simulated request to go wrong.
public enum NetworkFailure: Error, Sendable, Hashable {
  /// The server answers with this HTTP status (and a short text body) instead of the image.
  case status(Int)
  /// The connection drops before any response: `URLError(.networkConnectionLost)`.
  case droppedConnection
}
