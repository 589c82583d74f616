/// The subject of a photo, as a mask: which pixels belong to it, found without any model of
/// what a subject looks like.
///
/// The photo's border is taken to be background. A smooth background model is interpolated
/// from the four borders into the interior (a Coons patch), so a gradient belongs to the
/// background too; each pixel's distance from that model is thresholded by Otsu's method (no
/// tuning constant, only a floor above the grain); the largest 4-connected region is the
/// subject; holes in it smaller than 1% of its area are filled (a donut keeps its hole).
///
/// Its buffers are stored properties, reused from one photo to the next as a real image
/// pipeline reuses its scratch memory: that is what makes a `ColorExtractor`, which keeps one
/// of these, unsafe to share between tasks. Hot loops use `Int` and unsafe buffer pointers,
/// so that a debug build stays usable (SIMD types are about 100× slower there).
struct SubjectMask {
  /// Width and height of the photo the mask was computed for.
  private(set) var width = 0
  private(set) var height = 0
  /// One byte per pixel: 1 for the subject, 0 for the background.
  private(set) var mask: [UInt8] = []
  /// How many pixels are the subject.
  private(set) var area = 0
  /// Distance of each pixel's colour from the background model (sum over the channels, at
  /// most 765). Buffers use 32-bit elements: half the memory of `Int`, so two extractions
  /// running side by side fault in fewer pages.
  private var distances: [Int32] = []
  /// Scratch: a flood fill's stack, and the visited marks of the fills.
  private var stack: [Int32] = []
  private var marks: [UInt8] = []

  /// The least colour distance from the background that can count as subject: above the
  /// grain of a plain background (sum of three channels), so a plain picture has no subject.
  static let minimumContrast = 48
  /// The smallest subject, as a fraction of the photo: 1 in `minimumAreaDivisor`.
  static let minimumAreaDivisor = 400

  /// Finds the subject of `image`.
  /// - Throws: `StickerError.noSubject` when nothing stands out from the background.
  mutating func compute(_ image: Image) throws(StickerError) {
    width = image.width
    height = image.height
    let count = width * height
    guard width >= 3, height >= 3 else { throw .noSubject(image.description) }
    distances = [Int32](repeating: 0, count: count)
    mask = [UInt8](repeating: 0, count: count)
    marks = [UInt8](repeating: 0, count: count)
    stack = [Int32](repeating: 0, count: count)
    measureDistances(image)
    let threshold = max(Self.otsuThreshold(distances), Self.minimumContrast)
    let candidates = thresholded(at: threshold)
    area = keepLargestRegion(of: candidates)
    guard area > 0, area * Self.minimumAreaDivisor >= count else {
      throw .noSubject(image.description)
    }
    fillSmallHoles()
  }

  /// Whether pixel (x, y) is the subject.
  func contains(x: Int, y: Int) -> Bool {
    mask[y * width + x] != 0
  }

