import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Simulated network", .tags(.network), .backstop)
struct ImageServerTests {
  @Test("A bundled sample comes back through URLSession.shared, byte for byte")
  func servesBundledSample() async throws {
    let server = ImageServer()
    let name = try #require(SampleImages.names.first)
    let (data, response) = try await URLSession.shared.data(from: server.url(for: name))
    let expected = try Data(contentsOf: #require(SampleImages.url(named: name)))
    // Compared as one value: a failing `==` of two collections this size has the test
    // library work out their difference, element by element, for minutes.
    let same = data == expected
    #expect(same, "\(data.count) bytes served, \(expected.count) in the sample, not the same")
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    try response.requireSuccess()
  }

  @Test("held(_:) counts the requests waiting at the gate now; one let through is not counted")
  func heldCountsOnlyWaitingRequests() async throws {
    let server = ImageServer(gated: true)
    let name = try #require(SampleImages.names.first)
    let url = server.url(for: name)
    let fetch = Task { try await URLSession.shared.data(from: url) }
    await server.waitForRequest(name)
    #expect(server.held(name) == 1)
    server.release(name)
    _ = try await fetch.value
    // Break it: in ImageServer.held, count the arrivals, and the request let through is
    // still counted.
    #expect(server.held(name) == 0)
    #expect(server.arrivals(of: name) == 1)
  }

  @Test("Data given to serve(_:as:) is served under that name")
  func servesExtraData() async throws {
    let server = ImageServer()
    server.serve(Data("today's news".utf8), as: "news.txt")
    let (data, _) = try await URLSession.shared.data(from: server.url(for: "news.txt"))
    #expect(String(decoding: data, as: UTF8.self) == "today's news")
  }

  @Test("An unknown name is a 404, which requireSuccess turns into an error", .tags(.badInput))
  func unknownNameIsNotFound() async throws {
    let server = ImageServer()
    let url = server.url(for: "no-such-image.ppm")
    let (_, response) = try await URLSession.shared.data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
    #expect(throws: HTTPStatusError(status: 404, url: url)) { try response.requireSuccess() }
  }

  @Test("An injected status is what the server answers", .tags(.badInput))
  func injectedStatus() async throws {
    let server = ImageServer()
    server.fail("small.ppm", with: .status(503))
    let (_, response) = try await URLSession.shared.data(from: server.url(for: "small.ppm"))
    #expect((response as? HTTPURLResponse)?.statusCode == 503)
  }

  // Break it: answer an error status with the kit's one-line text whatever page was set.
  @Test("An injected status with a page of its own answers that page", .tags(.badInput))
  func injectedStatusWithAPage() async throws {
    let server = ImageServer()
    let page = Data("<html><body><h1>Nothing here</h1></body></html>\n".utf8)
    server.fail("small.ppm", status: 410, page: page)
    let (data, response) = try await URLSession.shared.data(from: server.url(for: "small.ppm"))
    #expect((response as? HTTPURLResponse)?.statusCode == 410)
    #expect(String(decoding: data, as: UTF8.self) == String(decoding: page, as: UTF8.self))
  }

  @Test("A dropped connection makes data(from:) throw", .tags(.badInput))
  func droppedConnection() async throws {
    let server = ImageServer()
    server.fail("small.ppm", with: .droppedConnection)
    let error = await #expect(throws: URLError.self) {
      _ = try await URLSession.shared.data(from: server.url(for: "small.ppm"))
    }
    #expect(error?.code == .networkConnectionLost)
  }

  @Test("A host no server has is not found", .tags(.badInput))
  func unknownHost() async throws {
    _ = ImageServer()  // installs the workbook:// protocol, which then finds no such host
    let url = try #require(URL(string: "workbook://nobody-here/small.ppm"))
    let error = await #expect(throws: URLError.self) {
      _ = try await URLSession.shared.data(from: url)
    }
    #expect(error?.code == .cannotFindHost)
  }

  @Test("Requests and responses are traced in the network's own domain")
  func requestsAreTraced() async throws {
    let trace = Trace()
    let server = ImageServer(trace: trace)
    _ = try await URLSession.shared.data(from: server.url(for: "small.ppm"))
    #expect(trace.labels == ["request small.ppm", "response small.ppm"])
    #expect(trace.events.allSatisfy { $0.domain == .network })
  }
}
