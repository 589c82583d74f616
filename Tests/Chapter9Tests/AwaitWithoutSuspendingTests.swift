import Testing
import Workbook
import WorkbookTesting
import WorkbookUI

@testable import Chapter9

/// The other half of 18:55 (Explore concurrency in SwiftUI): an `await` marks where a task may
/// suspend, not where it must. A card whose callback starts an immediate task that awaits a
/// main-actor method that never suspends changes before the callback returns, and so makes the
/// frame of its callback; only a real hop (to `SeenSchemes`, an actor) misses it, as
/// `Chapter9ScrollRevealTests` shows.
@Suite("Chapter 9: an await that does not suspend makes its frame", .backstop)
struct AwaitWithoutSuspendingTests {
  /// The schemes seen, kept on the main actor: a call from the main actor is an `await` that
  /// never suspends, since it needs no hop and waits for nothing.
  @MainActor final class SeenOnTheMainActor {
    private var seen: Set<ColorScheme.ID> = []

    func markSeen(_ id: ColorScheme.ID) async -> Bool {
      seen.insert(id).inserted
    }
  }

  /// A card shown after one `await` on the main actor, from an immediate task.
  struct CardAfterAMainActorAwait: View {
    let scheme: ColorScheme
    let seen: SeenOnTheMainActor
    @State private var isShown = false

    var body: some View {
      SchemeStrip(scheme: scheme, isShown: isShown)
        .onScrollVisibilityChange(threshold: 0.9) { visible in
          guard visible, !isShown else { return }
          Task.immediate {
            _ = await seen.markSeen(scheme.id)
            isShown = true
          }
        }
    }
  }

  /// One row of those cards.
  struct Row: View {
    let schemes: [ColorScheme]
    let seen: SeenOnTheMainActor

    var body: some View {
      ScrollRow(offset: 0, spacing: 2) {
        for scheme in schemes {
          CardAfterAMainActorAwait(scheme: scheme, seen: seen)
        }
      }
    }
  }

  @Test(
    "Changed after an await that does not suspend, a card shows in its callback's frame",
    .tags(.ordering))
  func awaitWithoutASuspensionMakesTheFrame() async throws {
    let renderer = Renderer(
      Row(schemes: Chapter9ScrollRevealTests.schemes, seen: SeenOnTheMainActor()), trace: Trace())
    let first = await renderer.render()
    #expect(first.number == 1)
    // Break it: start a plain `Task` in the callback instead of `Task.immediate`, and the
    // change waits for the main actor until frame 1 is committed.
    #expect(
      Chapter9ScrollRevealTests.captions(first, row: 0) == [
        "3 colours", "4 colours", "5 colours", "6 colours", "7 colours",
      ])
  }
}
