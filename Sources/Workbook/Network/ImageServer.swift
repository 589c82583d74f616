import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A simulated web server, reached through the real `URLSession.shared.data(from:)` at
/// `workbook://HOST/NAME`.
///
/// It serves the bundled sample images (and any data given to `serve(_:as:)`) with a set
/// latency, injected failures, and, when gated, holds each request until `release(_:)`.
/// Every server has a host of its own, so parallel tests never share one. Requests are
/// recorded in its trace as `request NAME` and `response NAME` in the `.network` domain:
/// they happen outside Swift concurrency, as a real network's would.
///
/// Making a server, any server, plugs the kit into the URL loading system; on Linux that is
/// also what lets `URLSession` load `file:` URLs, as it does on macOS.
public final class ImageServer: Sendable {
  /// The URL scheme of the simulated network. http and https are left to the real network;
  /// `file:` is left to URLSession too, except on Linux (see `WorkbookURLProtocol`).
  public static let scheme = "workbook"

  /// The host name in this server's URLs.
  public let host: String
  /// Where requests are recorded.
  public let trace: Trace?
  private let gate: Gate?
  private let settings: Locked<Settings>

  private struct Settings {
    var latency: Duration
    var latencies: [String: Duration] = [:]
    var failures: [String: NetworkFailure] = [:]
    var errorPages: [String: Data] = [:]
    var extraFiles: [String: Data] = [:]
  }

  /// Makes a server and makes it reachable.
  /// - Parameters:
  ///   - host: the host name; by default a new unique one.
  ///   - latency: how long each response takes, unless set per name.
  ///   - gated: when true, each request also waits for `release(_:)`.
  ///   - trace: where to record requests.
  public init(
    host: String? = nil, latency: Duration = .zero, gated: Bool = false, trace: Trace? = nil
  ) {
    self.host = host ?? "server-\(UUID().uuidString.prefix(8).lowercased())"
    self.trace = trace
    self.gate = gated ? Gate() : nil
    self.settings = Locked(Settings(latency: latency))
    ImageServer.register(self)
  }

  /// The URL of `name` on this server, such as `workbook://samples/large.ppm`.
  public func url(for name: String) -> URL {
    URL(string: "\(ImageServer.scheme)://\(host)/\(name)")!
  }

  /// Serves `data` as `name`, besides the bundled samples.
  public func serve(_ data: Data, as name: String) {
    settings.withLock { $0.extraFiles[name] = data }
  }

  /// How long each response takes, unless set per name: what a demo's reader waits for.
  var latency: Duration { settings.withLock { $0.latency } }

  /// Sets how long the response for `name` takes.
  public func setLatency(_ latency: Duration, for name: String) {
    settings.withLock { $0.latencies[name] = latency }
  }

  /// Makes every request for `name` fail this way.
  public func fail(_ name: String, with failure: NetworkFailure) {
    settings.withLock { $0.failures[name] = failure }
  }

  /// Makes every request for `name` answered with the error `status` and `page` as its body,
  /// instead of the kit's one-line text: a real server's error page may be a web page, or
  /// even a picture, and only the response's status says it is not the image asked for.
  public func fail(_ name: String, status: Int, page: Data) {
    settings.withLock {
      $0.failures[name] = .status(status)
      $0.errorPages[name] = page
    }
  }

  /// The body `fail(_:status:page:)` set for `name`'s error status, if any.
  func errorPage(for name: String) -> Data? {
    settings.withLock { $0.errorPages[name] }
  }

  /// Lets one held request for `name` through (or the next one to arrive). Gated servers only.
  public func release(_ name: String) {
    precondition(gate != nil, "release(_:) needs a server made with gated: true")
    gate?.release(name)
  }

  /// Returns once `count` requests for `name` are waiting at the gate (or went through it):
  /// from then on, whoever sent the request is suspended on it. Gated servers only.
  public func waitForRequest(_ name: String, count: Int = 1) async {
    precondition(gate != nil, "waitForRequest(_:) needs a server made with gated: true")
    await gate?.arrival(of: name, count: count)
  }

  /// How many requests for `name` have reached the gate (held, or let through). Gated
  /// servers only.
  public func arrivals(of name: String) -> Int {
    precondition(gate != nil, "arrivals(of:) needs a server made with gated: true")
    return gate?.arrivals(of: name) ?? 0
  }

  /// How many requests for `name` wait at the gate now: those let through are no longer
  /// counted. Gated servers only.
  public func held(_ name: String) -> Int {
    precondition(gate != nil, "held(_:) needs a server made with gated: true")
    return gate?.held[name] ?? 0
  }

  /// Answers one request: the outcome for `name`, after the latency and the gate.
  func respond(to name: String) async -> Result<Data, NetworkFailure>? {
    trace?.recordKitEvent("request \(name)", domain: .network)
    let (latency, failure, extra) = settings.withLock {
      ($0.latencies[name] ?? $0.latency, $0.failures[name], $0.extraFiles[name])
    }
    if latency > .zero {
      do { try await Task.sleep(for: latency) } catch { return nil }  // SLEEP-OK: simulated latency
    }
    await gate?.pass(name)
    if Task.isCancelled { return nil }
    trace?.recordKitEvent("response \(name)", domain: .network)
    if let failure { return .failure(failure) }
    if let extra { return .success(extra) }
    guard let url = SampleImages.url(named: name), let data = try? Data(contentsOf: url) else {
      return .failure(.status(404))
    }
    return .success(data)
  }
}

// MARK: - Registry

extension ImageServer {
  private static let servers = Locked<[String: ImageServer]>([:])
  private static let installProtocol: Void = {
    _ = URLProtocol.registerClass(WorkbookURLProtocol.self)
  }()

  private static func register(_ server: ImageServer) {
    installProtocol
    servers.withLock { $0[server.host] = server }
  }

  /// The server for a `workbook://` URL's host, if one was made.
  static func server(for url: URL) -> ImageServer? {
    guard let host = url.host else { return nil }
    return servers.withLock { $0[host] }
  }
}
