import Workbook
import WorkbookTesting

/// Photos for the chapter 8 graders: a disc of a colour with a plain name, at a size of its
/// own, on a pale gradient, drawn at random so that no result can be written in advance.
nonisolated enum StickerPhotos {
  /// Colours the kit's palette names exactly.
  static let colors: [(name: String, value: RGBA)] = [
    ("red", RGBA(210, 35, 40)), ("green", RGBA(60, 160, 60)), ("blue", RGBA(40, 80, 200)),
    ("orange", RGBA(240, 140, 30)), ("purple", RGBA(120, 50, 150)),
  ]

  /// A random photo: its image, the name of its colour, and its size as the gates name it.
  static func random() -> (image: Image, color: String, size: String) {
    let color = colors.randomElement()!
    let width = RandomInputs.current.int(in: 48...96)
    let height = RandomInputs.current.int(in: 40...72)
    let drawing = DrawnPhoto(
      top: RGBA(235, 230, 215), bottom: RGBA(205, 200, 185),
      shapes: [.disc(x: 0.5, y: 0.5, radius: 0.3, color: color.value)])
    return (drawing.image(width: width, height: height), color.name, "\(width)×\(height)")
  }
}

/// Whether `name` arrives at `gate` before `limit` has passed. The limit only decides when to
/// stop waiting for work that may never start; it orders nothing. When the work has not
/// arrived, `unblock` runs (to let held work through), and the wait ends when it does arrive.
nonisolated func arrives(
  _ name: String, at gate: WorkGate, within limit: Duration, unblock: @Sendable () -> Void
) async -> Bool {
  await withTaskGroup { group in
    group.addTask {
      await gate.arrival(of: name)
      return true
    }
    group.addTask {
      try? await Task.sleep(for: limit)  // SLEEP-OK: a time limit on a wait, not an ordering
      return false
    }
    let first = await group.next() ?? false
    if !first { unblock() }
    group.cancelAll()
    return first
  }
}
