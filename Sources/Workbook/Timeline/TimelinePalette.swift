/// The colours of a timeline, shared by the coloured text and the SVG so they look alike.
///
/// The main actor is always blue; actors take warm colours and pool threads green ones and the network
/// grey, so a reader tells "on an actor" from "on the pool" at a glance. Hangs are red.
enum TimelinePalette {
  static let mainActor = RGBA(97, 175, 239)
  static let actors = [RGBA(198, 120, 221), RGBA(229, 192, 123), RGBA(209, 154, 102)]
  static let pool = [RGBA(152, 195, 121), RGBA(86, 182, 194), RGBA(126, 206, 166)]
  static let network = RGBA(171, 178, 191)
  static let hang = RGBA(224, 108, 117)
  static let axis = RGBA(140, 140, 140)

  static func color(of lane: Timeline.Lane) -> RGBA {
    switch lane.kind {
    case .mainActor: mainActor
    case .actor: actors[lane.number % actors.count]
    case .pool: pool[lane.number % pool.count]
    case .network: network
    }
  }
}
