import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

nonisolated extension Checkpoint {
  static let chapter3 = Checkpoint(
    chapter: 3, title: "Two tasks on one main actor",
    page: "Chapters/03-interleaving.md",
    setting: [
      "The user taps small.ppm, and the news feed appears: each starts a task of its own. The",
      "server holds both requests. It answers the news first, and the image once the feed's",
      "task is parked on its refresh timer. play() below says when the timer fires.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene3.swift",
    questions: [
      .order(
        "In which order do these happen?",
        events: ["wait for refresh", "display 160×120", "refresh due", "display news"],
        reason:
          "Separate tasks run in the order their awaits resume, and the image task's steps fit inside the news task's wait.",
        section: "Chapters/03-interleaving.md#which-response-comes-first"),
      .lane(
        "Where does refresh due run?", event: "refresh due",
        reason:
          "Both models belong to the main actor, so both tasks run there, taking turns at their suspension points.",
        section: "Chapters/03-interleaving.md#tasks-and-the-main-actor-724"),
    ],
    play: { try await Scene3.play() })
}

enum Scene3 {
  // show:begin
  final class ImageModel {
    let view = AppView()

    func onTapEvent(url: URL) -> Task<Void, Never> {
      Task {
        do {
          let (data, _) = try await URLSession.shared.data(from: url)
          view.displayImage(try Image(decoding: data))
        } catch {
          view.displayError(error)
        }
      }
    }
  }

  final class NewsModel {
    let view = AppView()
    let refresh = WorkGate()  // stands for the refresh timer

    func onAppearEvent(url: URL) -> Task<Void, Never> {
      Task {
        do {
          let (data, _) = try await URLSession.shared.data(from: url)
          view.displayNews(String(decoding: data, as: UTF8.self))
          trace("wait for refresh")
          await refresh.pass("refresh")
          trace("refresh due")
        } catch {
          view.displayError(error)
        }
      }
    }
  }

  static func play() async throws {
    let server = ImageServer(gated: true, trace: Trace.current)
    server.serve(Data("Swift 6.2 is out".utf8), as: "news.txt")
    let news = NewsModel()
    let imageTask = ImageModel().onTapEvent(url: server.url(for: "small.ppm"))
    let newsTask = news.onAppearEvent(url: server.url(for: "news.txt"))
    await server.waitForRequest("small.ppm")
    await server.waitForRequest("news.txt")
    server.release("news.txt")
    await news.refresh.arrival(of: "refresh")  // the feed is parked on its timer
    server.release("small.ppm")
    await imageTask.value
    news.refresh.release("refresh")
    await newsTask.value
  }
  // show:end
}
