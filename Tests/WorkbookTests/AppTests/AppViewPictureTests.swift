import Testing
import WorkbookTesting

@testable import Workbook

@Suite("The view's pictures", .tags(.display))
struct AppViewPictureTests {
  /// The widest line of a picture, in columns (escape codes left out).
  static func width(of picture: String) -> Int {
    picture.split(separator: "\n").map { $0.replacing(/\x1B\[[0-9;]*m/, with: "").count }
      .max() ?? 0
  }

  @Test(
    "A picture's size is proportional to its pixels: 64×48 is drawn about half as wide as 120×90",
    arguments: [true, false])
  func sizeFollowsPixels(interactive: Bool) throws {
    let terminal = Terminal(isInteractive: interactive, width: 80)
    let full = try Image(width: 120, height: 90, filling: RGBA(0, 0, 0))
    let small = try Image(width: 64, height: 48, filling: RGBA(0, 0, 0))
    let fullWidth = Self.width(of: AppView.picture(of: full, on: terminal))
    let smallWidth = Self.width(of: AppView.picture(of: small, on: terminal))
    #expect(fullWidth == 60)
    #expect(smallWidth == 32)
  }

  @Test("A large image is drawn no wider than the terminal", arguments: [true, false])
  func fitsTheTerminal(interactive: Bool) throws {
    let terminal = Terminal(isInteractive: interactive, width: 40)
    let photo = try Image(width: 400, height: 300, filling: RGBA(0, 0, 0))
    #expect(Self.width(of: AppView.picture(of: photo, on: terminal)) == 40)
  }
}
