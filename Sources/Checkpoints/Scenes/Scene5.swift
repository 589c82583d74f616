import Foundation
import Workbook

nonisolated extension Checkpoint {
  static let chapter5 = Checkpoint(
    chapter: 5, title: "A request sent to the pool, then changed",
    page: "Chapters/05-sharing-data.md",
    setting: [
      "The user taps: the model keeps a 64×48 request and hands it to a task that decodes on",
      "the pool. Right after the tap, the model's request is changed to 32×24. Then a post is",
      "stored in an actor.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene5.swift",
    questions: [
      .which(
        "Which size does the pool get?",
        [("64×48", "pool got 64×48"), ("32×24", "pool got 32×24")],
        reason:
          "ImageRequest is a struct, a value: the task holds its own copy, and the main actor "
          + "changed only the model's.",
        section: "Chapters/05-sharing-data.md#sharing-data-1458"),
      .lane(
        "Where does count bytes decoded run?", event: "count bytes decoded",
        domains: [.mainActor, .pool, .actor("PostArchive")],
        reason:
          "The model is a main-actor class: pool code may hold it, but reaches its state only by "
          + "awaiting a trip to the main actor.",
        section: "Chapters/05-sharing-data.md#actor-isolated-types-1716"),
      .lane(
        "Where does store \"Swift 6.2\" run?", event: "store \"Swift 6.2\"",
        domains: [.mainActor, .pool, .actor("PostArchive")],
        reason: "An actor runs its methods on itself, one call at a time, protecting its posts.",
        section: "Chapters/05-sharing-data.md#actor-isolated-types-1716"),
    ],
    play: { try await Scene5.play() })
}

enum Scene5 {
  // show:begin
  nonisolated struct ImageRequest: Sendable {
    var width: Int
    var height: Int
  }

  nonisolated struct Post: Sendable {
    var title: String
  }

  actor PostArchive {
    private var posts: [Post] = []

    func store(_ post: Post) {
      trace("store \"\(post.title)\"")
      posts.append(post)
    }
  }

  final class ImageModel {
    var request: ImageRequest?
    var bytesDecoded = 0

    func onTapEvent(data: Data) -> Task<Void, Never> {
      let request = ImageRequest(width: 64, height: 48)
      self.request = request
      return Task {
        _ = try? await decodeImage(data, for: request)
      }
    }

    @concurrent
    func decodeImage(_ data: Data, for request: ImageRequest) async throws -> Image {
      trace("pool got \(request.width)×\(request.height)")
      let image = try Image(decoding: data)
      await countDecoded(data.count)
      return image.scaledToFit(width: request.width, height: request.height)
    }

    func countDecoded(_ count: Int) {
      bytesDecoded += count
      trace("count bytes decoded")
    }
  }

  static func play() async throws {
    let model = ImageModel()
    let tap = model.onTapEvent(data: Pictures.ppm(160, 120))
    model.request?.width = 32  // right after the tap
    model.request?.height = 24
    await tap.value
    await PostArchive().store(Post(title: "Swift 6.2"))
  }
  // show:end
}
