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

  private enum Piece: Sendable {
    case image(Image)
    case news(String)
  }

  @discardableResult
  func onAppearEvent() -> [Task<Void, Never>] {
    let task = Task {
      trace("load \(imageURL.lastPathComponent)")
      trace("load \(newsURL.lastPathComponent)")
      do {
        try await withThrowingTaskGroup(of: Piece.self) { group in
          let imageURL = self.imageURL
          let newsURL = self.newsURL
          group.addTask {
            let (data, response) = try await URLSession.shared.data(from: imageURL)
            try response.requireSuccess()
            return .image(try Image(decoding: data))
          }
          group.addTask {
            let (data, response) = try await URLSession.shared.data(from: newsURL)
            try response.requireSuccess()
            return .news(String(decoding: data, as: UTF8.self))
          }
          for try await piece in group {
            switch piece {
            case .image(let image): view.displayImage(image)
            case .news(let text): view.displayNews(text)
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
