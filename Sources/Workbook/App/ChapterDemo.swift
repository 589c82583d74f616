/// A chapter's demo as its module defines it: what the chapter is (`ChapterInfo`) and the work
/// its demo plays (the module's `playDemo`). The chapter's code is a library, so that its tests import a library and
/// never a program; its program, `swift run chapterN`, only calls `main()`.
@MainActor
public struct ChapterDemo {
  public let info: ChapterInfo
  let work: @MainActor (Demo) async -> Void

  public init(_ info: ChapterInfo, _ work: @escaping @MainActor (Demo) async -> Void) {
    self.info = info
    self.work = work
  }

  /// Runs the demo under the app shell (`Demo.main`), which reads the command line and exits
  /// the process by the workbook's rule.
  public func main(arguments: [String] = CommandLine.arguments) -> Never {
    Demo.main(info, arguments: arguments, work)
  }
}
