import Testing
import Workbook
import WorkbookTesting

@Suite("Spinner", .tags(.display))
struct SpinnerTests {
  @Test("An interactive spinner turns through ten braille frames, then starts again")
  func brailleFramesCycle() {
    let spinner = Spinner(interactive: true)
    let firstTurn = (0..<10).map { spinner.frame(at: $0) }
    #expect(firstTurn.joined() == "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    #expect((10..<20).map { spinner.frame(at: $0) } == firstTurn)
  }

  @Test("A plain spinner uses ASCII only: | / - \\")
  func asciiFramesCycle() {
    let spinner = Spinner(interactive: false)
    #expect((0..<8).map { spinner.frame(at: $0) } == ["|", "/", "-", "\\", "|", "/", "-", "\\"])
    #expect((0..<4).allSatisfy { spinner.frame(at: $0).allSatisfy(\.isASCII) })
  }

  @Test("Ticks before zero still pick a frame, counting backwards")
  func negativeTicks() {
    let spinner = Spinner(interactive: false)
    #expect(spinner.frame(at: -1) == "\\")
    #expect(spinner.frame(at: -4) == "|")
  }
}
