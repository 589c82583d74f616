import Foundation
import Workbook
import WorkbookTesting

/// Image files for one grader test, in a folder of its own, with names and sizes chosen at
/// random so that no solution can pass by knowing them in advance.
struct ImageFiles {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  /// Writes a PPM file of a random size, with a random name, and returns where it is and
  /// how the view will describe it (`W×H`).
  func randomImage() throws -> (url: URL, size: String) {
    let width = Int.random(in: 2...48)
    let height = Int.random(in: 2...48)
    let image = try Image(width: width, height: height, filling: RGBA(30, 140, 220))
    let url = try folder.write(image.ppmData(), named: randomName())
    return (url, image.description)
  }

  /// Writes a file with these bytes, under a random name.
  func file(containing bytes: String) throws -> URL {
    try folder.write(Data(bytes.utf8), named: randomName())
  }

  /// A URL in the folder where no file is.
  func missingFile() -> URL {
    folder.file(named: randomName())
  }

  private func randomName() -> String {
    "photo-\(UUID().uuidString.prefix(6).lowercased()).ppm"
  }
}

/// Runs `body` with a fresh trace as the current one and returns that trace.
@MainActor
func traced(_ body: () -> Void) -> Trace {
  let trace = Trace()
  Trace.$current.withValue(trace) { body() }
  return trace
}

extension Trace {
  /// The labels, for a message, errors cut short: `read photo.ppm, decode 4×4, display 4×4`.
  var summary: String {
    labels.isEmpty ? "nothing" : labels.map(brief).joined(separator: ", ")
  }
}

/// A label or an error's description short enough for a message: a Foundation error is
/// reduced to its sentence, `The file doesn’t exist.`
func brief(_ text: String) -> String {
  guard text.contains("Error Domain="),
    let quoted = text.range(of: #""[^"]*""#, options: .regularExpression)
  else { return text }
  let prefix = text.hasPrefix("error ") ? "error " : ""
  return prefix + text[quoted].dropFirst().dropLast()
}

/// An error as a message shows it.
func brief(_ error: any Error) -> String {
  brief("\(error)")
}
