import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise8_3

private nonisolated let exercise = ExerciseFile.exercise(
  "8.3", "08-sticker-app/8.3-every-photo-at-once/StickerViewModel.swift")

/// Grades exercise 8.3: every photo is processed at once, however many there are, each result
/// is filed under its own photo whatever the order they finish in, even a file selected
/// twice, and `processAllPhotos()` leaves no task running.
///
/// The photos' loads wait at a gate the grader holds, so the grader decides which finishes
/// first.
@Suite(
  "Exercise 8.3: every photo at once",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.ordering))
struct Exercise8_3Tests {
  /// Random photos written as files, each of a colour of its own, and a selection of them:
  /// each file once, in order, or with one file selected twice.
  nonisolated struct Photos: Sendable {
    let folder: TemporaryFolder
    /// The selection's URLs, in order: a file selected twice is there twice.
    let urls: [URL]
    /// Each selected photo's colour and file name.
    let colors: [String]
    let names: [String]
    /// The file name of the photo whose bytes are not an image, if one was asked for.
    let brokenName: String?

    /// `count` photos, 4 to 8 unless told: more than a small cap on how many run at once
    /// lets through. With `oneSelectedTwice`, one of them is also selected a second time, at
    /// a random place in the selection. With `broken`, the file of the photo at that index
    /// is not an image: its processing fails.
    init(count: Int? = nil, oneSelectedTwice: Bool = false, broken: Int? = nil) throws {
      let count = count ?? RandomInputs.current.int(in: 4...8)
      let folder = try TemporaryFolder()
      var files: [(url: URL, color: String, name: String)] = []
      for (index, photo) in StickerPhotos.distinct(count).enumerated() {
        let name = "photo\(index).ppm"
        let bytes = index == broken ? Data("P6 64 48 255\n\u{1}\u{2}".utf8) : photo.image.ppmData()
        files.append((try folder.write(bytes, named: name), photo.color, name))
      }
      var selected = Array(files.indices)
      if oneSelectedTwice {
        let twice = RandomInputs.current.element(of: selected)
        selected.insert(twice, at: RandomInputs.current.int(in: 0...count))
      }
      self.folder = folder
      self.urls = selected.map { files[$0].url }
      self.colors = selected.map { files[$0].color }
      self.names = selected.map { files[$0].name }
      self.brokenName = broken.map { files[$0].name }
    }

    /// The gate's name for the load of the selection's photo at `index`.
    func load(_ index: Int) -> String { "load \(names[index])" }

    /// Lets every photo's sticker and colours through the gate as soon as they get there:
    /// the grader holds only the loads.
    func openWork(at gate: WorkGate) throws {
      for name in try work("sticker") + work("colors") { gate.release(name) }
    }

    /// The gate's names for one kind of each photo's work, `sticker 64×48`, in the photos'
    /// order (two photos of one size share a name); the broken photo has none.
    func work(_ kind: String) throws -> [String] {
      try urls.indices.filter { names[$0] != brokenName }.map {
        "\(kind) \(try Image(decoding: Data(contentsOf: urls[$0])))"
      }
    }
  }

  /// Whether `processAllPhotos()` has returned, set by the task that called it.
  final class Flag {
    var isSet = false
  }

  @Test("Every photo starts loading before any has finished")
  func allPhotosAtOnce() async throws {
    let photos = try Photos()
    let model = StickerViewModel(photos: photos.urls)
    let work = HeldWork()
    try photos.openWork(at: work.gate)
    _ = work.start { @MainActor in await model.processAllPhotos() }
    guard try await Self.loadArrives(0, of: photos, in: work) else { return }
    let count = photos.urls.count
    var started = 1
    while started < count {
      let held = started
      let arrived = try await work.arrives(photos.load(held)) {
        for earlier in 0..<held { work.release(photos.load(earlier)) }
      }
      if !arrived { break }
      started += 1
    }
    exercise.expect(
      started == count,
      started == 1
        ? """
        With the first of \(count) photos' load held, the others never started: the photos \
        were processed one after the other, each waiting for every photo before it.
        """
        : """
        With the loads of the first \(started) of \(count) photos held, the next never \
        started: it waited for one of them to finish, so the photos are never all processed \
        at once, however many there are.
        """)
    for index in photos.urls.indices { work.release(photos.load(index)) }
    try await Self.expectReturn(from: work, "With every photo's load let through")
  }

  /// Whether the load of the selection's photo at `index` comes to the gate, where the
  /// grader holds it. When the work settles without it, the failure says what the run
  /// showed; then every load is let through, and the call waited for while it can go on.
  static func loadArrives(_ index: Int, of photos: Photos, in work: HeldWork) async throws
    -> Bool
  {
    let arrived = try await work.arrives(photos.load(index)) {
      for other in photos.urls.indices { work.release(photos.load(other)) }
    }
    guard !arrived else { return true }
    let returned = work.hasReturned
    exercise.fail(
      returned
        ? """
        processAllPhotos() returned, and photo \(index) was never loaded in its task or in \
        a child task of it: the grader holds each photo's load (the library's \
        loadData(for:), which getData(for:) calls) as it starts, and this one never came. A \
        photo's work must run within the call, in a child task, which carries the call's \
        context; a detached task carries none of it.
        """
        : """
        The grader holds each photo's load (the library's loadData(for:), which \
        getData(for:) calls) as it starts, and photo \(index)'s never came: \
        \(work.state(of: "processAllPhotos()")).
        """)
    _ = try await work.returned()
    return false
  }