  /// The smallest rectangle holding the subject: (minX, minY, maxX, maxY), inclusive.
  var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int) {
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    mask.withUnsafeBufferPointer { mask in
      for y in 0..<height {
        let row = y * width
        for x in 0..<width where mask[row + x] != 0 {
          if x < minX { minX = x }
          if x > maxX { maxX = x }
          if y < minY { minY = y }
          if y > maxY { maxY = y }
        }
      }
    }
    return (minX, minY, maxX, maxY)
  }

  // MARK: - The background model and the distances

  /// Fills `distances`: each pixel's colour distance from the Coons patch spanned by the
  /// photo's four borders, each border smoothed by a 9-pixel box filter.
  private mutating func measureDistances(_ image: Image) {
    let width = width
    let height = height
    let top = Self.border(image, count: width) { ($0, 0) }
    let bottom = Self.border(image, count: width) { ($0, height - 1) }
    let left = Self.border(image, count: height) { (0, $0) }
    let right = Self.border(image, count: height) { (width - 1, $0) }
    let w1 = width - 1
    let h1 = height - 1
    let scale = w1 * h1
    image.pixels.withUnsafeBufferPointer { pixels in
      distances.withUnsafeMutableBufferPointer { distances in
        for y in 0..<height {
          for x in 0..<width {
            var sum = 0
            for channel in 0..<3 {
              // The Coons patch, in integers: both linear blends minus the bilinear one.
              let ruled =
                (h1 - y) * top[x * 3 + channel] * w1 + y * bottom[x * 3 + channel] * w1
                + (w1 - x) * left[y * 3 + channel] * h1 + x * right[y * 3 + channel] * h1
              let corners =
                (w1 - x) * (h1 - y) * top[channel] + x * (h1 - y) * top[w1 * 3 + channel]
                + (w1 - x) * y * bottom[channel] + x * y * bottom[w1 * 3 + channel]
              let model = (ruled - corners) / scale
              let value = Int(pixels[(y * width + x) * 4 + channel])
              sum += abs(value - model)
            }
            distances[y * width + x] = Int32(sum)
          }
        }
      }
    }
  }

  /// One border of the photo, as red, green, blue triples: first a median over 21 pixels, so
  /// that a small bright thing on the border (a star on a night sky) does not become part of
  /// the background, which would make the whole row or column through it stand out as a
  /// strip; then box-filtered over 9 pixels.
  private static func border(
    _ image: Image, count: Int, at position: (Int) -> (x: Int, y: Int)
  ) -> [Int] {
    var raw = [Int](repeating: 0, count: count * 3)
    for index in 0..<count {
      let pixel = image[position(index).x, position(index).y]
      raw[index * 3] = Int(pixel.red)
      raw[index * 3 + 1] = Int(pixel.green)
      raw[index * 3 + 2] = Int(pixel.blue)
    }
    var median = raw
    var window: [Int] = []
    for index in 0..<count {
      let low = max(0, index - medianRadius)
      let high = min(count - 1, index + medianRadius)
      for channel in 0..<3 {
        window.removeAll(keepingCapacity: true)
        for other in low...high { window.append(raw[other * 3 + channel]) }
        window.sort()
        median[index * 3 + channel] = window[window.count / 2]
      }
    }
    var smoothed = median
    for index in 0..<count {
      let low = max(0, index - 4)
      let high = min(count - 1, index + 4)
      for channel in 0..<3 {
        var sum = 0
        for other in low...high { sum += median[other * 3 + channel] }
        smoothed[index * 3 + channel] = sum / (high - low + 1)
      }
    }
    return smoothed
  }

  /// How far either side of a border pixel its median looks: a bright thing on the border up to
  /// `medianRadius` pixels long is left out of the background.
  static let medianRadius = 10

  /// The distance that best splits the histogram of distances in two (Otsu's method: the
  /// split with the largest variance between the two classes).
  static func otsuThreshold(_ distances: [Int32]) -> Int {
    let bins = 766  // 3 × 255 + 1
    var histogram = [Int](repeating: 0, count: bins)
    distances.withUnsafeBufferPointer { distances in
      for distance in distances { histogram[min(Int(distance), bins - 1)] += 1 }
    }
    let total = distances.count
    var totalSum = 0
    for bin in 0..<bins { totalSum += bin * histogram[bin] }
    var backgroundCount = 0
    var backgroundSum = 0
    var best = 0
    var bestVariance = 0.0
    for bin in 0..<bins {
      backgroundCount += histogram[bin]
      backgroundSum += bin * histogram[bin]
      let foregroundCount = total - backgroundCount
      guard backgroundCount > 0, foregroundCount > 0 else { continue }
      let meanBackground = Double(backgroundSum) / Double(backgroundCount)
      let meanForeground = Double(totalSum - backgroundSum) / Double(foregroundCount)
      let difference = meanBackground - meanForeground
      let variance = Double(backgroundCount) * Double(foregroundCount) * difference * difference
      if variance > bestVariance {
        bestVariance = variance
        best = bin
      }
    }
    return best + 1  // pixels at this distance or above are candidates
  }

  // MARK: - Regions

  private func thresholded(at threshold: Int) -> [UInt8] {
    var candidates = [UInt8](repeating: 0, count: distances.count)
    distances.withUnsafeBufferPointer { distances in
      candidates.withUnsafeMutableBufferPointer { candidates in
        for index in 0..<distances.count where Int(distances[index]) >= threshold {
          candidates[index] = 1
        }
      }
    }
    return candidates
  }

  /// Keeps in `mask` only the largest 4-connected region of `candidates`; returns its area.
  private mutating func keepLargestRegion(of candidates: [UInt8]) -> Int {
    var bestSeed = -1
    var bestArea = 0
    for index in 0..<candidates.count where candidates[index] != 0 && marks[index] == 0 {
      let area = flood(from: index, where: 1, in: candidates) { _ in }
      if area > bestArea {
        bestArea = area
        bestSeed = index
      }
    }
    guard bestSeed >= 0 else { return 0 }
    marks = [UInt8](repeating: 0, count: candidates.count)
    var region: [Int] = []
    region.reserveCapacity(bestArea)
    _ = flood(from: bestSeed, where: 1, in: candidates) { region.append($0) }
    mask.withUnsafeMutableBufferPointer { mask in
      for index in region { mask[index] = 1 }
    }
    return bestArea
  }

  /// Fills background regions enclosed by the subject that are smaller than 1% of it.
  private mutating func fillSmallHoles() {
    let count = mask.count
    marks = [UInt8](repeating: 0, count: count)
    // Background reachable from the border is outside: mark it.
    for x in 0..<width {
      for index in [x, (height - 1) * width + x] where mask[index] == 0 && marks[index] == 0 {
        _ = flood(from: index, where: 0, in: mask) { _ in }
      }
    }
    for y in 0..<height {
      for index in [y * width, y * width + width - 1] where mask[index] == 0 && marks[index] == 0 {
        _ = flood(from: index, where: 0, in: mask) { _ in }
      }
    }
    // What is left unmarked is a hole.
    let largestHole = area / 100
    for index in 0..<count where mask[index] == 0 && marks[index] == 0 {
      var hole: [Int] = []
      let size = flood(from: index, where: 0, in: mask) { hole.append($0) }
      guard size <= largestHole else { continue }
      for pixel in hole { mask[pixel] = 1 }
      area += size
    }
  }

  /// Visits the 4-connected region of pixels equal to `value` in `plane` that holds `seed`,
  /// marking each pixel in `marks` and reporting it to `visit`; returns its size.
  ///
  /// The stack is explicit (the recursion of a naive fill would overflow the thread's stack
  /// on a large subject) and preallocated: a pixel is marked when pushed, so it holds each
  /// pixel at most once.
  private mutating func flood(
    from seed: Int, where value: UInt8, in plane: [UInt8], visit: (Int) -> Void
  ) -> Int {
    let width = width
    let height = height
    return plane.withUnsafeBufferPointer { plane in
      marks.withUnsafeMutableBufferPointer { marks in
        stack.withUnsafeMutableBufferPointer { stack in
          var top = 0
          stack[0] = Int32(seed)
          top = 1
          marks[seed] = 1
          var size = 0
          while top > 0 {
            top -= 1
            let index = Int(stack[top])
            visit(index)
            size += 1
            let x = index % width
            let y = index / width
            if x > 0, plane[index - 1] == value, marks[index - 1] == 0 {
              marks[index - 1] = 1
              stack[top] = Int32(index - 1)
              top += 1
            }
            if x < width - 1, plane[index + 1] == value, marks[index + 1] == 0 {
              marks[index + 1] = 1
              stack[top] = Int32(index + 1)
              top += 1
            }
            if y > 0, plane[index - width] == value, marks[index - width] == 0 {
              marks[index - width] = 1
              stack[top] = Int32(index - width)
              top += 1
            }
            if y < height - 1, plane[index + width] == value, marks[index + width] == 0 {
              marks[index + width] = 1
              stack[top] = Int32(index + width)
              top += 1
            }
          }
          return size
        }
      }
    }
  }
}
