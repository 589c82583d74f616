import Foundation
import Workbook
import WorkbookTools

/// The decoder the kit's is measured against: libjpeg-turbo's `djpeg` for JPEG, libpng's
/// through netpbm's `pngtopnm` for PNG. There is none for PPM.
struct ReferenceDecoder {
  /// How it is named in what `bench` and `compare` print.
  let name: String
  let executable: URL
  /// The arguments that decode a file, writing the pixels to a path.
  let arguments: (_ file: String, _ output: String) -> [String]
  /// The arguments that decode a file as fast as it can, for `bench`.
  let timedArguments: (_ file: String) -> [String]

  /// Why there is no reference decoder to run.
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

  /// The reference decoder for `format`, when it is installed.
  static func find(for format: ImageFormat) throws(Missing) -> ReferenceDecoder {
    switch format {
    case .jpeg:
      // -nosmooth upsamples chroma as the kit does; -rgb writes greyscale as RGB too.
      guard let djpeg = ExecutableSearch.onPath("djpeg") else {
        throw Missing(
          description: "djpeg is not installed (apt-get install -y libjpeg-turbo-progs)")
      }
      return ReferenceDecoder(
        name: "djpeg -nosmooth", executable: djpeg,
        arguments: { ["-nosmooth", "-rgb", "-ppm", "-outfile", $1, $0] },
        timedArguments: { ["-nosmooth", "-outfile", "/dev/null", $0] })
    case .png:
      // pngtopnm writes to its standard output, and greyscale as PGM, which ppmtoppm turns
      // into PPM: the shell joins them and writes the file, since the runner keeps only text.
      guard ExecutableSearch.onPath("pngtopnm") != nil, ExecutableSearch.onPath("ppmtoppm") != nil
      else {
        throw Missing(description: "pngtopnm is not installed (apt-get install -y netpbm)")
      }
      return ReferenceDecoder(
        name: "pngtopnm (libpng)", executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: { ["-c", #"pngtopnm "$1" | ppmtoppm >"$2""#, "sh", $0, $1] },
        timedArguments: { ["-c", #"exec pngtopnm "$1" >/dev/null"#, "sh", $0] })
    case .ppm:
      throw Missing(description: "there is no reference decoder for PPM")
    }
  }

  /// The pixels it decodes from `file`.
  func decode(_ file: String) throws -> Image {
    let picture = FileManager.default.temporaryDirectory
      .appendingPathComponent("imagefuzz-\(UUID().uuidString).ppm")
    defer { try? FileManager.default.removeItem(at: picture) }
    let result = try ChildProcess.runBlocking(
      executable, arguments(file, picture.path), timeLimit: .seconds(60))
    guard result.succeeded else {
      throw Missing(description: "\(name) could not decode \(file): \(result.ending)")
    }
    return try Image(ppm: Data(contentsOf: picture))
  }
}
