import Checkpoints
import Foundation
import Workbook
import WorkbookGrading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run workbook predict CHAPTER`: a checkpoint. The scene and its code, the questions,
/// the answers saved, then the scene run for real, its timeline, and each prediction marked
/// against the answer the run's trace gives (`Question.answer(from:)`, the code the tests
/// read it with).
package struct PredictCommand: WorkbookCommand, Equatable {
  package static let spec = CommandSpec(
    name: "predict", audience: .students, operands: "CHAPTER", maxOperands: 1,
    summary: "a checkpoint: predict what a scene will do, then run it",
    about: """
      Shows a short scene of chapter CHAPTER (1 to 9) and the code it runs, and asks what \
      will happen: the order of a few events, where each one runs, what a frame shows. \
      Answer each question with a letter (A), or with every letter in the order you expect \
      (B A C); a wrong letter is asked again. Your answers are saved, then the scene runs \
      for real, its timeline is drawn, and each prediction is marked right or wrong with \
      the reason and the section of the chapter's page that teaches it. progress shows how \
      you did; a later try is shown beside your first, which stays your score. A scene \
      taller than the terminal is shown a page at a time. Without a terminal (a script, a test), give every answer with --answer, in \
      the questions' order, separated by semicolons: --answer "B A C; A".
      """,
    options: [
      .answer
    ],
    exitStatus: """
      0 once the scene has run and your predictions are marked, right or wrong; 1 when the \
      scene could not run or the answers could not be saved.
      """)

  /// The chapter whose checkpoint runs.
  package var chapter: Int
  /// The answers given on the command line, already read against its questions; nil to ask
  /// them.
  package var answers: [Answer]?

  package init(chapter: Int, answers: [Answer]?) {
    self.chapter = chapter
    self.answers = answers
  }

  /// `predict CHAPTER [--answer ANSWERS]`: a chapter that has a checkpoint, and answers that
  /// fit its questions.
  package init(operands: [String], options: ParsedOptions) throws(CLIError) {
    let chapters = Checkpoint.all.map(\.chapter)
    let range = "\(chapters.min() ?? 1) to \(chapters.max() ?? 9)"
    guard let operand = operands.first else {
      throw .usage(
        "predict needs a chapter's number, \(range), such as: swift run workbook predict 3")
    }
    guard let chapter = Int(operand), let checkpoint = Checkpoint.chapter(chapter) else {
      throw .usage("predict takes a chapter's number, \(range) (not '\(operand)')")
    }
    self.init(
      chapter: chapter,
      answers: try options[.answer].map { (text) throws(CLIError) in
        try Self.answers(text, for: checkpoint)
      })
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    try run(in: workspace, isTerminal: isatty(STDIN_FILENO) == 1)
  }

  /// - Parameters:
  ///   - isTerminal: whether standard input is a terminal, to ask the questions in.
  ///   - scene: runs the checkpoint's scene (a test gives one that fails).
  package func run(
    in workspace: Workspace, isTerminal: Bool,
    scene: @MainActor (Checkpoint) -> Result<SceneRun, any Error> = Self.runScene
  ) throws(CLIError) -> Int32 {
    let given = self.answers
    guard let checkpoint = Checkpoint.chapter(chapter) else {
      throw .usage("chapter \(chapter) has no checkpoint")
    }
    guard given != nil || isTerminal else {
      throw .usage(Self.noTerminal(checkpoint))
    }
    let console = Console.standardOutput
    let code = try? String(contentsOf: workspace.url(checkpoint.source), encoding: .utf8)
    var state = LearnerState.load(workspace)
    let before = state.checkpoint(chapter)?.firstTry
    if let before {
      say(TextLayout.wrap(Self.retryNote(before), width: console.width).joined(separator: "\n"))
    }
    let answers: [Answer]
    if let given {
      say(Self.scene(checkpoint, code: code))
      for (index, question) in checkpoint.questions.enumerated() {
        say(Self.prompt(question, number: index + 1) + "\n  your answer: \(given[index])\n")
      }
      answers = given
    } else {
      let screens = Self.screens(checkpoint, code: code, height: Pager.height())
      try Pager.show(screens, read: { readLine() }, write: { say($0, terminator: "") })
      answers = try Self.ask(checkpoint, read: { readLine() }, write: { say($0, terminator: "") })
    }
    state.remember(answers.map(\.description), right: nil, checkpoint: chapter)
    try state.save(workspace)

    say("Your answers are saved. Now the scene runs for real…\n")
    let run: SceneRun
    switch scene(checkpoint) {
    case .success(let result): run = result
    case .failure(let error):
      throw .failure("chapter \(chapter)'s scene could not run: \(error)")
    }
    let timeline = Timeline(events: run.events, title: "Checkpoint \(chapter): \(checkpoint.title)")
    say(timeline.render(width: console.width, color: console.colour))
    let (text, right) = Self.report(
      checkpoint, predicted: answers, run: run, colour: console.colour, width: console.width)
    say(text)
    if let before {
      say(TextLayout.wrap(Self.keptNote(before), width: console.width).joined(separator: "\n"))
    }
    state.remember(answers.map(\.description), right: right, checkpoint: chapter)
    try state.save(workspace)
    return 0
  }

  /// The answers of `--answer`, one per question, separated by semicolons.
  /// - Throws: a usage error naming the question whose answer cannot be read.
  package static func answers(_ text: String, for checkpoint: Checkpoint) throws(CLIError)
    -> [Answer]
  {
    let parts = text.split(separator: ";", omittingEmptySubsequences: false)
    let count = checkpoint.questions.count
    guard parts.count == count else {
      throw .usage(
        "checkpoint \(checkpoint.chapter) asks \(TextLayout.count(count, "question")), and "
          + "--answer gives \(TextLayout.count(parts.count, "answer")); separate them with "
          + "semicolons: \(form(checkpoint))")
    }
    var answers: [Answer] = []
    for (index, (question, part)) in zip(checkpoint.questions, parts).enumerated() {
      do {
        answers.append(try question.parse(String(part)))
      } catch {
        throw .usage("--answer: question \(index + 1): \(error) (not '\(part.trimmed)')")
      }
    }
    return answers
  }

  /// Asks each question, reading a line for each, until it reads as an answer.
  /// - Throws: a failure when the input ends before every question is answered.
  package static func ask(
    _ checkpoint: Checkpoint, read: () -> String?, write: (String) -> Void
  ) throws(CLIError) -> [Answer] {
    var answers: [Answer] = []
    for (index, question) in checkpoint.questions.enumerated() {
      write(prompt(question, number: index + 1) + "\n")
      while true {
        write("  your answer: ")
        guard let line = read() else {
          throw .failure("the input ended before question \(index + 1) was answered")
        }
        do {
          answers.append(try question.parse(line))
          write("\n")
          break
        } catch {
          write("  \(error); try again.\n")
        }
      }
    }
    return answers
  }

  /// Why predict cannot ask, and how to answer instead.
  package static func noTerminal(_ checkpoint: Checkpoint) -> String {
    "predict asks its questions in a terminal, and standard input is not one; give the "
      + "answers instead: swift run workbook predict \(checkpoint.chapter) --answer "
      + form(checkpoint)
  }

  /// The shape of `--answer` for a checkpoint, with a `?` for each letter: `"? ? ?; ?"`.
  package static func form(_ checkpoint: Checkpoint) -> String {
    let parts = checkpoint.questions.map { question in
      question.kind == .order
        ? Array(repeating: "?", count: question.options.count).joined(separator: " ") : "?"
    }
    return "\"" + parts.joined(separator: "; ") + "\""
  }

  /// The scene: its title, what happens, and its code.
  package static func scene(_ checkpoint: Checkpoint, code: String?) -> String {
    var lines = ["Checkpoint \(checkpoint.chapter): \(checkpoint.title)", ""]
    lines += checkpoint.setting.map { "  " + $0 }
    lines += ["", "The code it runs (\(checkpoint.source)):", ""]
    if let code {
      lines += Checkpoint.excerpt(of: code).split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    " + $0 }
    } else {
      lines.append("    (not found in this workbook: read \(checkpoint.source))")
    }
    lines += [
      "", "Predict, then the scene runs. Read the page if you like: \(checkpoint.page)", "",
    ]
    return lines.joined(separator: "\n")
  }

  /// What a learner reads before the scene, as screens of at most `height` lines each: the
  /// whole scene when it fits above its first question; else pages of it, then a last screen
  /// that repeats the title and the setting, so that what happens is in view while the
  /// questions are asked.
  package static func screens(_ checkpoint: Checkpoint, code: String?, height: Int) -> [String] {
    let text = scene(checkpoint, code: code)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let firstQuestion = checkpoint.questions.first.map {
      prompt($0, number: 1).split(separator: "\n").count + 1
    }
    guard lines.count + (firstQuestion ?? 0) > height else { return [text] }
    let recap =
      (["Checkpoint \(checkpoint.chapter): \(checkpoint.title), in short:", ""]
      + checkpoint.setting.map { "  " + $0 } + ["", ""]).joined(separator: "\n")
    return Pager.pages(lines, height: height) + [recap]
  }

  /// Said before a checkpoint is tried again: the first try's score stays.
  package static func retryNote(_ first: LearnerState.Attempt) -> String {
    "You have tried this checkpoint before: your first try (\(first.right) of "
      + "\(first.answers.count)) stays your score, and this try is kept beside it.\n"
  }

  /// Said after a try that was not the first: both scores, the first one kept.
  package static func keptNote(_ first: LearnerState.Attempt) -> String {
    "Your first try's score, \(first.right) of \(first.answers.count), is kept; progress "
      + "shows this one beside it."
  }

  /// One question and its choices, numbered from 1.
  package static func prompt(_ question: Question, number: Int) -> String {
    var lines = ["\(number). \(question.prompt)"]
    for (index, option) in question.options.enumerated() {
      lines.append("   \(Question.letter(index))  \(option.text)")
    }
    lines.append(
      question.kind == .order
        ? "   (every letter, in the order you expect, such as "
          + (0..<question.options.count).reversed().map { String(Question.letter($0)) }
          .joined(separator: " ") + ")"
        : "   (one letter)")
    return lines.joined(separator: "\n")
  }

  /// Each prediction marked against the run's answer, with its reason and section, and how
  /// many were right.
  package static func report(
    _ checkpoint: Checkpoint, predicted: [Answer], run: SceneRun, colour: Bool,
    width: Int = Terminal.defaultWidth
  ) -> (text: String, right: Int) {
    var lines: [String] = []
    var right = 0
    for (index, question) in checkpoint.questions.enumerated() {
      let actual = run.answers[index]
      let correct = predicted[index] == actual
      if correct { right += 1 }
      let mark = correct ? "✓" : "✗"
      let shown = colour ? "\u{1B}[\(correct ? 32 : 31)m\(mark)\u{1B}[0m" : mark
      let texts = actual.choices.map { question.options[$0].text }.joined(separator: ", ")
      lines += [
        "\(shown) \(index + 1). \(question.prompt)",
        "     you: \(predicted[index])    the run: \(actual) (\(texts))",
      ]
      lines += TextLayout.wrap(question.reason, width: max(width - 5, 30)).map { "     " + $0 }
      lines.append("     See \(question.section)")
    }
    lines += [
      "",
      "You predicted \(right) of \(checkpoint.questions.count). "
        + "swift run workbook progress lists every checkpoint.",
    ]
    return (lines.joined(separator: "\n"), right)
  }

  /// Runs the scene on the main actor while this synchronous command keeps the main run loop
  /// turning, as an app's main thread would, and returns once it is done.
  package static func runScene(_ checkpoint: Checkpoint) -> Result<SceneRun, any Error> {
    var result: Result<SceneRun, any Error>?
    Task { @MainActor in
      do {
        result = .success(try await checkpoint.run())
      } catch {
        result = .failure(error)
      }
    }
    while result == nil {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
    }
    return result!
  }
}

extension Substring {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
