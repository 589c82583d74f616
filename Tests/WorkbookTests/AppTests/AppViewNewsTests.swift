import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("The view's news and errors", .tags(.display))
struct AppViewNewsTests {
  @Test("News is remembered and traced as 'display news'")
  @MainActor
  func news() {
    let trace = Trace()
    let view = AppView()
    Trace.$current.withValue(trace) { view.displayNews("Headline one\nHeadline two") }
    #expect(view.displayedNews == ["Headline one\nHeadline two"])
    #expect(trace.labels == ["display news"])
    #expect(trace.events.first?.domain == .mainActor)
  }

  @Test("A network error is traced as a person reads it, not as an NSError dump")
  @MainActor
  func readableNetworkError() throws {
    let trace = Trace()
    let view = AppView()
    let url = try #require(URL(string: "http://127.0.0.1:9/x.ppm"))
    let error = URLError(.cannotConnectToHost, userInfo: [NSURLErrorFailingURLErrorKey: url])
    Trace.$current.withValue(trace) { view.displayError(error) }
    #expect(trace.labels == ["error cannot connect to the server: http://127.0.0.1:9/x.ppm"])
    #expect(view.displayedErrors.first is URLError)
  }
}
