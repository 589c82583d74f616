import Foundation
import Workbook

/// One round of the demo: the user taps an image and the news appears at the same moment, so
/// the two tasks start together, and the round ends when both have ended.
///
/// Both tasks are started before either is awaited: while one waits for the network, the
/// other runs on the main actor. Awaiting the image before starting the news would run them
/// one after the other, and nothing would interleave.
func playRound(image url: URL, model: ImageModel, news: NewsModel) async {
  let image = Trace.$taskLabel.withValue("image") { model.onTapEvent(url: url) }
  let feed = Trace.$taskLabel.withValue("news") { news.onAppearEvent() }
  await image.value
  await feed.value
}

/// How long the demo's server takes to answer the news in `round` (from 0): twice the image's
/// latency in the even rounds, so the image arrives first, and a quarter of it in the odd
/// ones, so the news does. The rounds take turns; the code they run is the same.
func newsLatency(round: Int) -> Duration {
  let imageFirst = round.isMultiple(of: 2)
  return imageFirst ? Demo.networkLatency * 2 : Demo.networkLatency / 4
}
