import Foundation
import Workbook
import WorkbookTools

/// Times the kit's JPEG decoder on one file beside libjpeg-turbo's `djpeg`.
struct Benchmark {
  let file: String
  let runs: Int

  func run() {
    guard let data = FileManager.default.contents(atPath: file) else {
      fail("cannot read \(file): run from the package's folder, or name a file")
    }
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    print("\(file): \(data.count) bytes; \(runs) runs each, medians of wall and CPU time")
    var size = ""
    let ours = median(cpu: Self.processTime) {
      do {
        let image = try Image(decoding: data)
        size = "\(image.width)×\(image.height)"
      } catch {
        fail("\(file): \(error)")
      }
    }
    print("Image(decoding:), \(build) build: \(format(ours))  (\(size))")

    guard let djpeg = Self.find("djpeg") else {
      print("djpeg: not installed, skipped (apt-get install -y libjpeg-turbo-progs)")
      return
    }
    for options in [[], ["-nosmooth"]] {
      let theirs = median(cpu: Self.childrenTime) {
        do {
          _ = try ChildProcess.runBlocking(
            URL(fileURLWithPath: djpeg), options + ["-outfile", "/dev/null", file],
            timeLimit: .seconds(60))
        } catch {
          fail("cannot run djpeg: \(error)")
        }
      }
      let name = (["djpeg"] + options).joined(separator: " ")
      print("\(name): \(format(theirs)), ours is \(ratio(ours, theirs)) its time")
    }
    compare(with: djpeg, ["-nosmooth"], data)
    compare(with: djpeg, [], data)
  }

  /// Prints how far the kit's pixels are from djpeg's for the same file: none from
  /// `djpeg -nosmooth`, which upsamples chroma as the kit does; a little from plain `djpeg`,
  /// whose interpolated chroma differs at colour edges.
  private func compare(with djpeg: String, _ options: [String], _ data: Data) {
    let name = (["djpeg"] + options).joined(separator: " ")
    do {
      // -rgb: greyscale as RGB too. The picture goes to a file: the runner keeps text.
      let picture = FileManager.default.temporaryDirectory
        .appendingPathComponent("djpeg-\(UUID().uuidString).ppm")
      defer { try? FileManager.default.removeItem(at: picture) }
      _ = try ChildProcess.runBlocking(
        URL(fileURLWithPath: djpeg), options + ["-rgb", "-ppm", "-outfile", picture.path, file],
        timeLimit: .seconds(60))
      let reference = try Image(ppm: Data(contentsOf: picture))
      let image = try Image(decoding: data)
      var maximum = 0
      var total = 0
      for (a, b) in zip(image.pixels, reference.pixels) {
        let difference = abs(Int(a) - Int(b))
        maximum = max(maximum, difference)
        total += difference
      }
      let mean = Double(total) / Double(image.pixels.count)
      print("Pixels against \(name): max difference \(maximum), mean \(mean)")
    } catch {
      print("Pixels against \(name): not compared (\(error))")
    }
  }

  /// The median wall time and the median CPU time (as `cpu` counts it) of `runs` calls of
  /// `body`. On a shared machine the CPU time is the steadier figure: a neighbour taking
  /// the core stretches the wall time only.
  private func median(cpu: () -> Double, _ body: () -> Void) -> (wall: Double, cpu: Double) {
    let clock = ContinuousClock()
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<runs {
      let startCPU = cpu()
      let wall = clock.measure(body)
      cpus.append(cpu() - startCPU)
      walls.append(
        Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18)
    }
    return (walls.sorted()[runs / 2], cpus.sorted()[runs / 2])
  }

  private func format(_ time: (wall: Double, cpu: Double)) -> String {
    "\(Int((time.wall * 1000).rounded())) ms wall, \(Int((time.cpu * 1000).rounded())) ms CPU"
  }

  private func ratio(_ ours: (wall: Double, cpu: Double), _ theirs: (wall: Double, cpu: Double))
    -> String
  {
    let wall = (ours.wall / theirs.wall * 10).rounded() / 10
    let cpu = (ours.cpu / theirs.cpu * 10).rounded() / 10
    return "\(wall)× (CPU \(cpu)×)"
  }

  /// This process's CPU time in seconds.
  static func processTime() -> Double {
    var usage = rusage()
    getrusage(who(RUSAGE_SELF), &usage)
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// The CPU time in seconds of this process's finished child processes.
  static func childrenTime() -> Double {
    var usage = rusage()
    getrusage(who(RUSAGE_CHILDREN), &usage)
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  #if os(Linux)
    /// Glibc imports the `getrusage` selectors as an enum.
    private static func who(_ selector: __rusage_who) -> __rusage_who_t {
      __rusage_who_t(selector.rawValue)
    }
  #else
    private static func who(_ selector: Int32) -> Int32 { selector }
  #endif

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }

  /// The path of `command` on `PATH`, if it is installed.
  static func find(_ command: String) -> String? {
    ExecutableSearch.onPath(command)?.path
  }
}
