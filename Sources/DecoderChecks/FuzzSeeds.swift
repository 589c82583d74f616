import Foundation
import Workbook
import WorkbookTools

/// The valid files a fuzz run damages: the decoders' test fixtures for PNG and JPEG, read from
/// the package's folder, and small pictures the kit writes for PPM, which has no fixtures.
public enum FuzzSeeds {
  /// The fixture folders, from the package's folder.
  static let folders: [ImageFormat: [String]] = [
    .png: ["Tests/DecoderTests/Fixtures/PNG/suite", "Tests/DecoderTests/Fixtures/PNG/encoders"],
    .jpeg: ["Tests/DecoderTests/Fixtures/JPEG"],
  ]

  /// The seeds for `format`, in a fixed order; empty when the fixtures are not there.
  static func files(for format: ImageFormat) -> [[UInt8]] {
    guard format != .ppm else { return ppm() }
    return (folders[format] ?? []).flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.sorted().compactMap { name -> [UInt8]? in
        guard let data = FileManager.default.contents(atPath: folder + "/" + name),
          ImageFormat(sniffing: data) == format
        else { return nil }
        return [UInt8](data)
      }
    }
  }

  /// Random pictures of a few sizes, 1×1 among them, each written binary and plain.
  public static func ppm() -> [[UInt8]] {
    var generator = SplitMix64(seed: 2_024)
    return [(6, 4), (1, 1), (13, 3)].flatMap { width, height in
      let pixels = (0..<(width * height)).flatMap { _ in
        (0..<3).map { _ in UInt8.random(in: 0...255, using: &generator) } + [255]
      }
      let image = try! Image(width: width, height: height, pixels: pixels)
      return [[UInt8](image.ppmData()), [UInt8](image.ppmData(plain: true))]
    }
  }
}
