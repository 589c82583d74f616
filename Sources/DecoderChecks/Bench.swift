import Foundation
import Workbook
import WorkbookTools

/// `imagefuzz bench FILE`: the kit's decoding time for one file, beside the reference
/// decoder's on the same file when it is installed.
///
/// Both rows give medians of the wall time and of the CPU time: on a machine shared with other
/// work, a neighbour taking the core stretches the wall time only, so the CPU time is the
/// steadier figure. The reference decoder's CPU time is its child process's, start-up included.
enum Bench {
  static func run(file: String, runs: Int) throws(ImageFuzzTool.Failure) {
    let (data, image, format) = try ImageFuzzTool.decode(file)
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    print("\(file): \(format) \(image), \(data.count) bytes; \(runs) runs each, medians")
    let ours = median(runs, cpu: Usage.process) { _ = try? Image(decoding: data) }
    print("Image(decoding:), \(build) build: \(ours)")
    let reference: ReferenceDecoder
    do {
      reference = try ReferenceDecoder.find(for: format)
    } catch {
      print("No reference row: \(error)")
      return
    }
    var failure: String?
    let theirs = median(runs, cpu: Usage.children) {
      do throws(ChildProcess.Failure) {
        let result = try ChildProcess.runBlocking(
          reference.executable, reference.timedArguments(file), timeLimit: .seconds(60))
        if !result.succeeded { failure = result.ending }
      } catch {
        failure = error.description
      }
    }
    if let failure { throw ImageFuzzTool.Failure("\(reference.name) on \(file): \(failure)") }
    print("\(reference.name): \(theirs); the kit takes \(ours.ratio(to: theirs)) its time")
  }

  /// The median wall and CPU times of `runs` calls of `body`, CPU time as `cpu` counts it.
  private static func median(_ runs: Int, cpu: () -> Double, _ body: () -> Void) -> Times {
    let clock = ContinuousClock()
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<runs {
      let startCPU = cpu()
      let wall = clock.measure(body)
      cpus.append(cpu() - startCPU)
      walls.append(Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18)
    }
    return Times(wall: walls.sorted()[runs / 2], cpu: cpus.sorted()[runs / 2])
  }

  struct Times: CustomStringConvertible {
    let wall: Double
    let cpu: Double

    var description: String {
      "\(Int((wall * 1000).rounded())) ms wall, \(Int((cpu * 1000).rounded())) ms CPU"
    }

    func ratio(to other: Times) -> String {
      let wall = (self.wall / other.wall * 10).rounded() / 10
      let cpu = (self.cpu / other.cpu * 10).rounded() / 10
      return "\(wall)× (CPU \(cpu)×)"
    }
  }

  /// CPU time in seconds, from `getrusage`.
  enum Usage {
    /// This process's.
    static func process() -> Double { seconds(of: RUSAGE_SELF) }
    /// That of this process's finished child processes.
    static func children() -> Double { seconds(of: RUSAGE_CHILDREN) }

    #if os(Linux)
      /// Glibc imports the `getrusage` selectors as an enum.
      private static func seconds(of who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(who.rawValue), &usage)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
      }
    #else
      private static func seconds(of who: Int32) -> Double {
        var usage = rusage()
        getrusage(who, &usage)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
      }
    #endif

    private static func seconds(_ time: timeval) -> Double {
      Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
  }
}
