// NOT STARTED: delete this line to have exercise 1.3 graded.
//
// Exercise 1.3: The shared cache belongs to the main actor
//
// This exercise's module is built the way a library is: nothing in it is on the main actor
// unless it says so (its entry in Package.swift uses the library settings, without default
// isolation). `ImageModel` says so. The cache that
// every model shares says nothing, so as far as the compiler knows, any thread could read and
// write it at the same time. The Swift 6 language mode rejects it:
//
//   error: var 'imageCache' is not concurrency-safe because it is nonisolated global
//   shared mutable state
//
// This module is built in Swift 5 mode so that it builds at all, its warnings silenced; the
// grader compiles this file in Swift 6 mode, and shows you the error until it is gone.
//
// Fix the data race, so that this file compiles cleanly in Swift 6 mode. The cache stays one
// cache shared by every ImageModel. Telling the compiler to look away (nonisolated(unsafe),
// @unchecked Sendable, @preconcurrency, assumeIsolated) is not a fix, and is rejected.
//
// Check:  swift run workbook watch 1.3      Stuck?  swift run workbook hint 1.3

import Foundation
import Workbook

/// Images already decoded, by where they came from, shared by every model.
// TODO: make the shared cache safe.
var imageCache: [URL: Image] = [:]

@MainActor
final class ImageModel {
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: show it, or show why it cannot be shown.
  func onTapEvent(url: URL) {
    do {
      try fetchAndDisplayImage(url: url)
    } catch {
      view.displayError(error)
    }
  }

  func fetchAndDisplayImage(url: URL) throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
