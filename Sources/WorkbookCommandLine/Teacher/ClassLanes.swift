import Foundation
import Workbook
import WorkbookGrading
import WorkbookTools

/// Students graded side by side: each lane a child run of `workbook class FOLDER STUDENT` with
/// a copy and build folder of its own (`lane-N` under the scratch folder), since two builds
/// cannot share one, and the grading engine runs on one thread (the main actor) of its
/// process. A lane takes the next student as soon as it is free, so a student graded quickly
/// does not hold a lane a slower one could use.
///
/// The child keeps the student's grade in the class's output folder, where it always goes;
/// the parent reads it from there once the child has ended, and says the student's line.
struct ClassLanes {
  /// One student to grade: their folder's name, and where their grade is kept.
  struct Student: Sendable {
    let index: Int
    let name: String
    let kept: URL
  }

  /// What one child run ended with.
  struct Ended: Sendable {
    let student: Student
    let lane: Int
    let result: Result<ChildProcess.Result, CLIError>
  }

  /// How many lanes.
  let count: Int
  /// The scratch folder the lanes' folders go in.
  let base: URL
  /// The words every child run is given, after the student's name: the class's output
  /// folder, `--again`, the timeout, the teacher's package.
  let arguments: [String]
  /// How long a child may run: a build, then every exercise's grader at its own limit.
  let timeLimit: Double

  /// The folder lane `lane` (from 1) builds in.
  func folder(ofLane lane: Int) -> URL {
    base.appendingPathComponent("lane-\(lane)")
  }

  /// Grades `students` in `count` child runs at a time, calling `ended` on the calling thread
  /// as each one ends, in the order they end.
  func grade(_ students: [Student], folder classFolder: String, _ ended: (Ended) -> Void) {
    guard !students.isEmpty else { return }
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let lanes = (1...min(count, students.count)).map { self.folder(ofLane: $0) }
    // Lane N takes student N first, then each lane the next one left when it is free.
    let next = Locked(lanes.count)
    let done = Locked([Ended]())
    let oneEnded = DispatchSemaphore(value: 0)
    let (arguments, timeLimit) = (arguments, timeLimit)
    // A thread per lane, each waiting on its child run: more lanes than cores still run at once.
    for lane in lanes.indices {
      Thread {
        var item = lane
        while item < students.count {
          let student = students[item]
          let result = Result { () throws(CLIError) -> ChildProcess.Result in
            try Subprocess.run(
              executable,
              [
                "class", classFolder, student.name, CommandLineOption.lanes.name, "1",
                CommandLineOption.scratchPath.name, lanes[lane].path,
              ] + arguments,
              in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
              timeout: timeLimit)
          }
          done.withLock { $0.append(Ended(student: student, lane: lane + 1, result: result)) }
          oneEnded.signal()
          item = next.withLock { taken in
            defer { taken += 1 }
            return taken
          }
        }
      }.start()
    }
    for _ in students {
      oneEnded.wait()
      let latest = done.withLock { $0.removeFirst() }
      ended(latest)
    }
  }
}
