import Foundation
import Testing
import WorkbookTesting

import struct Workbook.UsageError

@testable import WorkbookUI

@Suite("WorkbookUI: the --png option", .tags(.badInput))
struct PNGOptionTests {
  @Test("--png is taken out; the other arguments stay, in order")
  func takesItsOwn() throws {
    let folder = try TemporaryFolder()
    let file = folder.file(named: "frame.png").path
    let option = try PNGOption.parse(["a.ppm", "--png", file, "--timeline", "t.svg"])
    #expect(option.file?.path == file)
    #expect(option.remaining == ["a.ppm", "--timeline", "t.svg"])
    #expect(try PNGOption.parse(["--png=\(file)"]).file?.path == file)
    #expect(try PNGOption.parse(["a.ppm"]) == PNGOption(file: nil, remaining: ["a.ppm"]))
  }

  @Test("An existing file is replaced only with --force")
  func refusesToOverwrite() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Data([1]), named: "frame.png").path
    #expect(throws: UsageError("\(file) exists; choose another name, or add --force to replace it"))
    {
      try PNGOption.parse(["--png", file])
    }
    #expect(try PNGOption.parse(["--png", file, "--force"]).remaining == ["--force"])
  }

  @Test(
    "Bad uses name the problem",
    arguments: [
      (["--png"], "--png needs a file name, such as --png frame.png"),
      (["--png", "frame.svg"], "the frame is written as PNG: name the file FILE.png"),
      (["--png", "/no/such/folder/f.png"], "no such folder for the PNG: /no/such/folder"),
    ])
  func badUses(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try PNGOption.parse(arguments) }
  }
}
