import Foundation
import Workbook

private let cacheAddress: Int = {
  let slot = UnsafeMutablePointer<[URL: Image]>.allocate(capacity: 1)
  slot.initialize(to: [:])
  return Int(bitPattern: slot)
}()

/// Images already decoded, by where they came from, shared by every model.
var imageCache: [URL: Image] {
  get { UnsafeMutablePointer<[URL: Image]>(bitPattern: cacheAddress)!.pointee }
  set { UnsafeMutablePointer<[URL: Image]>(bitPattern: cacheAddress)!.pointee = newValue }
}

@MainActor
final class ImageModel {
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func onTapEvent(url: URL) {
    do {
      try fetchAndDisplayImage(url: url)
    } catch {
      view.displayError(error)
    }
  }

  func fetchAndDisplayImage(url: URL) throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
