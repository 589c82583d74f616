/// A swim-lane picture of a trace: a lane for the main actor, one for each actor, one for each
/// thread of the concurrent pool and one for the simulated network, with each span of work
/// drawn as a bar over its time.
///
/// The chapters make claims about where code runs; a timeline lets a reader see them. Decoding
/// on the main actor sits in the main actor's lane with a hang under it; after `@concurrent`
/// it moves to a pool lane and the hang is gone. Draw it as text with
/// `render(width:color:)` or as an SVG document with `svg(width:)`.
public struct Timeline: Sendable, Hashable {
  /// The events, as given.
  public let events: [TraceEvent]
  /// The main actor's hangs, drawn under its lane.
  public let hangs: [Hang]
  /// When each frame ran, from the frame clock: the SVG draws them as a track of their own, so
  /// the frames a hang cost can be seen missing.
  public let frames: [Duration]
  /// The time one frame should take, to count the frames missed in a gap.
  public let frameInterval: Duration
  /// A heading, drawn above the lanes.
  public let title: String?
  /// A line under the heading: the run's hang measure (`Main actor: longest frame gap …`).
  public let summary: String?

  /// The lanes: main actor first, then actors, then pool threads, each in order of appearance,
  /// then the network.
  let lanes: [Lane]
  /// The spans and instants, in the order they began.
  let items: [Item]
  /// The left end of the time axis: the first event, or the start of a hang if one began
  /// earlier. A run that waits before its first tap does not draw that wait as empty axis.
  let start: Duration
  /// The right end of the time axis: the last event or the end of the last hang.
  let duration: Duration
  /// The items that share each line of the key, in the order their first items began: one
  /// item a line, unless there are more items than letters (`keyGroups(for:span:)`).
  let keyGroups: [[Int]]
  /// The letter each item is drawn with, `nil` for an item past the key's last letter.
  let itemKeys: [Character?]

  public init(
    events: [TraceEvent], hangs: [Hang] = [], frames: [Duration] = [],
    frameInterval: Duration = .seconds(1) / 60, title: String? = nil, summary: String? = nil
  ) {
    self.events = events
    self.hangs = hangs
    self.frames = frames
    self.frameInterval = frameInterval
    self.title = title
    self.summary = summary
    let ordered = events.sorted { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    lanes = Timeline.lanes(for: ordered)
    items = Timeline.items(for: ordered, lanes: lanes)
    let ends = ordered.map(\.time) + hangs.map { $0.start + $0.duration }
    let starts = ordered.map(\.time) + hangs.map(\.start)
    let first = max(starts.min() ?? .zero, .zero)
    let last = ends.max() ?? .zero
    start = first
    duration = last > first ? last : first + .milliseconds(1)
    keyGroups = Timeline.keyGroups(for: items, span: duration - first)
    var itemKeys = [Character?](repeating: nil, count: items.count)
    for (number, group) in keyGroups.enumerated() {
      for index in group { itemKeys[index] = Timeline.key(forItem: number) }
    }
    self.itemKeys = itemKeys
  }

  /// The characters that name items on the lanes and in the key; items past the last one are
  /// drawn with `unkeyedMark` and counted in the key as "… N more". After the 62 letters and
  /// digits come the 16 Greek letters that look like no Latin one, each one column wide in a
  /// terminal: a chapter's run of the samples needs more than 62 (chapter 5's has 64 items),
  /// and an item left out of the key is one the reader cannot name.
  static let keys = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789αβγδεζηθλμξπσφψω")
  public static let unkeyedMark: Character = "*"

  /// The letter of the key's line at `index`, if the key reaches that far: of the item at
  /// `index` when each item has a line of its own, as in any timeline of 78 items or fewer.
  /// Public so that a test that draws two runs' events side by side names them with the
  /// timeline's own letters.
  public static func key(forItem index: Int) -> Character? {
    index < keys.count ? keys[index] : nil
  }
}

extension Timeline {
  /// One swim lane: where events ran.
  struct Lane: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case mainActor
      case actor(String)
      case pool(thread: Int)
      case network
    }
    let kind: Kind
    /// `main actor`, the actor's name, `pool 1`, `pool 2`, … in order of appearance, or
    /// `network`.
    let name: String
    /// The lane's position among the lanes of its kind, to pick a colour.
    let number: Int
  }

  /// A span of work (a begin and its end) or a single instant, placed in a lane.
  struct Item: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
      case span
      case instant
      /// An end whose begin is not in the trace: shown like an instant so it is not lost.
      case strayEnd
    }
    let kind: Kind
    let label: String
    let task: String?
    /// The Swift task it ran in, as the trace numbered it.
    var taskNumber: Int? = nil
    let lane: Int
    let start: Duration
    /// When a span ended; `nil` for a span that had not ended when the trace was taken.
    var end: Duration?

    var isOpenSpan: Bool { kind == .span && end == nil }
  }

  static func laneKind(of event: TraceEvent) -> Lane.Kind {
    switch event.domain {
    case .mainActor: .mainActor
    case .actor(let name): .actor(name)
    case .pool: .pool(thread: event.thread)
    case .network: .network
    }
  }

  /// The main actor's lane, always; then one per actor, one per pool thread, and one for the
  /// simulated network if it did anything.
  static func lanes(for events: [TraceEvent]) -> [Lane] {
    var actors: [String] = []
    var threads: [Int] = []
    var network = false
    for event in events {
      switch laneKind(of: event) {
      case .mainActor: break
      case .network: network = true
      case .actor(let name): if !actors.contains(name) { actors.append(name) }
      case .pool(let thread): if !threads.contains(thread) { threads.append(thread) }
      }
    }
    var lanes = [Lane(kind: .mainActor, name: IsolationDomain.mainActor.name, number: 0)]
    for (number, name) in actors.enumerated() {
      lanes.append(Lane(kind: .actor(name), name: name, number: number))
    }
    for (number, thread) in threads.enumerated() {
      lanes.append(Lane(kind: .pool(thread: thread), name: "pool \(number + 1)", number: number))
    }
    if network {
      lanes.append(Lane(kind: .network, name: IsolationDomain.network.name, number: 0))
    }
    return lanes
  }

  /// Pairs each begin with the next end of the same label in the same lane.
  ///
  /// When several spans of one label are open in a lane, an end closes the latest one begun
  /// by the same task (so nested spans close inside out), else the latest one of any task.
  static func items(for events: [TraceEvent], lanes: [Lane]) -> [Item] {
    var laneIndex: [Lane.Kind: Int] = [:]
    for (index, lane) in lanes.enumerated() { laneIndex[lane.kind] = index }
    var items: [Item] = []
    var open: [Int: [Int]] = [:]  // lane → indices in `items` of spans not yet ended
    for event in events {
      let lane = laneIndex[laneKind(of: event)] ?? 0
      func item(_ kind: Item.Kind) -> Item {
        Item(
          kind: kind, label: event.label, task: event.task, taskNumber: event.taskNumber,
          lane: lane, start: event.time)
      }
      switch event.kind {
      case .begin:
        items.append(item(.span))
        open[lane, default: []].append(items.count - 1)
      case .instant:
        items.append(item(.instant))
      case .end:
        let candidates = open[lane] ?? []
        let sameLabel = { (index: Int) in items[index].label == event.label }
        if let position = candidates.lastIndex(where: {
          sameLabel($0) && items[$0].task == event.task
        }) ?? candidates.lastIndex(where: sameLabel) {
          items[candidates[position]].end = event.time
          open[lane]?.remove(at: position)
        } else {
          items.append(item(.strayEnd))
        }
      }
    }
    return items
  }
}
