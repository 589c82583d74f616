import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the simulated server answers when told to fail, and which statuses a model may take
/// for a success.
@Suite("Server statuses", .tags(.network), .backstop)
struct ServerStatusTests {
  @Test("A failure set for a name wins over data served under that name")
  func failureWinsOverServedData() async throws {
    let server = ImageServer()
    server.serve(Data("an image".utf8), as: "photo.ppm")
    server.fail("photo.ppm", with: .status(503))
    let (_, response) = try await URLSession.shared.data(from: server.url(for: "photo.ppm"))
    // Break it: in ImageServer.respond, serve extra data before looking at the failures.
    #expect((response as? HTTPURLResponse)?.statusCode == 503)
  }

  @Test(
    "Only a 2xx status is a success: a redirect, a client error and a server error are not",
    arguments: [204, 301, 304, 404, 503])
  func onlyTwoHundredsSucceed(status: Int) throws {
    let url = URL(string: "workbook://statuses/photo.ppm")!
    let response = try #require(
      HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:]))
    // Break it: in requireSuccess, accept any status under 400, and 301 and 304 pass.
    if (200..<300).contains(status) {
      #expect(throws: Never.self) { try response.requireSuccess() }
    } else {
      #expect(throws: HTTPStatusError(status: status, url: url)) { try response.requireSuccess() }
    }
  }
}
