import Foundation
import Workbook
import WorkbookTesting

@testable import Chapter3

/// The three tasks of the chapter, as the tests start them: an image tap, the news, and the
/// tap that applies an effect.
///
/// It is `nonisolated` because test arguments are built off the main actor.
nonisolated enum Job: String, CaseIterable, CustomStringConvertible {
  case image
  case news
  case effect

  /// The name of the one request the task sends.
  var request: String {
    switch self {
    case .image: "photo.ppm"
    case .news: "news.txt"
    case .effect: "other.ppm"
    }
  }

  /// What the task records on the main actor, in order (without `end` events).
  var steps: [String] {
    switch self {
    case .image: ["fetched photo.ppm", "decode 4×3", "display 4×3"]
    case .news: ["display news", "wait for refresh", "refresh due"]
    case .effect:
      [
        "fetched other.ppm", "decode 16×8", "effect 16×8", "scale 16×8 → 2×1",
        "scale 2×1 → 16×8", "display 16×8",
      ]
    }
  }

  var description: String { rawValue }
}

/// The app of the chapter on a test's own network: the image model and the news feed, and
/// the two images they fetch, watched as one scene.
struct App {
  let model = ImageModel(view: AppView())
  let news: NewsModel
  let photo: URL
  let other: URL
  let network: TestNetwork
  /// The app's work: every task `start` begins, and the network's answers to it.
  let scene: Scene

  init(network: TestNetwork) throws {
    self.network = network
    scene = Scene("chapter 3's app", trace: network.trace)
    news = NewsModel(
      url: network.text("Tasks take turns on the main actor", named: "news.txt"),
      refreshInterval: .zero, view: model.view)
    photo = try network.image(named: Job.image.request, width: 4, height: 3)
    other = try network.image(named: Job.effect.request, width: 16, height: 8)
  }

  /// Starts the task of `job`, as its event would.
  func start(_ job: Job) -> Task<Void, Never> {
    switch job {
    case .image: model.onTapEvent(url: photo)
    case .news: news.onAppearEvent()
    case .effect: model.onEffectTapEvent(url: other)
    }
  }

  /// Starts the task of `job` as the scene's, its events labelled with the job.
  func started(_ job: Job) -> Task<Void, Never> {
    network.start(job.rawValue) { start(job) }
  }

  /// Starts the three tasks, each held at the server's gate once its request is out, then
  /// lets the responses through in the order of `arrivals`, each once the task before it
  /// has ended.
  /// - Throws: `SceneStuck` when a request never reaches the gate, or a task never ends.
  func run(arrivingIn arrivals: [Job]) async throws {
    var tasks: [Job: Task<Void, Never>] = [:]
    for job in Job.allCases {
      tasks[job] = started(job)
      try await scene.arrival(of: job.request, at: network.server)
    }
    for job in arrivals {
      network.server.release(job.request)
      if let task = tasks[job] { try await scene.ended("the \(job) task", task) }
    }
  }
}
