import Foundation
import Workbook

// Chapter 3: Interleaving (Embrace Swift concurrency, 7:24–10:22).
//
// What the demo shows:
// 1. Two events at once, in rounds: a tap starts a task that fetches and displays an image,
//    and the news appearing starts a task that fetches and displays the headlines, then waits
//    for a refresh. The rounds take turns: in the first the image arrives first, in the next
//    the news does (the demo's server answers the news slower, then faster). Each task's steps
//    stay in order; the main actor runs whichever task is ready.
// 2. One task with ordered steps: load an image, apply an effect, display the result.
// 3. The timeline: the rounds side by side, each event marked with its task.

let chapter = ChapterInfo(
  command: "chapter3",
  title: "Chapter 3: Interleaving",
  talk: "Embrace Swift concurrency, 7:24–10:22",
  lesson: """
    Two tasks, an image and the news, take turns on the main actor: whichever response
    arrives first is handled first. The rounds alternate: image first, then news first.
    One task runs its steps in order: load, apply an effect, display.
    """,
  inputs: .filesAndURLs
)

let headlines = """
  Swift 6.2: code runs on the main actor until you say otherwise
  Weather: clear skies over the concurrent thread pool
  """

/// What `swift run chapter3` plays: its program (`Program/main.swift`) only starts it.
public let chapterDemo = ChapterDemo(chapter, playDemo)

/// The demo, step by step as the comment at the top of this file lists them.
func playDemo(_ demo: Demo) async {
  demo.server.serve(Data(headlines.utf8), as: "news.txt")
  let newsURL = demo.server.url(for: "news.txt")
  let model = ImageModel(view: demo.view)
  // A refresh interval longer than the image's latency, so that in the rounds where the news
  // arrives first, the image arrives while the news task waits for its refresh.
  let news = NewsModel(url: newsURL, refreshInterval: .milliseconds(600), view: demo.view)
  // At least two rounds, so both arrival orders are seen.
  let images = demo.inputs.count >= 2 ? demo.inputs : demo.inputs + demo.inputs
  for (round, url) in images.enumerated() {
    demo.server.setLatency(newsLatency(round: round), for: "news.txt")
    await demo.open(url) {
      await playRound(image: url, model: model, news: news)
    }
  }
  if let url = demo.inputs.first {
    await demo.open(url, as: "open with an effect") {
      await Trace.$taskLabel.withValue("effect") { model.onEffectTapEvent(url: url) }.value
    }
  }
}
