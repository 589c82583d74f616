import Foundation

/// What a chapter's command line asked for: which images to open, and where to write the
/// timeline.
public struct DemoOptions: Equatable, Sendable {
  /// What a chapter can open: chapter 1 reads local files only; later chapters also fetch
  /// `workbook://` and http(s) URLs.
  public enum Inputs: Sendable {
    case localFiles
    case filesAndURLs
  }

  /// The images named on the command line, in order; empty means "the bundled samples".
  public var inputs: [URL] = []
  /// Where to write the timeline as SVG, if asked.
  public var timelineFile: URL?
  /// Whether an existing timeline file may be replaced.
  public var force = false
  /// Whether `--help` was asked for.
  public var wantsHelp = false
  /// Whether `--measure` was asked for: the demo also prints its hang measure as one
  /// `HangReport` line, for the workbench to read.
  public var measure = false
  /// The value given for each of the chapter's own options (`DemoChoice`), by name; an
  /// option not given is absent.
  public var choices: [String: String] = [:]

  public init() {}

  /// Reads the arguments (without the program name).
  ///
  /// Files are checked here, before the app starts, so a typo is reported at once.
  /// - Throws: `UsageError` naming the first problem.
  public static func parse(
    _ arguments: [String], accepting kind: Inputs, choices: [DemoChoice] = [],
    fileManager: FileManager = .default
  ) throws(UsageError) -> DemoOptions {
    var options = DemoOptions()
    var remaining = arguments[...]
    var onlyOperands = false
    while let argument = remaining.popFirst() {
      if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
        options.inputs.append(try input(argument, kind: kind, fileManager: fileManager))
        continue
      }
      switch argument {
      case "--": onlyOperands = true
      case "-h", "--help": options.wantsHelp = true
      case "--force": options.force = true
      case "--measure": options.measure = true
      case "--timeline":
        guard let path = remaining.popFirst() else {
          throw UsageError("--timeline needs a file name, such as --timeline timeline.svg")
        }
        options.timelineFile = URL(fileURLWithPath: path)
      default:
        if let choice = choices.first(where: { "--\($0.name)" == argument }) {
          let valid = choice.values.joined(separator: " or ")
          guard let value = remaining.popFirst(), choice.values.contains(value) else {
            throw UsageError("--\(choice.name) needs \(valid), such as \(choice.synopsis)")
          }
          options.choices[choice.name] = value
        } else if argument.hasPrefix("--timeline=") {
          options.timelineFile = URL(fileURLWithPath: String(argument.dropFirst(11)))
        } else {
          throw UsageError("unknown option '\(argument)'")
        }
      }
    }
    if let file = options.timelineFile {
      try checkWritable(file, force: options.force, fileManager: fileManager)
    }
    return options
  }

  private static func input(
    _ argument: String, kind: Inputs, fileManager: FileManager
  ) throws(UsageError) -> URL {
    if let url = URL(string: argument), let scheme = url.scheme?.lowercased(),
      ["workbook", "http", "https"].contains(scheme)
    {
      guard kind == .filesAndURLs else {
        throw UsageError("this chapter reads local files only, not URLs: \(argument)")
      }
      guard url.host != nil, !url.path.isEmpty else {
        throw UsageError("not a complete URL: \(argument)")
      }
      return url
    }
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
      throw UsageError("no such file: \(argument)")
    }
    guard !isDirectory.boolValue else { throw UsageError("\(argument) is a directory") }
    guard fileManager.isReadableFile(atPath: argument) else {
      throw UsageError("cannot read \(argument): permission denied")
    }
    return URL(fileURLWithPath: argument)
  }

  private static func checkWritable(
    _ file: URL, force: Bool, fileManager: FileManager
  ) throws(UsageError) {
    guard file.pathExtension.lowercased() == "svg" else {
      throw UsageError("the timeline is written as SVG: name the file FILE.svg")
    }
    if fileManager.fileExists(atPath: file.path) && !force {
      throw UsageError("\(file.path) exists; choose another name, or add --force to replace it")
    }
    let folder = file.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw UsageError("no such folder for the timeline: \(folder)") }
  }
}
