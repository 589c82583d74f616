import Foundation
import Testing
import WorkbookTesting

import enum Workbook.ANSI
import struct Workbook.RGBA
import class Workbook.Trace

@testable import WorkbookUI

@Suite("WorkbookUI: frames drawn as text and as PNG", .tags(.display), .timeLimit(.minutes(1)))
struct FrameDrawingTests {
  struct Swatches: View {
    var body: some View {
      HStack {
        Rectangle().fill(Color(RGBA(255, 0, 0))).frame(width: 3, height: 1)
        Text("red")
      }
    }
  }

  @Test("Plain text has the shapes as # and the texts, and no escape code")
  func plainText() async {
    let frame = await Renderer(Swatches(), trace: Trace(), width: 10).render()
    #expect(frame.text(color: false) == "### red")
    #expect(frame.text(color: true).contains(ANSI.foreground(RGBA(255, 0, 0))))
  }

  @Test("As an image, a swatch is its colour and the rest is white")
  func image() async throws {
    let frame = await Renderer(Swatches(), trace: Trace(), width: 10).render()
    let image = frame.image(cellWidth: 2, cellHeight: 2)
    #expect(image.width == 20 && image.height == 2)
    #expect(image[0, 0] == RGBA(255, 0, 0))
    #expect(image[5, 1] == RGBA(255, 0, 0))
    #expect(image[19, 0] == RGBA(255, 255, 255))
    #expect(image.pngData().starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
