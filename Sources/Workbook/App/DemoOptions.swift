import Foundation
import WorkbookTools

/// What a chapter's command line asked for: which images to open, and which options.
///
/// Reading the arguments (`parse`) is pure: it looks at the words only, so every case is
/// tested without files. What needs the file system, such as whether a file exists or an
/// output file may be written, is checked afterwards by `checked(fileManager:)`, before the
/// demo starts.
public struct DemoOptions: Equatable, Sendable {
  /// What a chapter can open: chapter 1 reads local files only; later chapters also fetch
  /// `workbook://` and http(s) URLs.
  public enum Inputs: Sendable {
    case localFiles
    case filesAndURLs
    /// Local files only, and with none, the bundled sample photos (`SamplePhotos`) rather
    /// than the sample images: the sticker app of chapter 8.
    case photos
  }

  /// The images named on the command line, in order; empty means "the bundled samples".
  public var inputs: [URL] = []
  /// The flags given, by name: `--force`.
  public var flags: Set<String> = []
  /// The values given, by option name: `--timeline` → `out.svg`.
  public var values: [String: String] = [:]
  /// The options this command line was read with.
  public var accepted: [CommandLineOption] = CommandLineOption.common

  public init() {}

  /// Whether `--help` was asked for.
  public var wantsHelp: Bool { flags.contains(CommandLineOption.help.name) }
  /// Whether an existing output file may be replaced.
  public var force: Bool { flags.contains(CommandLineOption.force.name) }
  /// Whether to print each task's life (`--tasks`).
  public var tasks: Bool { flags.contains(CommandLineOption.tasks.name) }
  /// Whether `--measure` was asked for: the demo skips its extra scenes and prints its hang
  /// measure as one `HangReport` line, for the workbench to read.
  public var measure: Bool { flags.contains(CommandLineOption.measure.name) }
  /// Where to write the timeline as SVG, if asked.
  public var timelineFile: URL? { file(for: .timeline) }
  /// Where to write the run as Chrome trace-event JSON, if asked.
  public var traceJSONFile: URL? { file(for: .traceJSON) }

  /// The file an `outputFile` option names, if given.
  public func file(for option: CommandLineOption) -> URL? {
    values[option.name].map { URL(fileURLWithPath: $0) }
  }

  /// Whether a flag was given.
  public func isSet(_ option: CommandLineOption) -> Bool { flags.contains(option.name) }

  /// Reads the arguments (without the program name), looking at the words only.
  /// - Parameters:
  ///   - kind: whether URLs are accepted as well as files.
  ///   - options: the options the chapter takes; the common ones by default.
  /// - Throws: `UsageError` naming the first problem.
  public static func parse(
    _ arguments: [String], accepting kind: Inputs,
    options: [CommandLineOption] = CommandLineOption.common
  ) throws(UsageError) -> DemoOptions {
    let scan = try CommandLineScan(arguments, options: options)
    var result = DemoOptions()
    result.accepted = options
    for option in options {
      guard let value = scan[option] else { continue }
      if option.kind == .flag {
        result.flags.insert(option.name)
        continue
      }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        let choices = allowed.joined(separator: ", ")
        throw UsageError("\(option.name) takes one of \(choices), not '\(value)'")
      }
      result.values[option.name] = value
    }
    for operand in scan.operands {
      result.inputs.append(try input(operand, kind: kind))
    }
    return result
  }

  /// Checks what the command line names against the file system: every file to open exists
  /// and is readable, and every output file may be written.
  /// - Throws: `UsageError` naming the first problem.
  public func checked(fileManager: FileManager = .default) throws(UsageError) -> DemoOptions {
    for url in inputs where url.isFileURL {
      try Self.checkReadable(url.relativePath, fileManager: fileManager)
    }
    for option in accepted {
      guard case .outputFile(let fileExtension) = option.kind, let file = file(for: option)
      else { continue }
      try Self.checkWritable(
        file, option: option, extension: fileExtension, force: force, fileManager: fileManager)
    }
    return self
  }

  private static func input(_ argument: String, kind: Inputs) throws(UsageError) -> URL {
    if let url = URL(string: argument), let scheme = url.scheme?.lowercased(),
      argument.contains("://")
    {
      guard ["workbook", "http", "https"].contains(scheme) else {
        throw UsageError(
          "\(scheme): URLs are not supported (use a file, or workbook://, http:// or https://): "
            + argument)
      }
      guard kind == .filesAndURLs else {
        throw UsageError("this chapter reads local files only, not URLs: \(argument)")
      }
      guard url.host != nil, !url.path.isEmpty else {
        throw UsageError("not a complete URL: \(argument)")
      }
      return url
    }
    return URL(fileURLWithPath: argument)
  }

  private static func checkReadable(
    _ path: String, fileManager: FileManager
  ) throws(UsageError) {
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UsageError("no such file: \(path)")
    }
    guard !isDirectory.boolValue else { throw UsageError("\(path) is a directory") }
    guard fileManager.isReadableFile(atPath: path) else {
      throw UsageError("cannot read \(path): permission denied")
    }
  }

  private static func checkWritable(
    _ file: URL, option: CommandLineOption, extension fileExtension: String, force: Bool,
    fileManager: FileManager
  ) throws(UsageError) {
    guard file.pathExtension.lowercased() == fileExtension else {
      throw UsageError(
        "\(option.name) writes a .\(fileExtension) file: name it FILE.\(fileExtension)")
    }
    if fileManager.fileExists(atPath: file.path) && !force {
      throw UsageError("\(file.path) exists; choose another name, or add --force to replace it")
    }
    let folder = file.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
    else { throw UsageError("no such folder for \(option.name): \(folder)") }
    guard fileManager.isWritableFile(atPath: folder) else {
      throw UsageError("cannot write in \(folder) (\(option.name)): permission denied")
    }
  }
}
