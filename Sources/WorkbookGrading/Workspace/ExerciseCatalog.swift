import Foundation

/// Reads the exercises from the README of each chapter folder in `Exercises/`.
///
/// The READMEs are the one place where an exercise is described, for people and for this
/// CLI alike. Each exercise is a section in this form (Exercises/README.md explains it):
///
///     ## 1.2 A bad file is reported, and nothing is shown
///
///     [`1.2-bad-file/ImageModel.swift`](…) · 10 points · taught in [Load…](../../Chapters/…#…)
///     <!-- starter fails: view.displayError -->
///     …the task…
///     <details><summary>Hint 1: a nudge</summary>
///     …
///     </details>
package enum ExerciseCatalog {
  /// Every exercise, chapter by chapter, in the order of each README.
  package static func load(from workspace: Workspace) throws(CLIError) -> [Exercise] {
    let folder = workspace.url("Exercises")
    let chapters =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.first?.isNumber == true }.sorted()
    var exercises: [Exercise] = []
    for chapter in chapters {
      let readme = folder.appendingPathComponent(chapter).appendingPathComponent("README.md")
      guard let text = try? String(contentsOf: readme, encoding: .utf8) else { continue }
      exercises += try parse(text, chapterFolder: chapter)
    }
    return exercises
  }

  /// The exercises a chapter README describes.
  package static func parse(_ readme: String, chapterFolder: String) throws(CLIError) -> [Exercise]
  {
    var sections: [(heading: Substring, lines: [Substring])] = []
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        sections.append((line.dropFirst(3), []))
      } else if line.hasPrefix("# ") {
        sections.append(("", []))  // a new top-level part: not an exercise
      } else if !sections.isEmpty {
        sections[sections.count - 1].lines.append(line)
      }
    }
    var exercises: [Exercise] = []
    for (heading, lines) in sections {
      guard let match = heading.firstMatch(of: /^(\d+\.\d+) +(.+)$/) else { continue }
      let id = String(match.1)
      let place = "Exercises/\(chapterFolder)/README.md, exercise \(id)"
      let body = lines.joined(separator: "\n")
      guard let file = body.firstMatch(of: /\]\(([^)\s]+\.swift)\)/)?.1 else {
        throw .failure("\(place): no link to its .swift file")
      }
      guard let points = body.firstMatch(of: /(\d+) points?/)?.1 else {
        throw .failure("\(place): no points (\"· 10 points\" after the file's link)")
      }
      guard let taughtIn = body.firstMatch(of: /taught in \[[^\]]+\]\(\.\.\/\.\.\/([^)\s]+)\)/)?.1
      else {
        throw .failure("\(place): no page section (\"· taught in [Heading](../../Chapters/…)\")")
      }
      let starterFails = body.firstMatch(of: /<!-- starter fails: (.+?) -->/)?.1
      exercises.append(
        Exercise(
          id: id, title: String(match.2), chapterFolder: chapterFolder, file: String(file),
          points: Int(points) ?? 0, taughtIn: String(taughtIn), hints: hints(in: lines),
          starterFails: starterFails.map(String.init)))
    }
    return exercises
  }

  /// The `<details>` blocks whose summary starts with "Hint", in order.
  package static func hints(in lines: [Substring]) -> [Exercise.Hint] {
    var hints: [Exercise.Hint] = []
    var current: (title: String, text: [Substring])?
    for line in lines {
      if let summary = line.firstMatch(of: /<summary>(Hint[^<]*)<\/summary>/) {
        current = (String(summary.1), [])
      } else if line.contains("</details>"), let hint = current {
        let text = hint.text.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        hints.append(Exercise.Hint(title: hint.title, text: text))
        current = nil
      } else if current != nil {
        current?.text.append(line)
      }
    }
    return hints
  }
}
