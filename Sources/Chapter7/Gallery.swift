import Foundation
import Workbook

/// The demo's gallery: many small images fetched at once, to show where a network manager's
/// calls run when every fetch calls it, and how the frames run meanwhile (23:18).
///
/// Not part of the app's model: it is the scene the talk narrates, built so that it can be
/// seen and measured. It serves its thumbnails from the demo's simulated network, so every
/// run fetches the same ones; each is fetched several times at once, so most fetches reuse
/// a connection.
struct Gallery {
  /// How many fetches the gallery makes at once.
  static let fetches = 2000
  /// How many with `--gallery small`: few enough that the timeline draws every fetch as a
  /// picture a page can show, still enough that the class's calls fill the main actor's lane.
  static let smallFetches = 100
  /// How many different thumbnails: each is fetched `fetches / thumbnails` times, so most
  /// fetches reuse a connection another fetch has open.
  static let thumbnails = 40

  let urls: [URL]

  /// Serves the thumbnails on `server`: small swatches, each of a colour of its own, cheap to
  /// make, so that making them takes no frame.
  init(server: ImageServer, fetches: Int = Gallery.fetches) {
    var names: [String] = []
    for number in 1...Gallery.thumbnails {
      let name = "thumbnail-\(number).ppm"
      let shade = UInt8(number * 255 / Gallery.thumbnails)
      if let swatch = try? Image(width: 16, height: 12, filling: RGBA(shade, 120, 255 - shade)) {
        server.serve(swatch.ppmData(), as: name)
      }
      names.append(name)
    }
    urls = (0..<fetches).map { server.url(for: names[$0 % names.count]) }
  }

  /// Fetches every thumbnail at once through `manager`, then says where the manager's calls
  /// ran and how smoothly frames ran meanwhile.
  func show(in demo: Demo, through manager: some ConnectionManager) async {
    let model = ImageModel(view: AppView(), networkManager: manager)
    let kind = manager is NetworkManager ? "NetworkManager, an actor" : "a main-actor class"
    let before = demo.trace.events.count
    var results: [Result<Image, any Error>] = []
    // The gallery opens with one gesture; its own URL names it on the screen and in the trace.
    await demo.open(demo.server.url(for: "gallery")) {
      demo.screen.show("  gallery: \(urls.count) fetches at once, through \(kind)")
      let start = demo.trace.elapsed
      let meter = await demo.measureFrames {
        results = await model.fetchImages(urls: urls)
      }
      let total = demo.trace.elapsed - start
      let (calls, onMain) = await Gallery.managerCalls(in: demo.trace, after: before)
      let errors = results.compactMap { result -> (any Error)? in
        if case .failure(let error) = result { error } else { nil }
      }
      demo.screen.show(
        """
          \(results.count - errors.count) of \(results.count) images fetched in \(Milliseconds.text(total)); \
        manager calls on the main actor: \(onMain) of \(calls)
          while fetching: \(meter.summary)
        """)
      demo.record(
        GalleryReport(
          manager: manager is NetworkManager ? "actor" : "class", calls: calls,
          onMainActor: onMain, total: total, meter: meter))
      if let error = errors.first {
        demo.view.displayError(error)
      }
    }
  }

  /// Counts the manager calls recorded after the first `start` events of `trace`, and those of
  /// them that ran on the main actor: on the pool, so that counting takes no frame.
  @concurrent
  static func managerCalls(in trace: Trace, after start: Int) async -> (all: Int, onMain: Int) {
    let calls = trace.events.dropFirst(start).filter {
      $0.kind == .begin && ($0.label.hasPrefix("open ") || $0.label.hasPrefix("close "))
    }
    return (calls.count, calls.filter { $0.domain == .mainActor }.count)
  }
}
