extension Timeline {
  /// The items that share each line of the key.
  ///
  /// A key has 78 characters (`keys`). A run with more items than that, such as a gallery that opens a
  /// hundred connections at once, would spend every letter on the first burst of one event and
  /// draw all the rest as `*`. So when the items outnumber the letters, like items that follow
  /// one another closely in one lane share a letter and a line: same kind, same label but for
  /// its numbers (`open thumbnail-3.ppm`, `open thumbnail-4.ppm`), and each starting within
  /// 1/200 of the axis after the one before it in that lane. A timeline whose items all fit
  /// keeps one letter per item.
  ///
  /// - Parameters:
  ///   - items: the items, in the order they began.
  ///   - span: the length of the time axis.
  /// - Returns: the groups, as indices into `items`, in the order their first items began.
  static func keyGroups(for items: [Item], span: Duration) -> [[Int]] {
    guard items.count > keys.count else { return items.indices.map { [$0] } }
    let gap = span / 200
    var groups: [[Int]] = []
    var lastGroup: [Int: Int] = [:]  // lane → its latest group, in `groups`
    for (index, item) in items.enumerated() {
      if let number = lastGroup[item.lane], let previous = groups[number].last,
        items[previous].kind == item.kind,
        shape(of: items[previous].label) == shape(of: item.label),
        item.start - items[previous].start <= gap
      {
        groups[number].append(index)
      } else {
        groups.append([index])
        lastGroup[item.lane] = groups.count - 1
      }
    }
    return groups
  }

  /// A label with each run of digits replaced by `#`: `open thumbnail-#.ppm`.
  static func shape(of label: String) -> String {
    pieces(of: label).map { $0.isNumber ? "#" : $0.text }.joined()
  }

  /// The key's label for a line: the item's own label, or for a group its count and the
  /// label with each number that varies given as a range, `100× open thumbnail-1…40.ppm`.
  static func groupLabel(_ labels: [String]) -> String {
    guard labels.count > 1 else { return labels.first ?? "" }
    let split = labels.map(pieces(of:))
    var label = ""
    for (position, piece) in split[0].enumerated() {
      let values = split.map { $0[position].text }
      guard piece.isNumber, values.contains(where: { $0 != piece.text }) else {
        label += piece.text
        continue
      }
      let numbers = values.compactMap { Int($0) }
      if let low = numbers.min(), let high = numbers.max(), numbers.count == values.count {
        label += "\(low)…\(high)"
      } else {
        label += "#"
      }
    }
    return "\(labels.count)× \(label)"
  }

  /// A label cut into runs of digits and runs of anything else, in order.
  private static func pieces(of label: String) -> [(text: String, isNumber: Bool)] {
    var pieces: [(text: String, isNumber: Bool)] = []
    for character in label {
      let isNumber = character.isASCII && character.isNumber
      if let last = pieces.last, last.isNumber == isNumber {
        pieces[pieces.count - 1].text.append(character)
      } else {
        pieces.append((String(character), isNumber))
      }
    }
    return pieces
  }
}
