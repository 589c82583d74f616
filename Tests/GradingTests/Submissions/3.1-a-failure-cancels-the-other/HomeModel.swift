import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class HomeModel {
  let imageURL: URL
  let newsURL: URL
  let view: AppView

  init(imageURL: URL, newsURL: URL, view: AppView) {
    self.imageURL = imageURL
    self.newsURL = newsURL
    self.view = view
  }

  @discardableResult
  func onAppearEvent() -> [Task<Void, Never>] {
    let task = Task {
      trace("load \(imageURL.lastPathComponent)")
      trace("load \(newsURL.lastPathComponent)")
      do {
        try await withThrowingTaskGroup(of: (Bool, Data).self) { group in
          let imageURL = self.imageURL
          let newsURL = self.newsURL
          group.addTask {
            let (data, response) = try await URLSession.shared.data(from: imageURL)
            try response.requireSuccess()
            return (true, data)
          }
          group.addTask {
            let (data, response) = try await URLSession.shared.data(from: newsURL)
            try response.requireSuccess()
            return (false, data)
          }
          for try await (isImage, data) in group {
            if isImage {
              view.displayImage(try Image(decoding: data))
            } else {
              view.displayNews(String(decoding: data, as: UTF8.self))
            }
          }
        }
      } catch {
        view.displayError(error)
      }
    }
    return [task]
  }
}
