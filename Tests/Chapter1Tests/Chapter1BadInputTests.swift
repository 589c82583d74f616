import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter1

@Suite("Chapter 1: bad input reaches the view's error display", .tags(.badInput, .display))
struct Chapter1BadInputTests {
  @Test("A missing file shows an error and nothing else")
  func missingFile() throws {
    let files = try ImageFolder()
    let view = AppView()
    let trace = traced {
      ImageModel(view: view).onTapEvent(url: files.folder.file(named: "gone.ppm"))
    }
    #expect(view.displayedImages.isEmpty)
    #expect(view.displayedErrors.count == 1)
    #expect(trace.labels.count == 1)
    #expect(trace.labels.first?.hasPrefix("error") == true)
  }

  @Test(
    "A corrupt file shows the decoder's error and nothing else",
    arguments: [
      ("not-an-image.ppm", "hello, world"),
      ("truncated.ppm", "P6 4 4 255\n\u{1}\u{2}\u{3}"),
      ("zero-size.ppm", "P3 0 0 255\n"),
    ])
  func corruptFile(name: String, bytes: String) throws {
    let files = try ImageFolder()
    let url = try files.file(named: name, bytes: bytes)
    let view = AppView()
    let trace = traced { ImageModel(view: view).onTapEvent(url: url) }
    #expect(view.displayedImages.isEmpty)
    #expect(view.displayedErrors.count == 1)
    #expect(view.displayedErrors.first is ImageError)
    #expect(!trace.labels.contains { $0.hasPrefix("display") })
  }

  @Test("After a bad file, the next good one is shown as usual")
  func recoversAfterABadFile() throws {
    let files = try ImageFolder()
    let bad = try files.file(named: "bad.ppm", bytes: "P6 nonsense")
    let good = try files.ppm(named: "good.ppm", width: 5, height: 5)
    let view = AppView()
    let model = ImageModel(view: view)
    model.onTapEvent(url: bad)
    model.onTapEvent(url: good)
    #expect(view.displayedErrors.count == 1)
    #expect(view.displayedImages.map(\.description) == ["5×5"])
  }
}
