import Testing
import Workbook
import WorkbookTesting

@Suite("Event table", .tags(.display))
struct EventTableTests {
  @Test("Each event is one line: time, domain, thread, task, kind and label")
  func oneLinePerEvent() {
    var list = EventList()
    list.add("decode 640×480", .begin, at: 12, on: .pool, thread: 3, task: "load")
    list.add("display", .instant, at: 345, on: .actor("ImageCache"), thread: 1)
    let rows = lines(of: EventTable(events: list.events).render())
    #expect(rows.count == 3)  // a header and two events
    let first = rows[1].split(separator: " ").map(String.init)
    #expect(first == ["12.0", "pool", "3", "load", "begin", "decode", "640×480"])
    let second = rows[2].split(separator: " ").map(String.init)
    #expect(second == ["345.0", "ImageCache", "1", "-", "instant", "display"])
  }

  @Test("Columns line up, so the labels start in the same column")
  func columnsLineUp() {
    var list = EventList()
    list.add("short", .instant, at: 1)
    list.add("other", .instant, at: 1234, on: .actor("NetworkManager"), thread: 12)
    let rows = lines(of: EventTable(events: list.events).render())
    let starts = rows.dropFirst().map {
      $0.distance(from: $0.startIndex, to: $0.range(of: "instant")!.lowerBound)
    }
    #expect(Set(starts).count == 1)
  }

  @Test("A label with an escape in it cannot put an escape code in the table")
  func noEscapes() {
    var list = EventList()
    list.add("red \u{1B}[31m text\tand a tab", .instant, at: 0)
    let table = EventTable(events: list.events).render()
    #expect(!table.utf8.contains(escapeByte))
    #expect(lines(of: table).count == 2)
  }

  @Test("An empty trace says so")
  func empty() {
    #expect(EventTable(events: []).render().contains("empty"))
  }
}
