import Foundation
import Testing
import WorkbookTesting

@testable import Workbook

/// In a demo, the view draws each image it shows in the terminal, its size on the line
/// below: what a reader sees of `displayImage`, read from a chapter's output.
@Suite("The view draws the images it shows", .tags(.display), .backstop)
struct AppViewDrawsImagesTests {
  @Test("chapter1 prints the picture of the image it opens, then its size")
  func pictureThenSize() async throws {
    let files = try ImageFolder()
    let url = try files.ppm(named: "small.ppm", width: 16, height: 12)
    let image = try Image(width: 16, height: 12, filling: RGBA(200, 120, 40))
    let run = try await ProgramRun("chapter1", [url.path])
    #expect(run.status == 0, "\(run.errors)")
    // The programs run with a plain terminal, 80 columns wide.
    let picture = AppView.picture(of: image, on: Terminal(isInteractive: false, width: 80))
    #expect(!picture.isEmpty)
    // Break it: in `displayImage`, show only the size line, without the picture.
    #expect(run.output.contains(picture + "  image 16×12"), "\(run.output)")
  }
}
