import Foundation
import struct WorkbookUI.Color

/// The colours extracted from one photo: the talk's `ColorScheme` (2:45).
///
/// It shadows nothing here, but in an app it would shadow SwiftUI's `ColorScheme` (light or
/// dark), as the talk's does. Like everything in this module it belongs to the main actor,
/// where it is made and shown.
struct ColorScheme: Identifiable, Hashable {
  let id = UUID()
  let imageName: String
  let colors: [Color]
}
