import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension URLError {
  /// One line a person can read: `cannot connect to the server: http://127.0.0.1:9/x.ppm`.
  ///
  /// On Linux a `URLError` prints as an `NSError` dump, which is no way to tell a user that a
  /// URL did not answer; the view shows this instead.
  public var readableDescription: String {
    let reason: String =
      switch code {
      case .cannotFindHost: "cannot find the host"
      case .cannotConnectToHost: "cannot connect to the server"
      case .networkConnectionLost: "the network connection was lost"
      case .notConnectedToInternet: "not connected to the internet"
      case .timedOut: "the request timed out"
      case .unsupportedURL: "unsupported URL"
      case .fileDoesNotExist: "no such file"
      case .fileIsDirectory: "is a directory, not a file"
      case .noPermissionsToReadFile: "permission denied"
      default:
        (userInfo[NSLocalizedDescriptionKey] as? String) ?? "network error \(code.rawValue)"
      }
    guard let url = failingURL else { return reason }
    return "\(reason): \(url.absoluteString)"
  }
}
