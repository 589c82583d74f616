import Foundation
import Workbook

// imagefuzz: the image decoders' long checks, too slow for `swift test`.
//
//   swift run -c release imagefuzz --fuzz [--format png] [--count N] [--seed S] [FOLDER...]
//   swift run -c release imagefuzz --bench FILE [--runs N]
//   swift run imagefuzz --draw-photo FILE [WIDTH HEIGHT]
//
// --fuzz decodes N (100 000 by default) seeded mutations of the fixture files and checks that
// each one throws an ImageError with a message or decodes to a well-formed image; a trap
// would end the run. It prints "N passed, 0 failed" and exits 1 if any failed. The seeds
// are Tests/WorkbookTests/Fixtures/PNG/{suite,encoders} unless folders are given.
// --bench times Image(decoding:) on a file. --draw-photo draws a photo-like binary PPM
// (4000×3000 by default) for Scripts/bench-decoders.sh to compress.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("imagefuzz: \(message)\n".utf8))
  exit(2)
}

let usage = """
  usage: imagefuzz --fuzz [--format png] [--count N] [--seed S] [FOLDER...]
         imagefuzz --bench FILE [--runs N]
         imagefuzz --draw-photo FILE [WIDTH HEIGHT]
  """

let command: Command
do {
  command = try Command(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("\(error.message)\n\(usage)")
}

switch command {
case .help:
  print(usage)
case .fuzz(let format, let count, let seed, let folders):
  let seeds = Fuzzer.seedFiles(in: folders, format: format)
  guard !seeds.isEmpty else {
    fail(
      "no \(format) files in \(folders.joined(separator: ", ")): run from the package root or pass a folder"
    )
  }
  print("Fuzzing the \(format) decoder: \(count) mutations of \(seeds.count) files, seed \(seed)")
  var fuzzer = Fuzzer(seeds: seeds, seed: seed)
  let totals = fuzzer.run(count: count)
  print(
    "\(totals.passed) passed, \(totals.failed) failed (\(totals.decoded) decoded, \(totals.refused) refused with an error)"
  )
  exit(totals.failed == 0 ? 0 : 1)
case .bench(let path, let runs):
  Bench.run(path: path, runs: runs)
case .drawPhoto(let path, let width, let height):
  do {
    try Photo.ppm(width: width, height: height).write(to: URL(fileURLWithPath: path))
  } catch {
    fail("cannot write \(path): \(error.localizedDescription)")
  }
}
