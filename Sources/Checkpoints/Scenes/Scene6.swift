import Foundation
import Workbook

nonisolated extension Checkpoint {
  static let chapter6 = Checkpoint(
    chapter: 6, title: "A class, shared, then handed over",
    page: "Chapters/06-classes.md",
    setting: [
      "An 80×60 MyImage is assigned to a second variable, which scales it by half. Then a",
      "@concurrent method of the model makes a 64×48 MyImage from a file's data, works on it,",
      "and hands it to the model to show.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene6.swift",
    questions: [
      .which(
        "After otherImage.scale(by: 0.5), what size is image?",
        [("80×60", "image is 80×60"), ("40×30", "image is 40×30")],
        reason: "A class is a reference: both variables name the one object that was scaled.",
        section: "Chapters/06-classes.md#reference-semantics-1834"),
      .order(
        "In which order do these happen?",
        events: ["display 32×24", "effect 32×24", "scale 64×48 → 32×24"],
        reason:
          "One task does every step in order, and the main actor touches the image only once "
          + "it is sent there, done with.",
        section: "Chapters/06-classes.md#the-fixes-2038-2054"),
      .lane(
        "Where does scale 64×48 → 32×24 run?", event: "scale 64×48 → 32×24",
        reason:
          "scaleAndDisplay is @concurrent, and MyImage is nonisolated, so its methods run "
          + "there, on the pool.",
        section: "Chapters/06-classes.md#the-fixes-2038-2054"),
    ],
    play: { try await Scene6.play() })
}

enum Scene6 {
  // show:begin
  nonisolated final class MyImage {
    private var pixels: Image

    init(_ pixels: Image) {
      self.pixels = pixels
    }

    var size: String { "\(pixels)" }

    func scale(by factor: Double) {
      pixels = pixels.scaled(
        width: Int(Double(pixels.width) * factor), height: Int(Double(pixels.height) * factor))
    }

    func applyAnotherEffect() {
      trace("effect \(size)")
    }
  }

  final class ImageModel {
    var cachedImage: MyImage?

    @concurrent
    func scaleAndDisplay(imageData: Data) async throws {
      let image = MyImage(try Image(decoding: imageData))
      image.scale(by: 0.5)
      image.applyAnotherEffect()
      await display(image)
    }

    func display(_ image: MyImage) {
      trace("display \(image.size)")
      cachedImage = image
    }
  }

  static func play() async throws {
    let image = MyImage(Pictures.picture(80, 60))
    let otherImage = image  // a second variable
    otherImage.scale(by: 0.5)
    trace("image is \(image.size)")
    try await ImageModel().scaleAndDisplay(imageData: Pictures.ppm(64, 48))
  }
  // show:end
}
