import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Plugs `ImageServer` into the URL loading system, so the chapters call the real
/// `URLSession.shared.data(from:)` as the talks do, and get simulated responses for
/// `workbook://` URLs. URLs of other schemes are not taken: http(s) goes to the real network.
final class WorkbookURLProtocol: URLProtocol {
  private let answering = Locked<Task<Void, Never>?>(nil)

  override class func canInit(with request: URLRequest) -> Bool {
    request.url?.scheme == ImageServer.scheme
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    guard let url = request.url, let server = ImageServer.server(for: url) else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let name = String(url.path.drop(while: { $0 == "/" }))
    let loader = Loader(self)
    let task = Task {
      guard let outcome = await server.respond(to: name) else { return }
      loader.protocolInstance.deliver(outcome, for: url)
    }
    answering.withLock { $0 = task }
  }

  override func stopLoading() {
    answering.withLock { $0?.cancel() }
  }

  /// Carries this protocol object into the task that answers its request.
  private struct Loader: @unchecked Sendable {
    // SAFETY: the task only calls `deliver`, which calls the URL loading system's client,
    // and the client may be called from any thread; the object's own mutable state is
    // behind `Locked`. URLProtocol is marked non-Sendable because subclasses may hold
    // unprotected state; this one holds none.
    let protocolInstance: WorkbookURLProtocol
    init(_ protocolInstance: WorkbookURLProtocol) { self.protocolInstance = protocolInstance }
  }

  private func deliver(_ outcome: Result<Data, NetworkFailure>, for url: URL) {
    switch outcome {
    case .success(let data):
      respond(status: 200, body: data, for: url)
    case .failure(.status(let status)):
      let text = "\(status) \(HTTPURLResponse.localizedString(forStatusCode: status))\n"
      respond(status: status, body: Data(text.utf8), for: url)
    case .failure(.droppedConnection):
      client?.urlProtocol(self, didFailWithError: URLError(.networkConnectionLost))
    }
  }

  private func respond(status: Int, body: Data, for url: URL) {
    let response = HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Length": "\(body.count)"])!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }
}
