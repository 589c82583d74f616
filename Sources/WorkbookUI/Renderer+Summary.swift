import Workbook

extension Renderer {
  /// One line of "what ran where": a kind of event, the domain it ran in, how many times.
  public struct SummaryLine: Sendable, Hashable {
    public let label: String
    public let domain: IsolationDomain
    public let count: Int
  }

  /// What ran where, from the renderer's trace: each kind of event (`body ColorExtractorView`,
  /// `path Wedge`, `state pulse`), the domain it ran in, and how often, in order of first
  /// appearance. Frame numbers and state values are left out, so that sixty frames a second
  /// fold into a few lines.
  public func summary() -> [SummaryLine] {
    var order: [String] = []
    var counts: [String: (IsolationDomain, Int)] = [:]
    for event in trace.events where event.kind != .end {
      let label = Renderer.kind(of: event.label)
      let key = "\(label)\u{0}\(event.domain.name)"
      if let (domain, count) = counts[key] {
        counts[key] = (domain, count + 1)
      } else {
        order.append(key)
        counts[key] = (event.domain, 1)
      }
    }
    return order.map { key in
      let (domain, count) = counts[key]!
      return SummaryLine(
        label: String(key.prefix { $0 != "\u{0}" }), domain: domain, count: count)
    }
  }

  /// `summary()` as a table for the terminal.
  public func summaryText() -> String {
    let lines = summary()
    let width = lines.map(\.label.count).max() ?? 0
    return lines.map { line in
      let label = line.label.padding(toLength: width, withPad: " ", startingAt: 0)
      return "  \(label)  \(line.domain.name.padding(toLength: 10, withPad: " ", startingAt: 0))"
        + "  ×\(line.count)"
    }.joined(separator: "\n")
  }

  /// `frame 12` → `frame`; `state pulse = true` → `state pulse`; `tap Extract` → `tap`.
  static func kind(of label: String) -> String {
    if label.hasPrefix("frame ") { return "frame" }
    if label.hasPrefix("tap ") { return "tap" }
    if label.hasPrefix("state "), let equals = label.range(of: " = ") {
      return String(label[..<equals.lowerBound])
    }
    return label
  }
}
