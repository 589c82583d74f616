import Foundation
import Synchronization
import Workbook

/// An image as an object whose pixels sit behind a lock, so any task may hold it.
nonisolated final class MyImage: Sendable {
  private let state: Mutex<Image>

  init(_ image: Image) {
    state = Mutex(image)
  }

  var pixels: Image { state.withLock { $0 } }

  /// Scales the image, replacing its pixels under the lock.
  func scale(by factor: Double) {
    state.withLock { $0 = $0.scaled(by: factor) }
  }
}

final class ImageModel {
  var shownImage: MyImage?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @concurrent
  func scaleAndDisplay(imageData: Data) async throws {
    let image = try loadImage(imageData)
    image.scale(by: 0.5)
    await display(image)
  }

  nonisolated func loadImage(_ data: Data) throws -> MyImage {
    MyImage(try Image(decoding: data))
  }

  func display(_ image: MyImage) {
    shownImage = image
    view.displayImage(image.pixels)
  }
}