  /// Waits for the call to return, once `done` (`With every photo's load let
  /// through`); when the work settles with the call still waiting, the failure says so and
  /// what each of its tasks waits for.
  static func expectReturn(
    from work: HeldWork, _ done: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    guard try await !work.returned() else { return }
    exercise.fail(
      "\(done), \(work.state(of: "processAllPhotos()")).", sourceLocation: sourceLocation)
  }

  /// Loads in child tasks and then the processing one photo after another, in the parent,
  /// start every load at once: holding the loads does not tell them apart. So this test lets
  /// the loads and the colours through and holds every sticker: each photo's must have
  /// reached the gate before any is let go.
  @Test("Every photo's processing starts before any photo's has finished")
  func allProcessingAtOnce() async throws {
    let photos = try Photos()
    let model = StickerViewModel(photos: photos.urls)
    let work = HeldWork()
    let stickers = try photos.work("sticker")
    for name in try photos.work("colors") { work.release(name) }
    for index in photos.urls.indices { work.release(photos.load(index)) }
    _ = work.start { @MainActor in await model.processAllPhotos() }
    var waiting: [String: Int] = [:]
    for name in stickers { waiting[name, default: 0] += 1 }
    var allStarted = true
    for (name, count) in waiting.sorted(by: { $0.key < $1.key }) {
      let started = try await work.arrives(name, count: count) {
        for name in stickers { work.release(name) }
      }
      allStarted = allStarted && started
      if !started { break }
    }
    exercise.expect(
      allStarted,
      """
      Every photo was loaded, but with the first sticker held, the other photos' processing \
      never started: the photos were processed one after the other once loaded, and every \
      photo's processing, not only its load, must run at once with the others'.
      """)
    if allStarted { for name in stickers { work.release(name) } }
    try await Self.expectReturn(from: work, "With every photo's work let through")
  }

  @Test("Each result is filed under its own photo, whatever order they finish in")
  func filedByID() async {
    // Four photos, their loads let go one by one in each of the 24 orders.
    await OrderExplorer(count: 4, stopsAtFirstFailure: true).explore { order in
      let photos = try Photos(count: 4)
      let model = StickerViewModel(photos: photos.urls)
      let work = HeldWork()
      try photos.openWork(at: work.gate)
      _ = work.start { @MainActor in await model.processAllPhotos() }
      guard try await Self.loadArrives(0, of: photos, in: work) else { return .checked }
      for index in photos.urls.indices.dropFirst() {
        let started = try await work.arrives(photos.load(index)) {
          for other in photos.urls.indices { work.release(photos.load(other)) }
        }
        guard started else {
          exercise.fail("The photos do not all start at once; see the test above.")
          _ = try await work.returned()
          return .checked
        }
      }
      for (filed, index) in order.indices.enumerated() {
        work.release(photos.load(index))
        let shown = try await work.scene.whether("photo \(index)'s result to be filed") {
          @MainActor in model.processedPhotos.count > filed
        }
        guard shown else {
          exercise.fail(
            """
            Photo \(index)'s load was let through and its work could finish, but no result \
            was filed while the other photos were still loading (\(filed) of 4 filed): each \
            photo's result must be filed as soon as that photo is done, not once every photo \
            is.
            """)
          for other in photos.urls.indices { work.release(photos.load(other)) }
          _ = try await work.returned()
          return .checked
        }
      }
      guard try await work.returned() else {
        exercise.fail(
          """
          Every photo's result was filed, but \(work.state(of: "processAllPhotos()")): the \
          call must return once every photo's work is over.
          """)
        return .checked
      }
      expectEachFiled(photos, in: model)
      return .checked
    }
  }

  /// A selection may hold one file twice: two photos, two ids, one URL. Each must get a
  /// result of its own, so anything that tells the photos apart by their file fails here.
  @Test("A file selected twice is filed under each of its two photos' ids")
  func oneFileSelectedTwice() async throws {
    let photos = try Photos(oneSelectedTwice: true)
    let model = StickerViewModel(photos: photos.urls)
    let work = HeldWork()
    // Nothing is held: every load, sticker and colours has its permit, one per photo.
    try photos.openWork(at: work.gate)
    for index in photos.urls.indices { work.release(photos.load(index)) }
    _ = work.start { @MainActor in await model.processAllPhotos() }
    try await Self.expectReturn(from: work, "With nothing held")
    if work.hasReturned { expectEachFiled(photos, in: model) }
  }

