import Testing
import WorkbookTesting

/// What the README's "For maintainers" says a student's two commands build, and what
/// `WORKBOOK_MAINTAINERS=1` adds: the manifest read both ways, as SwiftPM reads it.
@Suite("Tools: a student's build leaves the maintainers' tools and suites out", .backstop)
struct StudentBuildTests {
  /// The maintainers' programs, as the README names them.
  static let maintainersProducts: Set = ["imagefuzz", "workbook-dev"]

  /// The maintainers' tools and suites, as the README names them.
  static let maintainersTargets: Set = [
    "DecoderChecks", "ImageFuzz", "WorkbookMaintenance", "WorkbookDev", "GradingTests",
    "PagesTests", "DecoderTests", "HarnessTests", "ToolTests", "WorkbenchTests", "CheckpointsTests",
  ]

  /// The proofs a student's `swift test` runs: every chapter's, the kit's, the renderer's, the
  /// compiler's verdicts and the graders.
  static let studentSuites: Set = [
    "Chapter1Tests", "Chapter2Tests", "Chapter3Tests", "Chapter4Tests", "Chapter5Tests",
    "Chapter6Tests", "Chapter7Tests", "Chapter8Tests", "Chapter9Tests", "WorkbookTests",
    "WorkbookUITests", "DiagnosticsTests", "ExerciseTests",
  ]

  @Test("The variable adds the maintainers' tools and suites, and nothing a student needs")
  func maintainersApart() async throws {
    // Break it: in Package.swift, let `forMaintainers` be true whatever the environment says,
    // or move a student's suite into the maintainers' part.
    let student = try await PackageManifest.load(as: .student)
    let maintainers = try await PackageManifest.load(as: .maintainers)
    let studentTargets = Set(student.targets.map(\.name))
    #expect(
      Set(maintainers.targets.map(\.name)).subtracting(studentTargets) == Self.maintainersTargets)
    #expect(
      Set(maintainers.products.map(\.name)).subtracting(student.products.map(\.name))
        == Self.maintainersProducts)
    #expect(
      Self.studentSuites.subtracting(studentTargets).isEmpty,
      "a student's build lacks \(Self.studentSuites.subtracting(studentTargets).sorted())")
  }

  /// The maintainers' suites whose code runs many tasks at once: CI's ThreadSanitizer lane
  /// builds them beside a student's package, and no other of the maintainers'.
  static let laneSuites: Set = ["HarnessTests", "WorkbenchTests", "CheckpointsTests"]

  @Test(
    "The ThreadSanitizer lane builds a student's package and the suites whose code runs at once")
  func laneBuildsWhatRacesCanTouch() async throws {
    // Break it: in Package.swift, add the harness's, workbench's and checkpoints' suites for the
    // maintainers alone, or add the lane's suites to every maintainers' target.
    let student = try await PackageManifest.load(as: .student)
    let lane = try await PackageManifest.load(as: .threadSanitizerLane)
    #expect(
      Set(lane.targets.map(\.name)).subtracting(student.targets.map(\.name)) == Self.laneSuites)
    #expect(Set(lane.products.map(\.name)) == Set(student.products.map(\.name)))
  }
}
