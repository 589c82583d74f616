import Foundation
import Workbook

/// The demo's gallery: many small images fetched at once, to show what a network manager's
/// isolation costs the main actor when every fetch calls it (23:18).
///
/// Not part of the app's model: it is the scene the talk narrates, built so that it can be
/// seen and measured. It serves its thumbnails from the demo's simulated network, so every
/// run fetches the same ones.
struct Gallery {
  /// How many fetches the gallery makes at once.
  static let fetches = 2000
  /// How many different thumbnails: each is fetched `fetches / thumbnails` times, so most
  /// fetches reuse a connection another fetch has open.
  static let thumbnails = 40

  let urls: [URL]

  /// Serves the thumbnails (the small sample, scaled down) on `server`.
  init(server: ImageServer) {
    let small = SampleImages.url(named: "small.ppm").flatMap { try? Data(contentsOf: $0) }
    let picture = small.flatMap { try? Image(decoding: $0) }?.scaledToFit(width: 16, height: 12)
    var names: [String] = []
    for number in 1...Gallery.thumbnails {
      let name = "thumbnail-\(number).ppm"
      if let picture { server.serve(picture.ppmData(), as: name) }
      names.append(name)
    }
    urls = (0..<Gallery.fetches).map { server.url(for: names[$0 % names.count]) }
  }

  /// Fetches every thumbnail at once through `manager`, then says where the manager's calls
  /// ran and how smoothly frames ran meanwhile.
  func show(in demo: Demo, through manager: some ConnectionManager) async {
    let model = ImageModel(view: View(), networkManager: manager)
    let kind = manager is NetworkManager ? "NetworkManager, an actor" : "a main-actor class"
    let before = demo.trace.events.count
    var results: [Result<Image, any Error>] = []
    // The gallery opens with one gesture; its own URL names it on the screen and in the trace.
    await demo.open(demo.server.url(for: "gallery")) {
      demo.screen.show("  gallery: \(urls.count) fetches at once, through \(kind)")
      let meter = await demo.measureFrames {
        results = await model.fetchImages(urls: urls)
      }
      let calls = demo.trace.events.dropFirst(before).filter {
        $0.kind == .begin && ($0.label.hasPrefix("open ") || $0.label.hasPrefix("close "))
      }
      let onMain = calls.filter { $0.domain == .mainActor }.count
      let failed = results.filter { if case .failure = $0 { true } else { false } }.count
      demo.screen.show(
        """
          \(results.count - failed) of \(results.count) images fetched; \
        manager calls on the main actor: \(onMain) of \(calls.count)
          while fetching: \(meter.summary)
        """)
      if failed > 0, case .failure(let error)? = results.first(where: { (try? $0.get()) == nil }) {
        demo.view.displayError(error)
      }
    }
  }
}
