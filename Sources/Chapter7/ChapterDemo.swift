import Foundation
import Workbook
import WorkbookTools

// Chapter 7: Actors, and the wrap-up (Embrace Swift concurrency, 23:18–26:12).
//
// What the demo shows:
// 1. For each image, a tap: the fetch runs on the pool through a connection that
//    `NetworkManager`, an actor, opens and closes; the decode runs on the pool too.
// 2. A gallery: many thumbnails fetched at once, each in a pipeline of its own on the pool,
//    each opening and closing a connection. First with `MainActorNetworkManager` (23:47):
//    every manager call hops to the main actor; the demo counts them, and measures the frames
//    meanwhile.
// 3. The same gallery with `NetworkManager`, the actor (25:10): no manager call on the main
//    actor. Same work, same total time: it only moved. At this scale the frames run as
//    smoothly either way (the page shows the runs): the main actor keeps up with the class's
//    calls.
// 4. The timeline: the actor's lane beside the main actor's and the pool's.
//
// `--manager class` or `--manager actor` runs one stage only, for the workbench to compare.
// `--gallery small` makes each gallery 100 fetches rather than 2,000, so that its timeline is
// small enough to show as a picture (the page's figure).

let managerOption = CommandLineOption(
  "--manager", kind: .value(placeholder: "class|actor"),
  help: "run the gallery through one network manager only (both in turn by default)",
  allowedValues: ["class", "actor"])

let galleryOption = CommandLineOption(
  "--gallery", kind: .value(placeholder: "small|full"),
  help: "how many fetches each gallery makes: small 100, full 2000 (the default)",
  allowedValues: ["small", "full"])

let chapter = ChapterInfo(
  command: "chapter7",
  title: "Chapter 7: Actors",
  talk: "Embrace Swift concurrency, 23:18–26:12",
  lesson: """
    Each fetch runs on the pool, but asks a network manager for a connection and gives it
    back. A main-actor manager pulls every one of those calls onto the main actor, where they
    wait their turn with the frames. As an actor, the manager does the same work in its own
    lane, and none of it on the main actor. Count the calls on the main actor, and watch the
    frames meanwhile.
    """,
  inputs: .filesAndURLs,
  extraOptions: [managerOption, galleryOption]
)

/// What `swift run chapter7` plays: its program (`Program/main.swift`) only starts it.
public let chapterDemo = ChapterDemo(chapter, playDemo)

/// The demo, step by step as the comment at the top of this file lists them.
func playDemo(_ demo: Demo) async {
  let choice = demo.options.values[managerOption.name] ?? "both"
  let model = ImageModel(
    view: demo.view,
    networkManager: choice == "class" ? MainActorNetworkManager() : NetworkManager())
  for url in demo.inputs {
    await demo.open(url) {
      await model.onTapEvent(url: url).value
    }
  }

  let small = demo.options.values[galleryOption.name] == "small"
  let gallery = Gallery(
    server: demo.server, fetches: small ? Gallery.smallFetches : Gallery.fetches)
  if choice != "actor" {
    await gallery.show(in: demo, through: MainActorNetworkManager())
  }
  if choice != "class" {
    await gallery.show(in: demo, through: NetworkManager())
  }
}
