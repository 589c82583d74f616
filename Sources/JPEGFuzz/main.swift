import Foundation
import Workbook

// The JPEG decoder's long fuzz run and its benchmark.
//
//   swift run -c release jpegfuzz [--format jpeg] [--count N] [--seed S] [FILE...]
//   swift run -c release jpegfuzz bench [FILE] [--runs N]
//
// Fuzzing damages valid JPEG files (the test fixtures unless files are given) in seeded random
// ways and decodes each result: every input must either decode to a well-formed image or
// throw an `ImageError`; a trap would end the run. It closes with `N passed, 0 failed`.
// The benchmark decodes one file (the photo sample unless one is given) several times and
// prints the median beside libjpeg-turbo's `djpeg` on the same file, when djpeg is installed.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("jpegfuzz: \(message)\n".utf8))
  exit(2)
}

let usage = """
  usage: jpegfuzz [--format jpeg] [--count N] [--seed S] [FILE...]
         jpegfuzz bench [FILE] [--runs N]
  Fuzzes the JPEG decoder with damaged copies of FILEs (default: the test fixtures),
  or times it on FILE (default: the photo sample) beside djpeg.
  """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "bench" {
  arguments.removeFirst()
  var runs = 5
  var file: String?
  while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--runs":
      guard let text = arguments.first, let count = Int(text), (1...50).contains(count) else {
        fail("--runs needs a number from 1 to 50")
      }
      arguments.removeFirst()
      runs = count
    case "-h", "--help":
      print(usage)
      exit(0)
    default:
      guard file == nil, !argument.hasPrefix("-") else {
        fail("unknown argument '\(argument)' (see 'jpegfuzz --help')")
      }
      file = argument
    }
  }
  Benchmark(file: file ?? "Sources/Workbook/Resources/Samples/photo.jpg", runs: runs).run()
  exit(0)
}

var count = 100_000
var seed: UInt64 = 1
var files: [String] = []
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--count":
    guard let text = arguments.first, let value = Int(text), value > 0 else {
      fail("--count needs a positive number")
    }
    arguments.removeFirst()
    count = value
  case "--seed":
    guard let text = arguments.first, let value = UInt64(text) else {
      fail("--seed needs a number")
    }
    arguments.removeFirst()
    seed = value
  case "--format":
    guard arguments.first == "jpeg" else { fail("--format: this fuzzer knows only jpeg") }
    arguments.removeFirst()
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    guard !argument.hasPrefix("-") else {
      fail("unknown argument '\(argument)' (see 'jpegfuzz --help')")
    }
    files.append(argument)
  }
}
if files.isEmpty {
  let folder = "Tests/WorkbookTests/Fixtures/JPEG"
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  files = names.filter { $0.hasSuffix(".jpg") }.sorted().map { folder + "/" + $0 }
  guard !files.isEmpty else {
    fail("no JPEG files in \(folder): run from the package's folder, or name files")
  }
}
let seeds = files.map { path in
  guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
    fail("cannot read \(path)")
  }
  return [UInt8](data)
}
var fuzzer = Fuzzer(seeds: seeds, seed: seed)
let failed = fuzzer.run(count: count)
exit(failed == 0 ? 0 : 1)
