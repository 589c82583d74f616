import Workbook
import WorkbookTesting

/// Small drawn photos for the sticker work: a disc on a gradient, so that each has a subject,
/// at a size of its own, so that the gate's names (`sticker 64×48`) say whose work waits.
enum StickerPhotos {
  static func drawn(width: Int, height: Int) -> Image {
    DrawnPhoto(
      top: RGBA(235, 230, 215), bottom: RGBA(205, 200, 185),
      shapes: [.disc(x: 0.5, y: 0.5, radius: 0.3, color: RGBA(210, 35, 40))]
    ).image(width: width, height: height)
  }
}
