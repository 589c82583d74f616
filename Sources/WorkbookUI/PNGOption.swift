import Foundation
import Workbook

/// `--png FILE.png`: write the last frame as a PNG image. A chapter that draws with the
/// renderer reads it before handing the rest of its command line to `Demo.main`.
public struct PNGOption: Equatable, Sendable {
  /// Where to write the frame, if asked.
  public var file: URL?
  /// The arguments left for `DemoOptions` (`--force` stays: it is theirs too).
  public var remaining: [String] = []

  /// The line `--help` adds for it.
  public static let help = """
    Also:
      --png FILE.png       write the last frame as a PNG image (with --force, replace it)
    """

  /// Reads `--png FILE.png` (or `--png=FILE.png`) out of `arguments`, without the program
  /// name.
  /// - Throws: `UsageError` for a missing or wrong name, a missing folder, or a file that
  ///   exists when `--force` is not given.
  public static func parse(
    _ arguments: [String], fileManager: FileManager = .default
  ) throws(UsageError) -> PNGOption {
    var option = PNGOption()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--" {
        option.remaining += [argument] + rest
        break
      }
      if argument == "--png" {
        guard let path = rest.popFirst() else {
          throw UsageError("--png needs a file name, such as --png frame.png")
        }
        option.file = URL(fileURLWithPath: path)
      } else if argument.hasPrefix("--png=") {
        option.file = URL(fileURLWithPath: String(argument.dropFirst(6)))
      } else {
        option.remaining.append(argument)
      }
    }
    guard let file = option.file else { return option }
    guard file.pathExtension.lowercased() == "png" else {
      throw UsageError("the frame is written as PNG: name the file FILE.png")
    }
    if fileManager.fileExists(atPath: file.path) && !arguments.contains("--force") {
      throw UsageError("\(file.path) exists; choose another name, or add --force to replace it")
    }
    var isDirectory: ObjCBool = false
    let folder = file.deletingLastPathComponent().path
    guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw UsageError("no such folder for the PNG: \(folder)") }
    return option
  }

  /// Parses the process's command line for `chapter`: prints the help (the chapter's, then
  /// this option's) and exits 0 for `--help`; prints the problem and exits 2 for bad usage.
  public static func parseCommandLine(for chapter: ChapterInfo) -> PNGOption {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      let option = try parse(arguments)
      let operands = option.remaining.prefix { $0 != "--" }
      if operands.contains("--help") || operands.contains("-h") {
        print(chapter.usage + "\n" + help)
        exit(0)
      }
      return option
    } catch {
      let message = "\(chapter.command): \(error)\n(see '\(chapter.command) --help')\n"
      FileHandle.standardError.write(Data(message.utf8))
      exit(2)
    }
  }
}
