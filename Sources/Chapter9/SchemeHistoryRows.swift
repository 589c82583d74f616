import WorkbookUI

/// The history twice, in two rows that scroll together: on top, cards that show their colours
/// in their visibility callback; below, cards that do it after an `await` that hops to an actor
/// (18:55).
struct SchemeHistoryRows: View {
  let schemes: [ColorScheme]
  let seen: SeenSchemes
  @State private var offset = 0.0

  /// How far one tap on "scroll" moves the rows, in cells: the first two cards and the gaps
  /// after them (9 + 2 + 9 + 2), so that the rows stop at the third card's edge and no caption
  /// in view is cut.
  static let step = 22.0

  var body: some View {
    VStack(spacing: 1) {
      Text("Shown in the callback:")
      ScrollRow(offset: offset, spacing: 2) {
        for scheme in schemes {
          SchemeHistoryItemView(scheme: scheme, seen: seen)
        }
      }
      Text("Shown after one await:")
      ScrollRow(offset: offset, spacing: 2) {
        for scheme in schemes {
          AwaitingHistoryItemView(scheme: scheme, seen: seen)
        }
      }
      Text("scroll ›")
        .onTapGesture {
          offset += Self.step
        }
    }
  }
}
