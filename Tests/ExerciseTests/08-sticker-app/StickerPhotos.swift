import Workbook
import WorkbookTesting

/// Photos for the chapter 8 graders: a disc of a colour with a plain name, at a size of its
/// own, on a pale gradient, drawn from the test's seeded inputs (`RandomInputs`) so that no
/// result can be written in advance and `WORKBOOK_SEED` replays a failing run.
nonisolated enum StickerPhotos {
  /// A photo as a grader uses it: its image, the name of its colour, and its size as the
  /// gates name it.
  typealias Photo = (image: Image, color: String, size: String)

  /// Colours the kit's palette names exactly, each far enough from the pale background to
  /// be found as the subject: enough for a selection of several photos of a colour each.
  static let colors: [(name: String, value: RGBA)] = [
    ("red", RGBA(210, 35, 40)), ("green", RGBA(60, 160, 60)), ("blue", RGBA(40, 80, 200)),
    ("orange", RGBA(240, 140, 30)), ("purple", RGBA(120, 50, 150)),
    ("teal", RGBA(20, 130, 130)), ("magenta", RGBA(200, 40, 160)), ("navy", RGBA(25, 35, 100)),
  ]

  /// A random photo, of any of the colours.
  static func random() -> Photo {
    photo(of: RandomInputs.current.element(of: colors))
  }

  /// `count` random photos (at most one per colour), each of a colour no other has: a result
  /// filed under another photo's id shows the wrong colour on every run, not only when two
  /// photos happen to share one.
  static func distinct(_ count: Int) -> [Photo] {
    precondition(count <= colors.count, "only \(colors.count) colours to tell photos apart")
    return RandomInputs.current.shuffled(colors).prefix(count).map(photo(of:))
  }

  /// A random photo of a megapixel or more: a small one grown by a random whole factor.
  ///
  /// Drawing a megapixel pixel by pixel takes most of a second in a debug build; growing a
  /// small drawing copies whole rows, so a large photo costs a grader milliseconds until
  /// its work runs.
  static func large() -> Photo {
    let small = random()
    let pixels = small.image.width * small.image.height
    var least = 1
    while pixels * least * least < 1_000_000 { least += 1 }
    let factor = RandomInputs.current.int(in: least...(least + least / 2))
    let image = grown(small.image, by: factor)
    return (image, small.color, "\(image.width)×\(image.height)")
  }

  /// `image`, each pixel repeated `factor` times each way.
  private static func grown(_ image: Image, by factor: Int) -> Image {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(image.pixels.count * factor * factor)
    var row: [UInt8] = []
    for y in 0..<image.height {
      row.removeAll(keepingCapacity: true)
      for x in 0..<image.width {
        let start = (y * image.width + x) * 4
        for _ in 0..<factor { row.append(contentsOf: image.pixels[start..<start + 4]) }
      }
      for _ in 0..<factor { pixels.append(contentsOf: row) }
    }
    // The sides are the small photo's times the factor, and the buffer is sized to match.
    return try! Image(width: image.width * factor, height: image.height * factor, pixels: pixels)
  }

  /// A disc of `color`, at a random size.
  private static func photo(of color: (name: String, value: RGBA)) -> Photo {
    let width = RandomInputs.current.int(in: 48...96)
    let height = RandomInputs.current.int(in: 40...72)
    let drawing = DrawnPhoto(
      top: RGBA(235, 230, 215), bottom: RGBA(205, 200, 185),
      shapes: [.disc(x: 0.5, y: 0.5, radius: 0.3, color: color.value)])
    return (drawing.image(width: width, height: height), color.name, "\(width)×\(height)")
  }
}
