import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter5

/// What the model and the archive keep across taps: the count of bytes decoded adds every
/// tap's, the archive every post; and the trace's sizes are in kilobytes of 1000 bytes.
@Suite("Chapter 5: what is kept across taps", .backstop)
struct Chapter5CountTests {
  @Test("Bytes decoded add up over taps, and the data's size is traced in kB of 1000 bytes")
  func bytesAddUp() async throws {
    let network = TestNetwork(gated: false)
    let scene = Scene("two taps", trace: network.trace)
    // 120×160 pixels: 57 615 bytes of PPM, 57 kB of 1000 bytes but 56 of 1024.
    let first = try network.image(named: "first.ppm", width: 120, height: 160)
    let second = try network.image(named: "second.ppm", width: 30, height: 20)
    let sizes = try [(120, 160), (30, 20)].map { width, height in
      try Image(width: width, height: height, filling: RGBA(200, 120, 40)).ppmData().count
    }
    let model = ImageModel(view: AppView())
    for (index, url) in [first, second].enumerated() {
      let tap = scene.enter { model.onTapEvent(url: url) }
      try await scene.until("the tap of \(url.lastPathComponent) to be displayed") {
        network.trace.labels.filter { $0.hasPrefix("display ") }.count == index + 1
      }
      await tap.value
    }
    // Break it: make countDecoded set the count instead of adding to it, and only the last
    // tap's bytes are counted.
    #expect(model.bytesDecoded == sizes.reduce(0, +))
    // Break it: divide by 1024 in `kilobytes`, and the first image is traced as 56 kB.
    #expect(
      network.trace.labels.contains { $0.hasPrefix("send Data 57 kB") }, "\(network.trace.labels)")
  }

  @Test("A tap keeps its request in the model, at the size preferred at the tap")
  func tapKeepsItsRequest() async {
    let network = TestNetwork()
    let url = network.text("not an image", named: "photo.ppm")
    let model = ImageModel(view: AppView())
    model.preferredWidth = 2
    model.preferredHeight = 1
    let tap = network.traced { model.onTapEvent(url: url) }
    // Break it: in onTapEvent, leave the request out of the model, and it is nil.
    #expect(model.request == ImageRequest(url: url, width: 2, height: 1))
    tap.cancel()
  }

  @Test("The archive keeps every post stored, and its latest is the one stored last")
  func archiveKeepsEveryPost() async {
    let archive = PostArchive()
    let posts = ["Values cross safely", "Actors take turns"].map {
      Post(author: "Ana", title: $0, date: Date(timeIntervalSince1970: 0), categories: [])
    }
    for post in posts { await archive.store(post) }
    // Break it: make store(_:) keep only the post it is given, and the count is 1.
    #expect(await archive.count == 2)
    // Break it: make latest() return the first post, and it is the one stored first.
    #expect(await archive.latest() == posts[1])
  }
}
