import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP response whose status is not a success.
///
/// `URLSession.data(from:)` returns a 404 or a 500 as data like any other; this error lets
/// a model say so instead of trying to decode an error page as an image.
public struct HTTPStatusError: Error, Sendable, Hashable, CustomStringConvertible {
  public let status: Int
  public let url: URL?

  public init(status: Int, url: URL?) {
    self.status = status
    self.url = url
  }

  public var description: String {
    let name = HTTPURLResponse.localizedString(forStatusCode: status)
    return "the server answered \(status) (\(name)) for \(url?.absoluteString ?? "the request")"
  }
}

extension URLResponse {
  /// Throws `HTTPStatusError` unless this is an HTTP response with a 2xx status.
  /// Responses that are not HTTP (a `file:` URL) pass.
  public func requireSuccess() throws(HTTPStatusError) {
    guard let http = self as? HTTPURLResponse else { return }
    guard (200..<300).contains(http.statusCode) else {
      throw HTTPStatusError(status: http.statusCode, url: url)
    }
  }
}
