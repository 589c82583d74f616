import Foundation

extension Demo {
  /// The app shell: reads the command line, answers `--help` or a usage error, or else runs
  /// `work` on the main actor under the app loop. The process exits in one place, when the
  /// app loop ends: 0 when every image was shown, 1 when one could not be, 2 for bad usage.
  public static func main(
    _ info: ChapterInfo, arguments: [String] = CommandLine.arguments,
    _ work: @escaping @MainActor (Demo) async -> Void
  ) -> Never {
    let launch = Launch(info: info, arguments: Array(arguments.dropFirst()))
    AppLoop.run {
      switch launch {
      case .help:
        print(info.usage)
        return 0
      case .usageError(let error):
        let message = "\(info.command): \(error)\n(see '\(info.command) --help')\n"
        FileHandle.standardError.write(Data(message.utf8))
        return 2
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
