import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise4_3

private nonisolated let exercise = ExerciseFile.exercise(
  "4.3", "04-concurrent-functions/4.3-library-decoder/ImageModel.swift")

/// Grades exercise 4.3: the library-style decoder runs wherever its caller runs.
@Suite(
  "Exercise 4.3: the decoder runs where its caller runs",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.isolation))
struct Exercise4_3Tests {
  let data: Data
  let size: String

  init() throws {
    let image = try Image(
      width: RandomInputs.current.int(in: 2...48), height: RandomInputs.current.int(in: 2...48),
      filling: RGBA(5, 90, 30))
    data = image.ppmData()
    size = image.description
  }

  @Test("Called from a @concurrent function, the decoder runs on the pool")
  func fromAConcurrentFunction() async throws {
    let scene = Scene("decodeImage")
    let trace = scene.trace
    let data = data
    guard
      let image = try await exercise.value(
        of: "decodeImage", in: scene,
        neverReturned: neverReturned("decodeImage, called from the main actor,", in: scene),
        { @MainActor in try await ImageModel().decodeImage(data) })
    else { return }
    exercise.expect(
      image.description == size,
      "decodeImage returned a \(image) image for a \(size) file: return what the decoder gives.")
    let decodes = trace.kitEvents.filter { $0.label == "decode \(size)" }
    exercise.expect(
      !decodes.isEmpty && decodes.allSatisfy { $0.domain == .pool },
      """
      decodeImage is @concurrent and runs on the pool, yet the decoder it calls ran on the \
      \(decodes.first?.domain.name ?? "nowhere") (\(trace.summary)). In this module a type \
      belongs to the main actor unless it says otherwise, so the call hops back there.
      """)
  }

  @Test("Called from the main actor, the decoder runs on the main actor")
  func fromTheMainActor() throws {
    let trace = Trace()
    let direct = try Trace.$current.withValue(trace) { try ImageDecoder().decode(data) }
    let thumbnail = try Trace.$current.withValue(trace) { try ImageModel().decodeThumbnail(data) }
    exercise.expect(
      direct.description == size && thumbnail.description == size,
      """
      For a \(size) file, the decoder returned \(direct) and decodeThumbnail \(thumbnail): \
      both must return what the decoder gives.
      """)
    let domains = Set(trace.events.map(\.domain))
    exercise.expect(
      trace.events.count == 4 && domains == [.mainActor],
      """
      Called from the main actor, directly and through decodeThumbnail, the decoder ran on: \
      \(domains.map(\.name).sorted()) (\(trace.summary)). A library's decoder must not \
      choose a place of its own: the caller knows how big its images are, so the caller \
      decides, and for a thumbnail that is the main actor.
      """)
  }

  @Test("Both model methods still go through the decoder")
  func modelUsesTheDecoder() async throws {
    // The compiler's parse, not the text: `Image(decoding:)`, `Image.init(decoding:)` and
    // `.init(decoding:)` are the same call, and each passes its label to the tree.
    let module = try await ParsedModule.parse(folder: exercise.url.deletingLastPathComponent())
    let decodes = module.indices(matching: Self.decodingCall)
    let outside = decodes.filter { !module.isInside(type: "ImageDecoder", $0) }
    let places = outside.compactMap { module.place(of: $0)?.description }
    exercise.expect(
      outside.isEmpty,
      """
      \(places.joined(separator: ", ")) decodes an image without ImageDecoder. Only \
      ImageDecoder may decode: the exercise is about the decoder's API, so a model method \
      that decodes by itself sidesteps it. Keep both model methods calling \
      ImageDecoder().decode(_:).
      """)
    // A wrong answer this refuses: decodeImage calling a static helper of the decoder's, so
    // that the decoder's own decode(_:) can stay on the main actor unseen. A right answer it
    // lets through: a model method that calls decode(_:) from a helper of its own.
    let calls = module.indices(matching: #"field="decode"(\s|$)"#).compactMap(module.place)
    for method in ["decodeThumbnail(_:)", "decodeImage(_:)"] {
      let spans = Self.reach(of: method, in: module)
      exercise.expect(
        calls.contains { call in
          spans.contains { $0.file == call.file && $0.lines.contains(call.line) }
        },
        """
        \(method) no longer calls the decoder's decode(_:), itself or through a function it \
        calls. Keep both model methods calling ImageDecoder().decode(_:): the exercise is \
        about where that API runs, for each caller.
        """)
    }
    exercise.expect(
      decodes.count > outside.count,
      """
      ImageDecoder no longer decodes with the kit's Image(decoding:). Keep its decode(_:) \
      as it was: the exercise changes where it runs, not what it does.
      """)
  }

  /// The lines from which `method` may call the decoder: its own, and those of each function
  /// it names (a helper it calls), one step deep. A helper's helper is not followed: the
  /// message then asks for the call within reach.
  static func reach(of method: String, in module: ParsedModule)
    -> [(file: String, lines: ClosedRange<Int>)]
  {
    let own = spans(of: method, in: module)
    let named = module.indices(matching: #"(name|field)="[A-Za-z_]"#).compactMap { index in
      module.place(of: index).flatMap { place -> String? in
        guard own.contains(where: { $0.file == place.file && $0.lines.contains(place.line) })
        else { return nil }
        let match = module.nodes[index].text.firstMatch(
          of: #/(?:name|field)="([A-Za-z_][A-Za-z0-9_]*)"/#)
        return match.map { String($0.1) }
      }
    }
    return own + Set(named).subtracting(["decode"]).flatMap { spans(of: $0, in: module) }
  }

  /// Where each function named `name` is in the source: its file and its lines, as the parse
  /// gives its range. The name is whole (`decodeImage(_:)`) or its base (`decodeImage`).
  static func spans(of name: String, in module: ParsedModule)
    -> [(file: String, lines: ClosedRange<Int>)]
  {
    module.nodes.compactMap { node in
      guard node.text.hasPrefix("(func_decl"),
        node.text.contains("\"\(name)\"") || node.text.contains("\"\(name)("),
        let match = node.text.firstMatch(of: #/range=\[([^\]]+?):(\d+):\d+ - line:(\d+):\d+\]/#),
        let first = Int(match.2), let last = Int(match.3), first <= last
      else { return nil }
      return (String(match.1), first...last)
    }
  }

  /// A call of, or a reference to, the kit's decoding initialisers, however it is spelled.
  static let decodingCall =
    #"labels="(decoding|ppm):"|(field|name)="init\((decoding|ppm):\)""#

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [EscapeHatch.detachedTask],
      hint: "Where a library's code runs is its callers' choice; a hatch makes no choice.")
  }
}
