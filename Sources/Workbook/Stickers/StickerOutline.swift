/// Cuts the subject out with room around it and draws the white outline a sticker has.
///
/// The outline comes from a distance map of the subject (a two-pass 3-4 chamfer transform):
/// pixels within the outline's width of the subject turn white, the outermost pixel of the
/// outline is half transparent so its edge is soft, and the subject's own edge is blended a
/// little towards white so it sits in the outline without a hard seam.
enum StickerOutline {
  /// The sticker of `photo` whose subject is `subject`.
  static func cut(_ photo: Image, subject: SubjectMask) -> Image {
    let outline = StickerExtractor.outlineWidth(forSide: max(photo.width, photo.height))
    let room = outline + 2
    let bounds = subject.bounds
    let originX = bounds.minX - room
    let originY = bounds.minY - room
    let width = bounds.maxX - bounds.minX + 1 + 2 * room
    let height = bounds.maxY - bounds.minY + 1 + 2 * room
    let count = width * height

    // The subject in the crop's coordinates; the crop may reach past the photo's edges.
    var inside = [UInt8](repeating: 0, count: count)
    for y in 0..<height {
      let photoY = originY + y
      guard photoY >= 0, photoY < photo.height else { continue }
      for x in 0..<width {
        let photoX = originX + x
        if photoX >= 0, photoX < photo.width, subject.contains(x: photoX, y: photoY) {
          inside[y * width + x] = 1
        }
      }
    }
    let distance = chamferDistance(inside, width: width, height: height)

    var pixels = [UInt8](repeating: 0, count: count * 4)
    let solid = outline * 3  // chamfer units: 3 per pixel
    photo.pixels.withUnsafeBufferPointer { source in
      pixels.withUnsafeMutableBufferPointer { pixels in
        for y in 0..<height {
          for x in 0..<width {
            let index = y * width + x
            let target = index * 4
            let away = distance[index]
            if inside[index] != 0 {
              let from = ((originY + y) * photo.width + originX + x) * 4
              let edge = isEdge(inside, x: x, y: y, width: width, height: height)
              for channel in 0..<3 {
                let value = Int(source[from + channel])
                pixels[target + channel] = UInt8(edge ? (value * 3 + 255) / 4 : value)
              }
              pixels[target + 3] = 255
            } else if away <= solid + 3 {
              pixels[target] = 255
              pixels[target + 1] = 255
              pixels[target + 2] = 255
              pixels[target + 3] = away <= solid ? 255 : 128
            }
          }
        }
      }
    }
    // The crop's sides are positive and the buffer matches them.
    return try! Image(width: width, height: height, pixels: pixels)
  }

  /// Whether a subject pixel touches the background (4-connected).
  private static func isEdge(_ inside: [UInt8], x: Int, y: Int, width: Int, height: Int) -> Bool {
    let index = y * width + x
    return x == 0 || y == 0 || x == width - 1 || y == height - 1 || inside[index - 1] == 0
      || inside[index + 1] == 0 || inside[index - width] == 0 || inside[index + width] == 0
  }

  /// The distance of every pixel from the nearest subject pixel, in thirds of a pixel: a
  /// 3-4 chamfer transform (3 across, 4 diagonally), one pass forward and one back.
  static func chamferDistance(_ inside: [UInt8], width: Int, height: Int) -> [Int] {
    let far = Int.max / 4
    var distance = [Int](repeating: far, count: inside.count)
    distance.withUnsafeMutableBufferPointer { d in
      for index in 0..<inside.count where inside[index] != 0 { d[index] = 0 }
      for y in 0..<height {
        for x in 0..<width {
          let i = y * width + x
          var best = d[i]
          if x > 0 { best = min(best, d[i - 1] + 3) }
          if y > 0 {
            best = min(best, d[i - width] + 3)
            if x > 0 { best = min(best, d[i - width - 1] + 4) }
            if x < width - 1 { best = min(best, d[i - width + 1] + 4) }
          }
          d[i] = best
        }
      }
      for y in stride(from: height - 1, through: 0, by: -1) {
        for x in stride(from: width - 1, through: 0, by: -1) {
          let i = y * width + x
          var best = d[i]
          if x < width - 1 { best = min(best, d[i + 1] + 3) }
          if y < height - 1 {
            best = min(best, d[i + width] + 3)
            if x < width - 1 { best = min(best, d[i + width + 1] + 4) }
            if x > 0 { best = min(best, d[i + width - 1] + 4) }
          }
          d[i] = best
        }
      }
    }
    return distance
  }
}
