import Workbook
import WorkbookTools

extension CommandLineOption {
  /// `--png FILE.png`: also write the last frame the renderer drew as a PNG image.
  public static let png = CommandLineOption(
    "--png", kind: .outputFile(extension: "png"),
    help: "also write the last frame as a PNG image, once the run is measured")
}
