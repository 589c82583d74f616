import Observation
import Workbook
import WorkbookUI

/// The schemes extracted so far, and the one the user picked: what the history carousel
/// shows (the code-along's `selection` at 24:20, in this app).
///
/// A main-actor model, like everything in this module: the carousel's body reads it freely,
/// and its visual effect, which runs off the main actor, may not read it at all; it gets a
/// copy of `selection` instead (SchemeCarousel.swift).
@Observable
final class SchemeHistory {
  /// Every scheme, oldest first.
  let schemes: [ColorScheme]
  /// The scheme in focus: the newest until the user taps another.
  private(set) var selection: ColorScheme.ID?

  init(schemes: [ColorScheme]) {
    self.schemes = schemes
    selection = schemes.last?.id
  }

  /// Puts `scheme` in focus.
  func select(_ scheme: ColorScheme) {
    selection = scheme.id
    trace("selection = \(scheme.caption)")
  }
}

extension ColorScheme {
  /// How a card names its scheme: `3 colours`.
  var caption: String { "\(colors.count) colours" }
}
