import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter3

/// Chapter 3: interleaving (Embrace Swift concurrency, 7:24–10:22).
///
/// Each test starts its tasks, waits until every request is held at the simulated server's
/// gate, then lets the responses through one by one, waiting each time for the task to finish
/// with it. So the order in which the responses arrive is the test's choice, never the
/// scheduler's, and the ordering tests make every choice: `OrderExplorer` runs them once per
/// order of arrival, and a failing order prints the `WORKBOOK_ORDER=…` line that replays it.
@Suite("Chapter 3: interleaving", .tags(.ordering), .backstop)
struct Chapter3Tests {
  @Test("Two tasks take turns on the main actor: the first response to arrive is handled first")
  func twoTasksInterleave() async {
    let requests = ["photo.ppm", "news.txt"]
    await OrderExplorer(names: requests).explore { order in
      let network = TestNetwork()
      let model = ImageModel(view: AppView())
      let news = NewsModel(
        url: network.text("Tasks take turns on the main actor", named: "news.txt"),
        refreshInterval: .zero, view: model.view)
      let photo = try network.image(named: "photo.ppm", width: 4, height: 3)
      let scene = Scene("chapter 3's two tasks", trace: network.trace)
      var tasks: [String: Task<Void, Never>] = [:]
      tasks["photo.ppm"] = network.start("image") { model.onTapEvent(url: photo) }
      try await scene.arrival(of: "photo.ppm", at: network.server)
      tasks["news.txt"] = network.start("news") { news.onAppearEvent() }
      try await scene.arrival(of: "news.txt", at: network.server)
      for name in order.arranged(requests) {
        network.server.release(name)
        if let task = tasks[name] { try await scene.ended("the task of \(name)", task) }
      }
      let image = ["response photo.ppm", "fetched photo.ppm", "decode 4×3", "display 4×3"]
      let headlines = ["response news.txt", "display news", "wait for refresh", "refresh due"]
      let handled = order.arranged([image, headlines]).flatMap { $0 }
      return .events(
        network.trace.labels, expected: ["request photo.ppm", "request news.txt"] + handled)
    }
  }

  @Test("Whatever order three responses arrive in, each task's steps stay in order")
  func threeTasksKeepTheirOwnOrder() async {
    await OrderExplorer(names: Job.allCases.map(\.rawValue)).explore { order in
      let network = TestNetwork()
      let arrivals = order.arranged(Job.allCases)
      try await App(network: network).run(arrivingIn: arrivals)
      for job in Job.allCases {
        order.expect(
          network.labels(of: job.rawValue) == job.steps,
          "the steps of the \(job) task: \(network.labels(of: job.rawValue))")
      }
      // Each task ran as soon as its response arrived: the main actor went through the tasks
      // in the order of arrival, not in the order they started.
      return .events(network.mainActorLabels, expected: arrivals.flatMap(\.steps))
    }
  }

  @Test("One piece at a time: a task made ready while a step runs waits until the step ends")
  func onePieceAtATime() async throws {
    let network = TestNetwork()
    let app = try App(network: network)
    let (trace, scene) = (network.trace, app.scene)
    // The steps that are spans on the main actor: a begin, the work, an end.
    let steps = ["decode 4×3", "decode 16×8", "effect 16×8"]
    // For each step, a task of the main actor that is ready to run from the moment the step
    // begins: it waits for the step's begin event, and records a probe when it runs.
    let probes = steps.map { step in
      scene.enter {
        Task { @MainActor in
          _ = await trace.firstEvent { $0.kind == .begin && $0.label == step }
          trace.record("probe ready since \(step) began")
        }
      }
    }
    try await scene.until("the probes to wait for their steps") {
      trace.waiterCount == steps.count
    }
    var tasks: [Task<Void, Never>] = []
    for job in Job.allCases {
      tasks.append(app.started(job))
      try await scene.arrival(of: job.request, at: network.server)
    }
    for job in Job.allCases { network.server.release(job.request) }
    for (task, job) in zip(tasks, Job.allCases) { try await scene.ended("the \(job) task", task) }
    for (probe, step) in zip(probes, steps) {
      try await scene.ended("the probe of \(step)", probe)
    }
    // On the main actor, nothing of another task comes between a begin and its end (the
    // effect's own scale spans nest inside it).
    let mainActor = trace.events.filter { $0.domain == .mainActor }
    var open: [TraceEvent] = []
    for event in mainActor {
      if let outer = open.last {
        #expect(event.task == outer.task, "\(event.label) inside \(outer.label)")
      }
      if event.kind == .begin { open.append(event) }
      if event.kind == .end {
        #expect(open.popLast()?.label == event.label, "\(event.label) ends another span")
      }
    }
    #expect(mainActor.filter { $0.label.hasPrefix("probe") }.count == steps.count)
  }

  @Test("Every step of every task runs on the main actor", .tags(.isolation))
  func everyStepRunsOnTheMainActor() async throws {
    let network = TestNetwork(gated: false)
    let app = try App(network: network)
    let tasks = Job.allCases.map(app.started)
    for (task, job) in zip(tasks, Job.allCases) {
      try await app.scene.ended("the \(job) task", task)
    }
    let ours = network.trace.events.filter { $0.domain != .network }
    let steps = ours.filter { $0.kind != .end }.map(\.label)
    #expect(steps.sorted() == Job.allCases.flatMap(\.steps).sorted())
    for event in ours {
      #expect(event.domain == .mainActor, "\(event.label) ran in \(event.domain.name)")
    }
  }
}
