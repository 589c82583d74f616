import Foundation
import Workbook

/// Opens every image in `urls` at once in `model`, as a user who selects them all and opens
/// them: one tap each, all started before any is awaited, so the requests are out together
/// and the decodes can run side by side on the pool.
///
/// Awaiting each tap before starting the next would open them one at a time: one request
/// out, then one decode, and the pool's other threads idle.
func openAll(_ urls: [URL], in model: ImageModel) async {
  let taps = urls.map { url in model.onTapEvent(url: url) }
  for tap in taps { await tap.value }
}
