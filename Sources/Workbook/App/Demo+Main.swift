import Foundation
import WorkbookTools

extension Demo {
  /// The app shell, which a chapter's program starts through `ChapterDemo.main()`: reads the
  /// command line, answers `--help` or a usage error, or else runs `work` on the main actor
  /// under the app loop. The process exits in one place, when the app loop ends, by the
  /// workbook's rule (`ExitStatus`): success when every image was shown, failure when one could
  /// not be, usage for a wrong command line.
  static func main(
    _ info: ChapterInfo, arguments: [String] = CommandLine.arguments,
    _ work: @escaping @MainActor (Demo) async -> Void
  ) -> Never {
    let launch = Launch(info: info, arguments: Array(arguments.dropFirst()))
    AppLoop.run {
      switch launch {
      case .help:
        print(info.usage)
        return ExitStatus.success.rawValue
      case .usageError(let error):
        let message = "\(info.command): \(error)\n(see '\(info.command) --help')\n"
        FileHandle.standardError.write(Data(message.utf8))
        return ExitStatus.usage.rawValue
      case .run(let options):
        let demo = Demo(info: info, options: options, terminal: .standardOutput())
        return await demo.run(work)
      }
    }
  }

  /// What the command line asks the shell to do.
  enum Launch {
    case help
    case usageError(UsageError)
    case run(DemoOptions)

    init(info: ChapterInfo, arguments: [String]) {
      do {
        let options = try DemoOptions.parse(
          arguments, accepting: info.inputs, options: info.options)
        self = options.wantsHelp ? .help : .run(try options.checked())
      } catch {
        self = .usageError(error)
      }
    }
  }
}
