import Testing
import WorkbookTesting

/// A failing order's events, drawn as two rows of the timeline's letters and a table, in 80
/// columns, the first difference marked.
@Suite("Explorer: expected and actual events side by side")
struct SideBySideTests {
  @Test("The same label has the same letter on both sides, and the first difference is marked")
  func drawsTheFirstDifference() {
    let drawing = SideBySide(
      expected: ["response a.ppm", "display a", "response b.ppm", "display b"],
      actual: ["response b.ppm", "response a.ppm", "display a", "display b"]
    ).render()
    // Break it: give letters by position instead of by label, and both rows read `abcd`.
    #expect(
      drawing == """
        expected  abcd
        actual    cabd
                  ^ first difference: event 1
          expected                                actual
        > a  response a.ppm                       c  response b.ppm
          b  display a                            a  response a.ppm
          c  response b.ppm                       b  display a
          d  display b                            d  display b
        """)
  }

  @Test("Long runs and long labels stay within 80 columns, the difference in view")
  func staysWithinEightyColumns() {
    let expected = (0..<120).map { "step \($0 % 20) " + String(repeating: "x", count: 60) }
    var actual = expected
    actual.swapAt(100, 101)
    let sides = SideBySide(expected: expected, actual: actual)
    #expect(sides.firstDifference == 100)
    let lines = sides.render().split(separator: "\n")
    // Break it: draw the rows of letters whole, and they run past column 80.
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count).max() ?? 0) columns")
    let marker = lines[2]
    let letters = lines[1]
    let column = marker.firstIndex(of: "^").map { marker.distance(from: marker.startIndex, to: $0) }
    let index = letters.index(letters.startIndex, offsetBy: column ?? 0)
    #expect(letters[index] != lines[0][lines[0].index(lines[0].startIndex, offsetBy: column ?? 0)])
    #expect(SideBySide(expected: ["a"], actual: ["a"]).firstDifference == nil)
    #expect(SideBySide(expected: ["a", "b"], actual: ["a"]).firstDifference == 1)
  }
}
