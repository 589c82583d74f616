import Foundation
import Workbook

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func onTapEvent(url: URL) {
    fetchAndDisplayImage(url: url)
  }

  func fetchAndDisplayImage(url: URL) {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let outcome = Result { () throws -> Image in
      let data = try Data(contentsOf: url)
      trace("read \(url.lastPathComponent)")
      return try Image(decoding: data)
    }
    switch outcome {
    case .success(let image):
      imageCache[url] = image
      view.displayImage(image)
    case .failure(let error):
      view.displayError(error)
    }
  }
}
