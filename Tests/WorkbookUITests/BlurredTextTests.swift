import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// A sharp text above the same text blurred by a visual effect.
private struct SharpAndBlurred: View {
  var body: some View {
    VStack {
      Text("sharp")
      Text("blurry").visualEffect { effect, _ in effect.blur(radius: 2) }
    }
  }
}

/// How a blurred text is drawn: dim in the terminal's colours, lighter ink in an image, so that
/// the carousel's cards out of focus read as such in both pictures.
@Suite("WorkbookUI: a blurred text, drawn", .tags(.display), .backstop)
struct BlurredTextTests {
  @Test("In colour a blurred text is dim, and a sharp one is not")
  func blurredTextIsDim() async throws {
    let frame = await Renderer(SharpAndBlurred(), trace: Trace(), width: 10).render()
    let lines = frame.text(color: true).split(separator: "\n").map(String.init)
    let sharp = try #require(lines.first { $0.contains("s") && $0.contains("p") })
    let blurred = try #require(lines.first { $0.contains("b") && $0.contains("y") })
    // Break it: draw every text's cells with `dim: false`, and the blurred line has no dim
    // escape code.
    #expect(blurred.contains("\u{1B}[2m"), "\(blurred.debugDescription)")
    #expect(!sharp.contains("\u{1B}[2m"), "\(sharp.debugDescription)")
  }

  @Test("As an image a blurred text's ink is lighter than a sharp one's")
  func blurredTextIsLighter() async throws {
    let frame = await Renderer(SharpAndBlurred(), trace: Trace(), width: 10).render()
    let sharpRow = try #require(frame.items(showing: "sharp").first).rect.minY
    let blurredRow = try #require(frame.items(showing: "blurry").first).rect.minY
    let image = frame.image(cellWidth: 8, cellHeight: 16)
    /// The ink of the text drawn in cell row `row`: every pixel of that row that is not white.
    func ink(inRow row: Double) -> Set<RGBA> {
      var colors = Set<RGBA>()
      for y in Int(row) * 16..<(Int(row) + 1) * 16 {
        for x in 0..<image.width where image[x, y] != RGBA(255, 255, 255) {
          colors.insert(image[x, y])
        }
      }
      return colors
    }
    let sharp = ink(inRow: sharpRow)
    let blurred = ink(inRow: blurredRow)
    #expect(sharp.count == 1 && blurred.count == 1, "sharp \(sharp), blurred \(blurred)")
    /// The sum of a colour's channels: the higher, the lighter.
    func lightness(_ color: RGBA) -> Int { Int(color.red) + Int(color.green) + Int(color.blue) }
    // Break it: draw a blurred text in its own colour, as a sharp one, and both inks are one.
    #expect(
      blurred.map(lightness).min()! > sharp.map(lightness).max()!,
      "sharp \(sharp), blurred \(blurred)")
  }
}