  /// A photo that cannot be processed fails first, while every other photo's load is held:
  /// the others must still be filed, one by one, as each is let through.
  // A wrong answer this refuses: let one photo's failure end the whole group (a throwing group, caught outside).
  @Test("A photo that cannot be processed fails alone: every other photo is still filed")
  func oneFailureLeavesTheOthers() async throws {
    let broken = RandomInputs.current.int(in: 0...3)
    let photos = try Photos(count: 4, broken: broken)
    let model = StickerViewModel(photos: photos.urls)
    let work = HeldWork()
    try photos.openWork(at: work.gate)
    _ = work.start { @MainActor in await model.processAllPhotos() }
    let releaseAll: @Sendable () -> Void = {
      for index in photos.urls.indices { work.release(photos.load(index)) }
    }
    for index in photos.urls.indices {
      guard try await work.arrives(photos.load(index), unblock: releaseAll) else {
        // Not every photo at once: allPhotosAtOnce says so.
        _ = try await work.returned()
        return
      }
    }
    work.release(photos.load(broken))
    let others = photos.urls.indices.filter { $0 != broken }
    for (filed, index) in others.enumerated() {
      work.release(photos.load(index))
      let shown = try await work.scene.whether("photo \(index)'s result to be filed") {
        @MainActor in model.processedPhotos.count > filed
      }
      guard shown else {
        exercise.fail(
          """
          Photo \(broken)'s file is not an image, and its load was let through first, while \
          the others were held; then photo \(index)'s load was let through, and its result \
          was never filed (\(filed) of 3 filed; \(work.state(of: "processAllPhotos()"))). \
          One photo that cannot be processed must not cost the others their results.
          """)
        releaseAll()
        _ = try await work.returned()
        return
      }
    }
    try await Self.expectReturn(from: work, "With one photo failed and the others filed")
    for (index, item) in model.selection.enumerated() where index != broken {
      let found = model.processedPhotos[item.id]?.colors.first?.name
      exercise.expect(
        found == photos.colors[index],
        """
        Photo \(item.id) is a \(photos.colors[index]) disc, but processedPhotos[\(item.id)] \
        holds \(found.map { "a \($0) one" } ?? "nothing"), with photo \(broken) not an image.
        """)
    }
  }

  /// Each photo of the selection has a result under its own id, of its own colour.
  func expectEachFiled(
    _ photos: Photos, in model: StickerViewModel,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (index, item) in model.selection.enumerated() where index < photos.names.count {
      let color = photos.colors[index]
      let found = model.processedPhotos[item.id]?.colors.first?.name
      let twins = photos.names.indices
        .filter { photos.names[$0] == photos.names[index] && $0 < model.selection.count }
        .map { "\(model.selection[$0].id)" }
      let selectedTwice =
        twins.count < 2 ? "" : " (photos \(twins.joined(separator: " and ")) are one file)"
      exercise.expect(
        found == color,
        """
        Photo \(item.id) is a \(color) disc\(selectedTwice), but processedPhotos[\(item.id)] \
        holds \(found.map { "a \($0) one" } ?? "nothing"). Whatever order the photos finish \
        in, each result must be filed under the id of the photo it was made from.
        """, sourceLocation: sourceLocation)
    }
  }

  @Test("processAllPhotos() returns only when every photo's work is over, even cancelled")
  func nothingOutlivesTheCall() async throws {
    let photos = try Photos(count: 3)
    let model = StickerViewModel(photos: photos.urls)
    let work = HeldWork()
    try photos.openWork(at: work.gate)
    let returned = Flag()
    let grid = work.start { @MainActor in
      await model.processAllPhotos()
      returned.isSet = true
    }
    work.release(photos.load(1))
    guard try await Self.loadArrives(0, of: photos, in: work) else { return }  // held
    let started = try await work.arrives(photos.load(2)) {
      work.release(photos.load(0))
      work.release(photos.load(2))
    }
    guard started else {
      // One photo after the other: allPhotosAtOnce says so.
      _ = try await work.returned()
      return
    }
    // Photos 0 and 2 are held. The caller is cancelled, then photo 0 is let through: code
    // that gives up on cancellation (checking Task.isCancelled between waits, or a
    // cancellation handler) returns now, while photo 2's work is still held.
    // The corpus's 8.3-gives-up-when-cancelled is such code, and fails here.
    grid.cancel()
    work.release(photos.load(0))
    let returnedEarly = try await work.returned()
    exercise.expect(
      !returnedEarly && !returned.isSet,
      """
      processAllPhotos() returned, its caller cancelled, while photo 2 was still being \
      loaded: its work was left running on its own. The call must return only once every \
      photo's work is over, cancelled or not.
      """)
    work.release(photos.load(2))
    try await Self.expectReturn(from: work, "Cancelled, with every photo's load let through")
  }

  @Test("No escape hatch, and no task that is not a child")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + EscapeHatch.unstructuredTasks,
      hint: "Every photo's work can run side by side within the call without one.")
  }

}
