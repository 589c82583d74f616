import Testing
import WorkbookTesting

@testable import Workbook

/// Chapter 2's page promises a response half a second after its request: long enough to see
/// the spinner turn while the request is out, and chapter 3's rounds are timed against it.
@Suite("The demos' simulated network")
@MainActor
struct DemoNetworkLatencyTests {
  @Test("A demo's server answers each request half a second after it is sent")
  func demoServerTakesHalfASecond() {
    let demo = Demo.forTests()
    // Break it: make Demo.networkLatency 250 ms.
    #expect(demo.server.latency == .milliseconds(500))
  }
}
