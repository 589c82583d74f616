/// What one tap of the demo opened, and what the view showed while it ran: the demo's
/// record of each tap, from which the report says what could not be shown.
struct TapRecord: Sendable {
  /// The names of the images the tap opened.
  let names: [String]
  /// What the view showed as errors while the tap ran.
  let errors: [String]

  /// Whether the tap showed every image it opened: no error was displayed meanwhile.
  var succeeded: Bool { errors.isEmpty }
}
