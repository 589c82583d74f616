import Foundation
import struct Workbook.RGBA

/// The colours extracted from one photo: the talk's `ColorScheme` (2:45).
///
/// It shadows nothing here, but in an app it would shadow SwiftUI's `ColorScheme` (light or
/// dark), as the talk's does. Like everything in this module it belongs to the main actor,
/// where it is made and shown.
struct ColorScheme: Identifiable, Hashable {
  let id = UUID()
  let imageName: String
  /// The kit's pixel colour, not the renderer's `Color`: the model imports nothing of the
  /// renderer, and the views turn each into a `Color` where they draw it.
  let colors: [RGBA]
}
