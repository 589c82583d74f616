/// Finds the dominant colours of a photo's subject, named as a person would name them.
///
/// It finds the subject as the sticker extractor does (so the white outline a sticker adds
/// is never counted), samples every 4th subject pixel and clusters the samples by k-means:
/// k = 5, seeded deterministically by maximin (the mean, then each time the sample farthest
/// from every centre so far), integer maths, at most 10 rounds. Clusters with the same name
/// are merged, the largest first, and a cluster under 1% of the subject is left out.
///
/// Like a real extractor it keeps its working buffers (the subject mask, the samples, the
/// assignments) as instance state and reuses them from one photo to the next. That makes it
/// a class that is not `Sendable`: one extractor works on one photo at a time. Two tasks
/// sharing one write the same buffers at once: a data race the Swift 6 compiler rejects
/// (Code-along 18:44), and ThreadSanitizer reports once the compiler is silenced.
public final class ColorExtractor {
  /// The longest side the photo is scaled down to before the work, or nil for full size.
  public let workingSize: Int?
  /// How many clusters k-means looks for.
  public static let clusterCount = 5
  /// The most rounds of k-means.
  public static let maximumRounds = 10
  /// The smallest share of the subject a colour must cover to be named (the largest always is).
  public static let smallestShare = 0.01
  /// One subject pixel in `samplingStep` is clustered.
  public static let samplingStep = 4

  private var subject = SubjectMask()
  private var samples: [Int] = []
  private var assignments: [Int] = []

  public init(workingSize: Int? = nil) {
    self.workingSize = workingSize
  }

  /// The dominant colours of `photo`'s subject, most common first, synchronously, where the
  /// caller runs. The work is recorded as a `colors W×H` span into `Trace.current`.
  /// - Throws: `StickerError.noSubject` for a plain picture.
  public func extractColors(from photo: Image) throws(StickerError) -> [DominantColor] {
    try colors(of: photo)
  }

  private func colors(of photo: Image) throws(StickerError) -> [DominantColor] {
    let photo = photo.scaledDown(toLongestSide: workingSize)
    return try recordKitSpan("colors \(photo)") { () throws(StickerError) -> [DominantColor] in
      try subject.compute(photo)
      collectSamples(photo)
      return cluster()
    }
  }

  /// The dominant colours, where the caller runs, after passing the task's `WorkGate`, if any
  /// (`colors W×H`): a test holds the gate to see which work has started.
  public func extractColors(from photo: Image) async throws(StickerError) -> [DominantColor] {
    await WorkGate.current?.pass("colors \(photo.scaledSize(toLongestSide: workingSize))")
    return try colors(of: photo)
  }

