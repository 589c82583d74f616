import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The hangs' labels in the SVG stay readable when hangs come close together: a label written
/// beside its band covers no other hang's band and no other label.
@Suite("Timeline as SVG: hang labels apart", .tags(.display))
struct HangLabelTests {
  /// The drawing's estimate of the width of one bold 12-point character.
  static let charWidth = 7.3

  /// The hangs' bands: their rounded red rectangles, as tall as the band over the main
  /// actor's lane (the legend's swatch is shorter).
  static func bands(in reader: SVGReader) -> [ClosedRange<Double>] {
    reader.elements.filter {
      $0.name == "rect" && $0.attributes["fill"] == "#e06c75" && $0.attributes["rx"] == "3"
        && Double($0.attributes["height"] ?? "") == 18
    }.compactMap { rect in
      guard let x = Double(rect.attributes["x"] ?? ""),
        let width = Double(rect.attributes["width"] ?? "")
      else { return nil }
      return x...(x + width)
    }
  }

  /// Where each hang's label is written, from its position, its anchor and its length.
  static func labels(in reader: SVGReader) -> [ClosedRange<Double>] {
    zip(reader.elements.filter { $0.name == "text" }, reader.drawn).filter { element, text in
      text.hasPrefix("hang ") && element.attributes["font-weight"] == "bold"
    }.compactMap { element, text in
      guard let x = Double(element.attributes["x"] ?? "") else { return nil }
      let width = Double(text.count) * charWidth
      switch element.attributes["text-anchor"] {
      case "middle": return (x - width / 2)...(x + width / 2)
      case "end": return (x - width)...x
      default: return x...(x + width)
      }
    }
  }

  @Test("Three hangs close together: no label covers another hang's band or another label")
  func closeHangsKeepTheirLabelsApart() throws {
    var list = EventList()
    list.span("tap", from: 0, to: 10_000)
    let hangs = [0, 310, 620].map {
      Hang(start: .milliseconds($0), duration: .milliseconds(300))
    }
    let reader = try #require(SVGReader.read(Timeline(events: list.events, hangs: hangs).svg()))
    let bands = Self.bands(in: reader)
    let labels = Self.labels(in: reader)
    #expect(bands.count == 3)
    // The last hang has room on its right.
    #expect(!labels.isEmpty)
    // Break it: in SVGDrawing.drawHangBand, let a label beside its band go wherever the canvas
    // has room, and the first hang's label is written over the second hang's band.
    for (index, label) in labels.enumerated() {
      let covered = bands.filter { band in
        band.overlaps(label)
          && !(band.lowerBound <= label.lowerBound && label.upperBound <= band.upperBound)
      }
      #expect(covered.isEmpty, "the label at \(label) covers the bands at \(covered)")
      for other in labels.dropFirst(index + 1) {
        #expect(!label.overlaps(other), "the labels at \(label) and \(other) overlap")
      }
    }
  }

  @Test("Two hangs near the right edge: the second's label does not cover the first's")
  func labelsBesideBandsKeepApart() throws {
    var list = EventList()
    list.span("tap", from: 0, to: 10_000)
    // The first hang's label goes on its right; the second's has no room on its right, by
    // the edge, and on its left would cover the first's label.
    let hangs = [7_500, 9_500].map {
      Hang(start: .milliseconds($0), duration: .milliseconds(300))
    }
    let reader = try #require(SVGReader.read(Timeline(events: list.events, hangs: hangs).svg()))
    let labels = Self.labels(in: reader)
    #expect(!labels.isEmpty)
    // Break it: in SVGDrawing.drawHangBand, forget a label once it is written, and the
    // second hang's label is written over the first's.
    for (index, label) in labels.enumerated() {
      for other in labels.dropFirst(index + 1) {
        #expect(!label.overlaps(other), "the labels at \(label) and \(other) overlap")
      }
    }
  }

  @Test("A hang alone has its label, beside its band when the band is too short")
  func aLoneHangKeepsItsLabel() throws {
    var list = EventList()
    list.span("tap", from: 0, to: 10_000)
    let hang = Hang(start: .milliseconds(2_000), duration: .milliseconds(300))
    let reader = try #require(SVGReader.read(Timeline(events: list.events, hangs: [hang]).svg()))
    let labels = Self.labels(in: reader)
    // Break it: in SVGDrawing.drawHangBand, write a label only inside its band, and this
    // band's is not written at all.
    #expect(labels.count == 1)
    #expect(reader.drawn.contains("hang 300.0 ms"))
  }
}
