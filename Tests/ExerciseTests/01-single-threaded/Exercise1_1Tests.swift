import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise1_1

#if canImport(Glibc)
  import Glibc
#endif

private nonisolated let exercise = ExerciseFile.exercise(
  "1.1", "01-single-threaded/1.1-cache-hit/ImageModel.swift")

/// Grades exercise 1.1: a tap on a cached image displays it without reading the file.
@Suite(
  "Exercise 1.1: a cached image is shown without reading the file",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.ordering))
struct Exercise1_1Tests {
  @Test("A second tap on a cached image does not read the file")
  func cacheHitDoesNotReadTheFile() throws {
    let files = try ImageFolder()
    let (url, size) = try files.randomImage()
    let model = ImageModel(view: AppView())
    model.onTapEvent(url: url)
    let opens = FileOpens(of: url)
    let trace = traced { model.onTapEvent(url: url) }
    if let count = opens?.count(), count > 0 {
      exercise.fail(
        """
        The second tap on \(url.lastPathComponent) opened its file, although its image was in \
        imageCache: it did \(trace.summary), and read the file besides, quietly. A cache hit \
        must skip the file entirely, not read it and ignore what it finds.
        """)
    }
    exercise.expect(
      trace.labels == ["display \(size)"],
      """
      The second tap on \(url.lastPathComponent) did: \(trace.summary). Its image was in \
      imageCache, yet the tap read the file again. A cache hit must be displayed before \
      anything slow happens, or anything that can fail.
      """)
  }

  @Test("A cached image is shown even after its file is deleted")
  func cacheHitNeedsNoFile() throws {
    let files = try ImageFolder()
    let (url, size) = try files.randomImage()
    let view = AppView()
    let model = ImageModel(view: view)
    model.onTapEvent(url: url)
    try FileManager.default.removeItem(at: url)
    model.onTapEvent(url: url)
    exercise.expect(
      view.displayedErrors.isEmpty,
      """
      The file was deleted after the first tap, and the second tap showed an error \
      (\(view.errorsShown)) instead of the cached image: it \
      tried to read the file again. A cache hit must not need the file at all.
      """)
    exercise.expect(
      view.displayedImages.map(\.description) == [size, size],
      """
      The image was tapped, its file deleted, and tapped again; the view showed \
      \(view.displayedImages.map(\.description).joined(separator: ", ")), not \(size) twice. \
      The second tap must display the image kept in imageCache.
      """)
  }

  @Test("A new image is read, decoded and displayed, in that order, on the main actor")
  func newImageIsReadDecodedDisplayed() throws {
    let files = try ImageFolder()
    let (url, size) = try files.randomImage()
    let trace = traced { ImageModel(view: AppView()).onTapEvent(url: url) }
    exercise.expectReadDecodeDisplay(trace, url: url, size: size, tap: "A tap on a new image")
  }

  @Test("The decoded image is kept: two taps decode once")
  func twoTapsDecodeOnce() throws {
    let files = try ImageFolder()
    let (url, _) = try files.randomImage()
    let model = ImageModel(view: AppView())
    let trace = traced {
      model.onTapEvent(url: url)
      model.onTapEvent(url: url)
    }
    let decodes = trace.labels.filter { $0.hasPrefix("decode") }
    exercise.expect(
      decodes.count == 1,
      """
      Two taps on one image decoded it \(decodes.count) times (\(trace.summary)). The \
      second tap must show the image the first one decoded, from imageCache.
      """)
  }

  @Test("Each image has its own cache entry")
  func imagesAreCachedSeparately() throws {
    let files = try ImageFolder()
    let first = try files.randomImage()
    let second = try files.randomImage()
    let view = AppView()
    let model = ImageModel(view: view)
    model.onTapEvent(url: first.url)
    model.onTapEvent(url: second.url)
    try FileManager.default.removeItem(at: first.url)
    try FileManager.default.removeItem(at: second.url)
    model.onTapEvent(url: first.url)
    model.onTapEvent(url: second.url)
    exercise.expect(
      view.displayedImages.map(\.description) == [
        first.size, second.size, first.size, second.size,
      ],
      """
      Two images were tapped, then tapped again after their files were deleted; the view \
      showed \(summary(view.displayedImages.map(\.description))), not \
      \(summary([first.size, second.size, first.size, second.size])). Each image must come back from \
      the cache as itself, without its file.
      """)
    exercise.expect(
      view.displayedErrors.isEmpty,
      """
      The second taps, with the files deleted, showed an error \
      (\(view.errorsShown)): they read the files again \
      instead of taking each image from imageCache.
      """)
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint:
        "A cache hit is about which steps run before the first suspension; a hatch changes none.")
  }
}

/// Counts the times a file is opened or read, by anyone, from now on: the kernel reports
/// each one (inotify), so a read the trace never hears of is seen all the same. Linux only;
/// elsewhere `init` returns nil and the check is left to the trace.
private final class FileOpens {
  #if canImport(Glibc)
    private let descriptor: Int32

    init?(of url: URL) {
      descriptor = inotify_init1(Int32(IN_NONBLOCK))
      guard descriptor >= 0 else { return nil }
      guard inotify_add_watch(descriptor, url.path, UInt32(IN_OPEN | IN_ACCESS)) >= 0 else {
        close(descriptor)
        return nil
      }
    }

    deinit { close(descriptor) }

    /// The events recorded so far; each read of the queue empties it.
    func count() -> Int {
      let eventSize = MemoryLayout<inotify_event>.size
      var buffer = [UInt8](repeating: 0, count: 64 * (eventSize + 256))
      var events = 0
      while true {
        let read = Glibc.read(descriptor, &buffer, buffer.count)
        guard read > 0 else { return events }
        var offset = 0
        while offset + eventSize <= read {
          let nameLength = buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len
          }
          events += 1
          offset += eventSize + Int(nameLength)
        }
      }
    }
  #else
    init?(of url: URL) { nil }
    func count() -> Int { 0 }
  #endif
}
