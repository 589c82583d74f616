import Foundation
import Testing
import Workbook
import WorkbookTesting

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
      (["--timeline", "out.png"], "name the file FILE.svg"),
      (["--timeline", "/no/such/folder/t.svg"], "no such folder"),
      (["workbook://samples/small.ppm"], "local files only"),
    ])
  func badCommandLines(arguments: [String], message: String) {
    #expect {
      try DemoOptions.parse(arguments, accepting: .localFiles)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test("A directory is not an image")
  func directoryIsRejected() throws {
    let folder = try TemporaryFolder()
    #expect(throws: UsageError("\(folder.url.path) is a directory")) {
      try DemoOptions.parse([folder.url.path], accepting: .localFiles)
    }
  }

  @Test("An existing timeline file is never replaced without --force")
  func timelineFileIsNotOverwritten() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Data("mine".utf8), named: "t.svg")
    #expect(throws: UsageError.self) {
      try DemoOptions.parse(["--timeline", file.path], accepting: .localFiles)
    }
    let forced = try DemoOptions.parse(
      ["--timeline", file.path, "--force"], accepting: .localFiles)
    #expect(forced.timelineFile?.path == file.path)
  }

  @Test("After --, an argument that looks like a flag is a file name")
  func doubleDash() throws {
    #expect(throws: UsageError("no such file: --help")) {
      try DemoOptions.parse(["--", "--help"], accepting: .localFiles)
    }
  }

  @Test("Network chapters take workbook:// and http(s) URLs")
  func urls() throws {
    let options = try DemoOptions.parse(
      ["workbook://samples/small.ppm", "https://example.com/a.ppm"], accepting: .filesAndURLs)
    #expect(options.inputs.map(\.scheme) == ["workbook", "https"])
  }
}
