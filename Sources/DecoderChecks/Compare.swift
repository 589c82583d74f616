import Foundation
import Workbook

/// `imagefuzz compare FILE`: how far the kit's pixels for a file are from the reference
/// decoder's. It fails, like `cmp`, when they differ by more than `tolerance`: `djpeg
/// -nosmooth` upsamples chroma as the kit does, and PNG is lossless, so the right answer is no
/// difference, but for 16-bit PNG files: pngtopnm writes 16-bit samples, which the kit's PPM
/// reader rounds to 8 bits, where its PNG decoder keeps the high byte, as libpng's does.
enum Compare {
  static func run(file: String, tolerance: Int) throws(ImageFuzzTool.Failure) {
    let (_, image, format) = try ImageFuzzTool.decode(file)
    let reference: Image
    let name: String
    do {
      let decoder = try ReferenceDecoder.find(for: format)
      name = decoder.name
      reference = try decoder.decode(file)
    } catch {
      throw ImageFuzzTool.Failure("\(file): not compared: \(error)")
    }
    guard reference.width == image.width, reference.height == image.height else {
      throw ImageFuzzTool.Failure(
        "\(file): the kit decodes \(image), \(name) decodes \(reference)")
    }
    // The reference writes PPM, which has no alpha.
    let difference = PixelDifference(image, reference, alpha: false)
    print("\(file): \(format) \(image) against \(name): \(difference)")
    guard difference.maximum <= tolerance else {
      throw ImageFuzzTool.Failure(
        "\(file): the pixels differ from \(name)'s by up to \(difference.maximum) levels")
    }
  }
}
