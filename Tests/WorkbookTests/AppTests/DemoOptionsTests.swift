import Foundation
import Testing
import Workbook
import WorkbookTesting
import WorkbookTools

@Suite("Command line", .tags(.badInput))
struct DemoOptionsTests {
  @Test("No arguments: no inputs (the demo opens the samples), no timeline file")
  func noArguments() throws {
    let options = try DemoOptions.parse([], accepting: .localFiles)
    #expect(options.inputs.isEmpty)
    #expect(options.timelineFile == nil)
    #expect(!options.wantsHelp)
  }

  @Test("Existing files are taken in order")
  func filesInOrder() throws {
    let folder = try TemporaryFolder()
    let first = try folder.write(Data("P3 1 1 255 0 0 0".utf8), named: "a.ppm")
    let second = try folder.write(Data("P3 1 1 255 0 0 0".utf8), named: "b.ppm")
    let options = try DemoOptions.parse([second.path, first.path], accepting: .localFiles)
    #expect(options.inputs.map(\.lastPathComponent) == ["b.ppm", "a.ppm"])
  }

  @Test("Help is recognised in both spellings", arguments: ["-h", "--help"])
  func help(flag: String) throws {
    #expect(try DemoOptions.parse([flag], accepting: .localFiles).wantsHelp)
  }

  @Test(
    "Bad command lines name the problem",
    arguments: [
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["missing.ppm"], "no such file: missing.ppm"),
      (["--timeline"], "--timeline needs a file name"),
      (["--timeline", "out.png"], "name it FILE.svg"),
      (["--timeline", "/no/such/folder/t.svg"], "no such folder"),
      (["workbook://samples/small.ppm"], "local files only"),
    ])
  func badCommandLines(arguments: [String], message: String) {
    #expect {
      try DemoOptions.parse(arguments, accepting: .localFiles).checked()
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test("A directory is not an image")
  func directoryIsRejected() throws {
    let folder = try TemporaryFolder()
    #expect(throws: UsageError("\(folder.url.path) is a directory")) {
      try DemoOptions.parse([folder.url.path], accepting: .localFiles).checked()
    }
  }

  @Test("An existing timeline file is never replaced without --force")
  func timelineFileIsNotOverwritten() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Data("mine".utf8), named: "t.svg")
    #expect(throws: UsageError.self) {
      try DemoOptions.parse(["--timeline", file.path], accepting: .localFiles).checked()
    }
    let forced = try DemoOptions.parse(
      ["--timeline", file.path, "--force"], accepting: .localFiles
    ).checked()
    #expect(forced.timelineFile?.path == file.path)
  }

  @Test("After --, an argument that looks like a flag is a file name")
  func doubleDash() throws {
    #expect(throws: UsageError("no such file: --help")) {
      try DemoOptions.parse(["--", "--help"], accepting: .localFiles).checked()
    }
  }

  @Test("Network chapters take workbook:// and http(s) URLs")
  func urls() throws {
    let options = try DemoOptions.parse(
      ["workbook://samples/small.ppm", "https://example.com/a.ppm"], accepting: .filesAndURLs)
    #expect(options.inputs.map(\.scheme) == ["workbook", "https"])
  }

  @Test("Reading the words touches no file: a missing file is found by the check after it")
  func parsingIsPure() throws {
    let options = try DemoOptions.parse(["no/such/file.ppm"], accepting: .localFiles)
    #expect(options.inputs.map(\.lastPathComponent) == ["file.ppm"])
    #expect(throws: UsageError("no such file: no/such/file.ppm")) {
      try options.checked()
    }
  }

  @Test("A URL of a scheme the workbook cannot fetch is named as such, not as a missing file")
  func unsupportedScheme() {
    #expect {
      try DemoOptions.parse(["ftp://example.com/a.ppm"], accepting: .filesAndURLs)
    } throws: { error in
      "\(error)".contains("ftp: URLs are not supported")
    }
  }

  @Test("A chapter's own options are parsed from the same table that writes its help")
  func chapterOptions() throws {
    let sheet = CommandLineOption(
      "--sheet", kind: .outputFile(extension: "png"), help: "write the stickers as a PNG")
    let info = ChapterInfo(
      command: "chapterX", title: "Chapter X", talk: "a talk", lesson: "a lesson",
      inputs: .localFiles, extraOptions: [sheet])
    let folder = try TemporaryFolder()
    let file = folder.file(named: "s.png")
    let options = try DemoOptions.parse(
      ["--sheet=\(file.path)"], accepting: .localFiles, options: info.options
    ).checked()
    #expect(options.file(for: sheet) == file)
    #expect(info.usage.contains("--sheet FILE.png"))
    #expect(info.usage.contains("write the stickers as a PNG"))
    #expect(throws: UsageError("unknown option '--sheet'")) {
      try DemoOptions.parse(["--sheet", "s.png"], accepting: .localFiles)
    }
    #expect(throws: UsageError("--force takes no value")) {
      try DemoOptions.parse(["--force=yes"], accepting: .localFiles)
    }
  }
}
