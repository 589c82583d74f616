import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Plugs `ImageServer` into the URL loading system, so the chapters call the real
/// `URLSession.shared.data(from:)` as the talks do, and get simulated responses for
/// `workbook://` URLs. http(s) is not taken: it goes to the real network.
///
/// On Linux it also answers `file:` URLs, which URLSession loads on macOS but not there, so
/// that a chapter fetches the user's own files with the same call it fetches URLs with.
///
/// Its calls to the URL loading system's client go through `ClientCalls`, which makes them on
/// URLSession's work queue, as Linux requires.
final class WorkbookURLProtocol: URLProtocol {
  private let answering = Locked<Task<Void, Never>?>(nil)
  /// Set when URLSession stops the request (it was cancelled): nothing more may be reported.
  private let stopped = Locked(false)

  /// Whether this protocol answers `file:` URLs: only where URLSession does not.
  #if canImport(FoundationNetworking)
    static let answersFileURLs = true
  #else
    static let answersFileURLs = false
  #endif

  override class func canInit(with request: URLRequest) -> Bool {
    guard let url = request.url, let scheme = url.scheme?.lowercased() else { return false }
    if scheme == ClientCalls.scheme { return true }
    guard scheme == ImageServer.scheme || (answersFileURLs && scheme == "file") else {
      return false
    }
    // URLSession asks in the caller's job, before it suspends: the request is on its way.
    RequestsOnTheirWay.ask(url)
    return true
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest {
    request
  }

  override func startLoading() {
    if let url = request.url, url.scheme == ClientCalls.scheme {
      ClientCalls.makePendingCalls()
      respond(status: 204, body: Data(), for: url)
      return
    }
    guard let url = request.url else { return }
    if url.isFileURL {
      RequestsOnTheirWay.started(url) { startReading(url) }
      return
    }
    guard let server = ImageServer.server(for: url) else {
      RequestsOnTheirWay.started(url) {
        let board = RequestsOnTheirWay.answering(url)
        let failing: [String: Any] = [NSURLErrorFailingURLErrorKey: url]
        client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost, userInfo: failing))
        RequestsOnTheirWay.delivered(board)
      }
      return
    }
    let name = String(url.path.drop(while: { $0 == "/" }))
    let loader = Loader(self)
    // The answer is work of the scene that asked: a test harness sees it run, sleep out its
    // latency and wait at the gate.
    let task = RequestsOnTheirWay.started(url) {
      Task {
        guard let outcome = await server.respond(to: name) else { return }
        let page = server.errorPage(for: name)
        let board = RequestsOnTheirWay.answering(url)
        ClientCalls.send(
          .init {
            loader.protocolInstance.deliver(outcome, page: page, for: url)
            RequestsOnTheirWay.delivered(board)
          })
      }
    }
    answering.withLock { $0 = task }
  }

  override func stopLoading() {
    stopped.withLock { $0 = true }
    answering.withLock { $0?.cancel() }
  }

  /// Carries this protocol object into the task that answers its request.
  private struct Loader: @unchecked Sendable {  // SAFETY: see below
    // SAFETY: the task never uses the object itself: it hands a call of `deliver` (or
    // `deliverFile`) to `ClientCalls`, and the object's own mutable state (`answering`,
    // `stopped`) is behind `Locked`. What makes the call safe depends on where it is made:
    // - On Linux, `ClientCalls` makes it on the work queue of `URLSession.shared`, which
    //   serialises every use of the protocol objects of that session's requests. So this holds
    //   only for requests made through `URLSession.shared`, as the chapters make them: a
    //   request of another session would get its calls on the shared session's queue, racing
    //   with its own session's work.
    // - On macOS, `ClientCalls` makes it at once, on the task's thread of the pool: the
    //   client takes calls from any thread there, and `stopLoading`, which URLSession may call
    //   meanwhile on a thread of its own, touches only `Locked` state.
    // URLProtocol is not Sendable because subclasses may hold unprotected state; this one
    // holds none.
    let protocolInstance: WorkbookURLProtocol
    init(_ protocolInstance: WorkbookURLProtocol) { self.protocolInstance = protocolInstance }
  }

  /// Answers with `outcome`; an error status carries `page` as its body when the test set
  /// one, else a line of text naming the status.
  private func deliver(_ outcome: Result<Data, NetworkFailure>, page: Data?, for url: URL) {
    guard !stopped.current else { return }
    switch outcome {
    case .success(let data):
      respond(status: 200, body: data, for: url)
    case .failure(.status(let status)):
      let text = "\(status) \(HTTPURLResponse.localizedString(forStatusCode: status))\n"
      respond(status: status, body: page ?? Data(text.utf8), for: url)
    case .failure(.droppedConnection):
      client?.urlProtocol(self, didFailWithError: URLError(.networkConnectionLost))
    }
  }

  /// Reads a local file off the caller's thread and answers with its bytes, as URLSession
  /// does on macOS: a plain `URLResponse`, or a `URLError` when the file cannot be read.
  private func startReading(_ url: URL) {
    let loader = Loader(self)
    let task = Task {
      let outcome = Result { try Data(contentsOf: url) }
      guard !Task.isCancelled else { return }
      let board = RequestsOnTheirWay.answering(url)
      ClientCalls.send(
        .init {
          loader.protocolInstance.deliverFile(outcome, for: url)
          RequestsOnTheirWay.delivered(board)
        })
    }
    answering.withLock { $0 = task }
  }

  private func deliverFile(_ outcome: Result<Data, any Error>, for url: URL) {
    guard !stopped.current else { return }
    switch outcome {
    case .success(let data):
      let response = URLResponse(
        url: url, mimeType: "application/octet-stream", expectedContentLength: data.count,
        textEncodingName: nil)
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: data)
      client?.urlProtocolDidFinishLoading(self)
    case .failure:
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      var code = URLError.Code.noPermissionsToReadFile
      if !exists { code = .fileDoesNotExist }
      if exists && isDirectory.boolValue { code = .fileIsDirectory }
      let failing: [String: Any] = [NSURLErrorFailingURLErrorKey: url]
      client?.urlProtocol(self, didFailWithError: URLError(code, userInfo: failing))
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
