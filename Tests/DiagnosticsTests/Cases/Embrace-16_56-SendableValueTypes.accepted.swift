// Embrace Swift concurrency, 16:56: structs and enums whose stored data is Sendable can be
// declared Sendable, collections of Sendable elements are Sendable, and main-actor classes are
// implicitly Sendable.
//
// The talk: all of these cross between the main actor, an actor and the concurrent pool.
// Swift 6.3.1 agrees: accepted. ImageRequest, an array of them and an enum carrying one travel
// to an actor and to a @concurrent function; the main-actor ImageModel travels with them, and
// its methods are reached with await.
// Without main-actor isolation the class is rejected:
// Embrace-16_56-NonisolatedClassCrossesIsolation.rejected.swift.

import Foundation

struct ImageRequest: Sendable {
  var url: URL
  var sizes: [Int]
}

enum ImageSource: Sendable {
  case file(URL)
  case request(ImageRequest)
}

@MainActor
final class ImageModel {
  var requestsSent = 0

  func didSend(_ request: ImageRequest) {
    requestsSent += 1
  }
}

actor Downloader {
  func download(_ source: ImageSource, for model: ImageModel) async {
    if case .request(let request) = source {
      await model.didSend(request)
    }
  }
}

@concurrent
func sendAll(_ requests: [ImageRequest], for model: ImageModel) async {
  for request in requests {
    await model.didSend(request)
  }
}

func start(model: ImageModel, downloader: Downloader) async {
  let request = ImageRequest(url: URL(fileURLWithPath: "/tmp/photo.ppm"), sizes: [64, 256])
  await downloader.download(.request(request), for: model)
  await sendAll([request, request], for: model)
  Task.detached {
    await model.didSend(request)
  }
}