  /// Every `samplingStep`th subject pixel, packed as `0xRRGGBB`.
  private func collectSamples(_ photo: Image) {
    samples.removeAll(keepingCapacity: true)
    var seen = 0
    photo.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<photo.height {
        for x in 0..<photo.width where subject.contains(x: x, y: y) {
          seen += 1
          guard seen % Self.samplingStep == 0 else { continue }
          let index = (y * photo.width + x) * 4
          samples.append(
            Int(pixels[index]) << 16 | Int(pixels[index + 1]) << 8 | Int(pixels[index + 2]))
        }
      }
    }
  }

  private func cluster() -> [DominantColor] {
    guard !samples.isEmpty else { return [] }
    var centres = seedCentres()
    assignments = [Int](repeating: -1, count: samples.count)
    var counts = [Int](repeating: 0, count: centres.count)
    for _ in 0..<Self.maximumRounds {
      let changed = assign(to: centres)
      var sums = [Int](repeating: 0, count: centres.count * 3)
      counts = [Int](repeating: 0, count: centres.count)
      for (sample, cluster) in zip(samples, assignments) {
        sums[cluster * 3] += sample >> 16
        sums[cluster * 3 + 1] += (sample >> 8) & 0xFF
        sums[cluster * 3 + 2] += sample & 0xFF
        counts[cluster] += 1
      }
      for cluster in centres.indices where counts[cluster] > 0 {
        let count = counts[cluster]
        centres[cluster] = (
          (sums[cluster * 3] + count / 2) / count, (sums[cluster * 3 + 1] + count / 2) / count,
          (sums[cluster * 3 + 2] + count / 2) / count
        )
      }
      if !changed { break }
    }
    return named(centres, counts: counts)
  }

  /// Maximin seeding: the mean of the samples, then, while there is room, the sample
  /// farthest from all the centres chosen so far.
  private func seedCentres() -> [(Int, Int, Int)] {
    var red = 0
    var green = 0
    var blue = 0
    for sample in samples {
      red += sample >> 16
      green += (sample >> 8) & 0xFF
      blue += sample & 0xFF
    }
    let count = samples.count
    var centres = [(red / count, green / count, blue / count)]
    var nearest = [Int](repeating: Int.max, count: count)
    while centres.count < Self.clusterCount {
      let newest = centres[centres.count - 1]
      var farthest = -1
      var farthestDistance = 0
      samples.withUnsafeBufferPointer { samples in
        nearest.withUnsafeMutableBufferPointer { nearest in
          for index in 0..<samples.count {
            let distance = Self.distance(samples[index], newest)
            if distance < nearest[index] { nearest[index] = distance }
            if nearest[index] > farthestDistance {
              farthestDistance = nearest[index]
              farthest = index
            }
          }
        }
      }
      guard farthest >= 0 else { break }  // every sample sits on a centre already
      let sample = samples[farthest]
      centres.append((sample >> 16, (sample >> 8) & 0xFF, sample & 0xFF))
    }
    return centres
  }

  /// Assigns each sample to its nearest centre; returns whether any assignment changed.
  private func assign(to centres: [(Int, Int, Int)]) -> Bool {
    var changed = false
    samples.withUnsafeBufferPointer { samples in
      assignments.withUnsafeMutableBufferPointer { assignments in
        for index in 0..<samples.count {
          var best = 0
          var bestDistance = Int.max
          for cluster in 0..<centres.count {
            let distance = Self.distance(samples[index], centres[cluster])
            if distance < bestDistance {
              bestDistance = distance
              best = cluster
            }
          }
          if assignments[index] != best {
            assignments[index] = best
            changed = true
          }
        }
      }
    }
    return changed
  }

  private static func distance(_ sample: Int, _ centre: (Int, Int, Int)) -> Int {
    let red = (sample >> 16) - centre.0
    let green = ((sample >> 8) & 0xFF) - centre.1
    let blue = (sample & 0xFF) - centre.2
    return red * red + green * green + blue * blue
  }

  /// The clusters as named colours, largest first; clusters that get the same name merge.
  private func named(_ centres: [(Int, Int, Int)], counts: [Int]) -> [DominantColor] {
    let total = counts.reduce(0, +)
    var merged: [(name: String, color: RGBA, count: Int)] = []
    let order = centres.indices.filter { counts[$0] > 0 }.sorted {
      counts[$0] != counts[$1] ? counts[$0] > counts[$1] : $0 < $1
    }
    for cluster in order {
      let centre = centres[cluster]
      let color = RGBA(UInt8(centre.0), UInt8(centre.1), UInt8(centre.2))
      let name = NamedColor.nearest(to: color).name
      if let existing = merged.firstIndex(where: { $0.name == name }) {
        merged[existing].count += counts[cluster]
      } else {
        merged.append((name, color, counts[cluster]))
      }
    }
    let colors = merged.map {
      DominantColor(color: $0.color, name: $0.name, share: Double($0.count) / Double(total))
    }
    // A cluster of under 1% is a speck of edge or grain, not a colour anyone would name.
    return colors.prefix(1) + colors.dropFirst().filter { $0.share >= Self.smallestShare }
  }
}
