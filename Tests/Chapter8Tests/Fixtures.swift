import Foundation
import Workbook
import WorkbookTesting

@testable import Chapter8

/// Three small drawn photos, each a disc of its own colour at a size of its own, written as
/// files: so a test can tell from a result alone which photo it came from, and the trace's
/// gate names (`sticker 64×48`) say which photo's work is waiting.
struct PhotoFiles {
  let folder: TemporaryFolder
  let urls: [URL]

  /// Name, size and the colour a person would name.
  static let photos: [(name: String, width: Int, height: Int, color: String)] = [
    ("red.ppm", 64, 48, "red"), ("green.ppm", 80, 60, "green"), ("blue.ppm", 96, 72, "blue"),
  ]

  static let values: [String: RGBA] = [
    "red": RGBA(210, 35, 40), "green": RGBA(60, 160, 60), "blue": RGBA(40, 80, 200),
  ]

  init() throws {
    let folder = try TemporaryFolder()
    self.folder = folder
    urls = try Self.photos.map { photo in
      let drawing = DrawnPhoto(
        top: RGBA(235, 230, 215), bottom: RGBA(205, 200, 185),
        shapes: [.disc(x: 0.5, y: 0.5, radius: 0.3, color: Self.values[photo.color]!)])
      let image = drawing.image(width: photo.width, height: photo.height)
      return try folder.write(image.ppmData(), named: photo.name)
    }
  }

  /// A model of these photos that processes them at full size (they are small), and records
  /// what it shows; at the app's last stage unless told.
  @MainActor
  func model(stage: Stage = .taskGroup) -> StickerViewModel {
    StickerViewModel(photos: urls, workingSize: nil, stage: stage)
  }

  /// Lets every photo's sticker and colours through `gate` as soon as they get there, so that
  /// a test holds only the loads.
  func releaseWork(at gate: WorkGate) {
    for photo in Self.photos {
      gate.release("sticker \(photo.width)×\(photo.height)")
      gate.release("colors \(photo.width)×\(photo.height)")
    }
  }

  /// Starts the grid (`processAllPhotos()`) of a fresh model under a gate and a scene of its
  /// own, with the work after loading let through, and returns once every child has started
  /// and holds its load at the gate: from here the test decides when each load ends. The
  /// grid's task records `grid returned` once `processAllPhotos()` has returned.
  /// - Throws: `SceneStuck` when the grid settles before every child holds its load (the
  ///   children run one after another, say).
  @MainActor
  func startGrid() async throws -> HeldGrid {
    let model = model()
    let gate = WorkGate()
    let scene = Scene("the sticker grid")
    let trace = scene.trace
    releaseWork(at: gate)  // a child that went on to process does not wait at the gate
    let task = WorkGate.$current.withValue(gate) {
      scene.enter {
        Task {
          await model.processAllPhotos()
          trace.record("grid returned")
        }
      }
    }
    let loads = Self.photos.map { "load \($0.name)" }
    try await scene.until("every photo's load at the gate") {
      loads.allSatisfy { gate.arrivals(of: $0) >= 1 }
    }
    return HeldGrid(model: model, gate: gate, scene: scene, task: task)
  }
}

/// A grid under way (`PhotoFiles.startGrid()`): its model, the gate that holds each child's
/// load, the scene it runs in, and the task that runs it.
struct HeldGrid {
  let model: StickerViewModel
  let gate: WorkGate
  let scene: Scene
  let task: Task<Void, Never>

  /// Where the grid records.
  var trace: Trace { scene.trace }
}
