import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise1_3

private nonisolated let exercise = ExerciseFile.exercise(
  "1.3", "01-single-threaded/1.3-shared-cache/ImageModel.swift")

/// Grades exercise 1.3: the cache every model shares is safe, and the file compiles cleanly
/// in the Swift 6 language mode.
///
/// The exercise's module is built in Swift 5 mode (see Package.swift), so the starter builds;
/// `compilesCleanlyInSwift6` compiles the file again in Swift 6 mode.
@Suite(
  "Exercise 1.3: the shared cache belongs to the main actor",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.dataRaces))
struct Exercise1_3Tests {
  @Test("The file compiles cleanly in the Swift 6 language mode")
  func compilesCleanlyInSwift6() async throws {
    try await exercise.compilesInSwift6(
      asLibrary: true,
      failingWith: """
        Nothing says who may touch the cache every model shares, so the compiler cannot check its \
        uses: any thread could reach it.
        """)
  }

  @Test("Every model shares one cache")
  func modelsShareOneCache() throws {
    let files = try ImageFolder()
    let (url, size) = try files.randomImage()
    ImageModel(view: AppView()).onTapEvent(url: url)
    try FileManager.default.removeItem(at: url)
    let view = AppView()
    let trace = traced { ImageModel(view: view).onTapEvent(url: url) }
    exercise.expect(
      trace.labels == ["display \(size)"] && view.displayedErrors.isEmpty,
      """
      A second ImageModel tapped an image the first one had cached, and did: \
      \(trace.summary). The cache must stay one cache, shared by every model.
      """)
  }

  @Test("A new image is read, decoded and displayed on the main actor")
  func newImageOnTheMainActor() throws {
    let files = try ImageFolder()
    let (url, size) = try files.randomImage()
    let trace = traced { ImageModel(view: AppView()).onTapEvent(url: url) }
    exercise.expectReadDecodeDisplay(trace, url: url, size: size, tap: "A tap on a new image")
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "The cache needs an isolation the compiler can check; a hatch only stops the checking.")
  }
}
