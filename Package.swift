// swift-tools-version: 6.2
import PackageDescription

// MARK: - Settings

/// The settings every chapter module is built with: the ones Xcode 26 gives a new app,
/// which the talks assume.
///
/// - `defaultIsolation(MainActor.self)`: code runs on the main actor unless it says otherwise.
/// - `NonisolatedNonsendingByDefault` (SE-0461): a nonisolated async function runs on its
///   caller's actor instead of hopping to the concurrent pool; `@concurrent` opts out.
/// - `InferIsolatedConformances` (SE-0470): a main-actor type's protocol conformances are
///   main-actor isolated too.
///
/// Swift 6.3 can say all of this with one `ApproachableConcurrency` flag; Swift 6.2 cannot,
/// so the features are listed one by one.
let approachableConcurrency: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

/// The kit is a library, so it stays nonisolated by default and lets its callers decide
/// where its code runs (Embrace Swift concurrency, 13:10).
let librarySettings: [SwiftSetting] = [
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "ConcurrencyWorkbook",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Workbook", targets: ["Workbook"]),
    .library(name: "WorkbookUI", targets: ["WorkbookUI"]),
    .library(name: "Checkpoints", targets: ["Checkpoints"]),
    .executable(name: "chapter1", targets: ["Chapter1Program"]),
    .executable(name: "chapter2", targets: ["Chapter2Program"]),
    .executable(name: "chapter3", targets: ["Chapter3Program"]),
    .executable(name: "chapter4", targets: ["Chapter4Program"]),
    .executable(name: "chapter5", targets: ["Chapter5Program"]),
    .executable(name: "chapter6", targets: ["Chapter6Program"]),
    .executable(name: "chapter7", targets: ["Chapter7Program"]),
    .executable(name: "chapter8", targets: ["Chapter8Program"]),
    .executable(name: "chapter9", targets: ["Chapter9Program"]),
    .executable(name: "workbench", targets: ["Workbench"]),
    .executable(name: "workbook", targets: ["WorkbookCLI"]),
  ],
  targets: [
    // MARK: - Tools for the outside world

    /// One way to do each job that reaches outside the program: seeded random numbers, the
    /// environment variables the workbook reads, finding a program on PATH. The CLI, the test
    /// helpers, the decoder checks (`imagefuzz`) and the tests use it.
    .target(
      name: "WorkbookTools",
      swiftSettings: librarySettings
    ),

    // MARK: - The kit

    .target(
      name: "Workbook",
      dependencies: ["WorkbookTools"],
      resources: [.copy("Resources/Samples")],
      swiftSettings: librarySettings
    ),
    /// A small renderer that divides its work as SwiftUI does (chapter 9): bodies on the main
    /// actor, `@Sendable` callbacks on its own queue. Nonisolated by default, like the kit.
    .target(
      name: "WorkbookUI",
      dependencies: ["Workbook"],
      swiftSettings: librarySettings
    ),

    // MARK: - Benchmark

    /// What the workbench measures and how: its command line and the plan read from it (which
    /// chapter runs, with which options, how many times), the runs of the chapters' binaries,
    /// the sticker work it times in its own process, and its tables. A library, so that the
    /// maintainers' `WorkbenchTests` check the plan and the figures without running a chapter.
    .target(
      name: "WorkbenchKit",
      dependencies: ["WorkbookTools", "Workbook"],
      swiftSettings: approachableConcurrency
    ),
    /// Runs chapters 1, 2 and 4 on the same images and compares their hangs, then chapter 7's
    /// two network managers, then chapter 8 at two of its stages (`swift run -c release
    /// workbench`, a Try it of chapters 4, 7 and 8). It runs their binaries, which it cannot
    /// import; depending on them makes the package build them beside it.
    .executableTarget(
      name: "Workbench",
      dependencies: [
        "WorkbenchKit", "WorkbookTools", "Chapter1Program", "Chapter2Program", "Chapter4Program",
        "Chapter7Program", "Chapter8Program",
      ],
      swiftSettings: approachableConcurrency
    ),

    // MARK: - The learner CLI and grading

    /// The grading engine: finding the workbook, building and running an exercise's grader,
    /// reading its verdict, and the reports a student and a class get. The command lines of
    /// students, teachers and maintainers all grade with it.
    .target(
      name: "WorkbookGrading",
      dependencies: ["WorkbookTools", "Workbook"],
      swiftSettings: approachableConcurrency
    ),
    /// The commands of `swift run workbook`, in rooms: the shell that parses a command line and
    /// writes the help, the learner's commands (progress, hint, watch, solution, reset,
    /// predict), and the teacher's (grade, class).
    .target(
      name: "WorkbookCommandLine",
      dependencies: ["WorkbookTools", "Workbook", "WorkbookGrading", "Checkpoints"],
      swiftSettings: approachableConcurrency
    ),
    /// `swift run workbook`: the learner's and the teacher's commands, nothing else.
    .executableTarget(
      name: "WorkbookCLI",
      dependencies: ["WorkbookCommandLine"],
      swiftSettings: approachableConcurrency
    ),
    /// The scenes of `workbook predict N`, one per chapter, on the kit: small enough that the
    /// CLI runs them for real without building the nine chapters into it. Built like a
    /// chapter, since each scene is a piece of its chapter's app.
    .target(
      name: "Checkpoints",
      dependencies: ["Workbook", "WorkbookUI"],
      swiftSettings: approachableConcurrency
    ),
    // MARK: - Tests

    /// What every test target shares: tags, temporary folders, the gated test network,
    /// traced runs, suspension probes, the compiler runner. It depends on the kit, as
    /// swift-argument-parser's test-helper target depends on its library.
    .target(
      name: "WorkbookTesting",
      dependencies: ["Workbook", "WorkbookTools", "WorkbookTestingBoot"],
      swiftSettings: librarySettings
    ),
    // Installs WorkbookTesting's counting executors when a test binary starts (see its
    // Scene/SceneExecutors.swift): only test targets link it.
    .target(name: "WorkbookTestingBoot"),

    .testTarget(
      name: "WorkbookTests",
      dependencies: ["Workbook", "WorkbookTesting", "WorkbookTools"],
      swiftSettings: librarySettings
    ),
    /// What the compiler must reject or accept: each case in `Cases/` is compiled on its own
    /// by the tests, never into the target; `RaceDemo/` is the race ThreadSanitizer must see.
    .testTarget(
      name: "WorkbookUITests",
      dependencies: ["WorkbookUI", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "DiagnosticsTests",
      dependencies: ["WorkbookTesting", "WorkbookTools"],
      exclude: ["Cases", "RaceDemo"],
      swiftSettings: librarySettings
    ),
    .testTarget(
      name: "Chapter1Tests",
      dependencies: ["Chapter1", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter2Tests",
      dependencies: ["Chapter2", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter3Tests",
      dependencies: ["Chapter3", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter4Tests",
      dependencies: ["Chapter4", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter5Tests",
      dependencies: ["Chapter5", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter6Tests",
      dependencies: ["Chapter6", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter7Tests",
      dependencies: ["Chapter7", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter8Tests",
      dependencies: ["Chapter8", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    .testTarget(
      name: "Chapter9Tests",
      dependencies: ["Chapter9", "Workbook", "WorkbookUI", "WorkbookTesting", "TSanSuppressions"],
      swiftSettings: approachableConcurrency
    ),
    /// The ThreadSanitizer lane's one suppression, compiled into the test binary: chapter 9's
    /// Mutex file (Tests/TSanSuppressions/suppressions.c says why).
    .target(
      name: "TSanSuppressions",
      path: "Tests/TSanSuppressions"
    ),
  ]
)

// MARK: - Chapters, appended to the package

/// A chapter: its module, `Sources/ChapterN`, a library that its tests import, and its program,
/// `swift run chapterN`, whose `Program/main.swift` only starts the module's demo. Built with the
/// settings of a new app (`approachableConcurrency`), like the code the talks show.
func chapter(_ number: Int, uses kit: [Target.Dependency] = ["Workbook"]) -> [Target] {
  [
    .target(
      name: "Chapter\(number)",
      dependencies: kit,
      exclude: ["Program"],
      swiftSettings: approachableConcurrency
    ),
    .executableTarget(
      name: "Chapter\(number)Program",
      dependencies: [.target(name: "Chapter\(number)")],
      path: "Sources/Chapter\(number)/Program",
      swiftSettings: approachableConcurrency
    ),
  ]
}

// Chapters 1 to 7 follow "Embrace Swift concurrency", chapter 8 "Code-along: Elevate an app
// with Swift concurrency", chapter 9 "Explore concurrency in SwiftUI" (on the renderer).
package.targets += (1...8).flatMap { chapter($0) } + chapter(9, uses: ["Workbook", "WorkbookUI"])

// MARK: - Exercises, appended to the package
//
// Everything above always exists. The exercise modules and their graders are added below,
// from one list, because the grading command builds them in variants: from Solutions/
// instead of Exercises/, without an exercise that does not compile, or alone.

/// One classroom exercise (Exercises/README.md): a small module of its own, built from the
/// student's file in `Exercises/FOLDER`, graded by `Tests/ExerciseTests/CHAPTER/MODULETests.swift`.
struct Exercise {
  /// Its number: chapter, then exercise, `1.2`.
  let id: String
  /// Its folder inside `Exercises/` and `Solutions/`: `01-single-threaded/1.2-bad-file`.
  let folder: String
  /// Whether it is built like the kit (nonisolated by default) rather than like the chapters.
  var isLibrary = false
  /// Whether it is built in Swift 5 mode, for a starter that Swift 6 rejects (`swift5Mode`).
  var isSwift5 = false
  /// What it imports: the kit, and for chapter 9 the renderer too.
  var dependencies: [Target.Dependency] = ["Workbook"]

  /// How it is built, and the same said as conditions the compile check can read (a build
  /// plugin sees a target's conditions, not its other settings): `EXERCISE_LIBRARY`,
  /// `EXERCISE_SWIFT5`.
  var settings: [SwiftSetting] {
    let base = isLibrary ? librarySettings : approachableConcurrency
    let built = isSwift5 ? swift5Mode(base) : base
    return built + (isLibrary ? [.define("EXERCISE_LIBRARY")] : [])
      + (isSwift5 ? [.define("EXERCISE_SWIFT5")] : [])
  }

  /// The module: `Exercise1_2` for exercise 1.2.
  var module: String { "Exercise" + String(id.map { $0 == "." ? "_" : $0 }) }
  /// Its grader, inside Tests/ExerciseTests: `01-single-threaded/Exercise1_2Tests.swift`.
  var grader: String { folder.prefix { $0 != "/" } + "/\(module)Tests.swift" }
}

/// For an exercise whose starting code the Swift 6 language mode rejects: Swift 5 mode with
/// complete concurrency checking, so the starter builds; its grader compiles the student's
/// file in Swift 6 mode and quotes each error in its failure. The module's warnings are
/// silenced, so that a fresh clone's `swift test` shows none a student must wonder about:
/// the grader shows the same findings, as errors, once the exercise is started.
func swift5Mode(_ settings: [SwiftSetting]) -> [SwiftSetting] {
  settings + [
    .swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency"),
    .unsafeFlags(["-suppress-warnings"]),
  ]
}

/// Every exercise, in the order a student meets them.
let exercises: [Exercise] = [
  Exercise(id: "1.1", folder: "01-single-threaded/1.1-cache-hit"),
  Exercise(id: "1.2", folder: "01-single-threaded/1.2-bad-file"),
  Exercise(
    id: "1.3", folder: "01-single-threaded/1.3-shared-cache",
    isLibrary: true, isSwift5: true),
  Exercise(id: "2.1", folder: "02-asynchronous-tasks/2.1-failed-request"),
  Exercise(id: "2.2", folder: "02-asynchronous-tasks/2.2-free-while-waiting"),
  Exercise(id: "3.1", folder: "03-interleaving/3.1-news-and-image"),
  Exercise(id: "3.2", folder: "03-interleaving/3.2-preview-first"),
  Exercise(id: "4.1", folder: "04-concurrent-functions/4.1-decode-on-the-pool"),
  Exercise(
    id: "4.2", folder: "04-concurrent-functions/4.2-concurrent-cache",
    isSwift5: true),
  Exercise(id: "4.3", folder: "04-concurrent-functions/4.3-library-decoder"),
  Exercise(id: "5.1", folder: "05-sharing-data/5.1-request-keeps-its-size"),
  Exercise(
    id: "5.2", folder: "05-sharing-data/5.2-request-that-travels",
    isSwift5: true),
  Exercise(
    id: "6.1", folder: "06-classes/6.1-change-before-sending",
    isSwift5: true),
  Exercise(id: "6.2", folder: "06-classes/6.2-main-actor-only-displays"),
  Exercise(id: "7.1", folder: "07-actors/7.1-manager-off-main"),
  Exercise(id: "7.2", folder: "07-actors/7.2-one-connection-per-url"),
  Exercise(id: "8.1", folder: "08-sticker-app/8.1-side-by-side"),
  Exercise(
    id: "8.2", folder: "08-sticker-app/8.2-one-extractor-each",
    isSwift5: true),
  Exercise(id: "8.3", folder: "08-sticker-app/8.3-every-photo-at-once"),
  Exercise(
    id: "9.1", folder: "09-swiftui/9.1-capture-pulse", dependencies: ["Workbook", "WorkbookUI"]),
  Exercise(
    id: "9.2", folder: "09-swiftui/9.2-loading-first", dependencies: ["Workbook", "WorkbookUI"]),
  Exercise(
    id: "9.3", folder: "09-swiftui/9.3-sendable-cache",
    isSwift5: true),
]

// MARK: - The maintainers' tools and suites, appended to the package
//
// A student's `swift test` builds and runs what a student needs: the chapters, the kit, the
// renderer, the exercises and their graders, and the proofs of each, the compiler's verdicts
// among them. The maintainers' tools (the decoders' fuzzer, `workbook-dev`) and the suites
// that check them, the grading tools, the pages, the image decoders, the test harness, the
// workbench and the learner command's checkpoints are added only when the environment says
// so, so that a student's two commands never build them.

/// `WORKBOOK_MAINTAINERS=1`: add the maintainers' tools and suites (README.md, "For maintainers"),
/// the harness's, the workbench's and the checkpoints' among them (below).
let forMaintainers = Context.environment["WORKBOOK_MAINTAINERS"] == "1"

if forMaintainers {
  package.products += [
    .executable(name: "imagefuzz", targets: ["ImageFuzz"]),
    .executable(name: "workbook-dev", targets: ["WorkbookDev"]),
  ]
  package.targets += [
    /// What the decoders' long runs and their tests share: the one mutator and fuzz loop, the
    /// pixel difference, the reference decoders (djpeg, libpng's pngtopnm), and the commands of
    /// `imagefuzz`, kept here so that the tests can run them without an executable.
    .target(
      name: "DecoderChecks",
      dependencies: ["Workbook", "WorkbookTools"],
      swiftSettings: librarySettings
    ),
    /// The decoders' checks too slow for `swift test`: `swift run -c release imagefuzz fuzz
    /// --format png` (100 000 damaged files), `imagefuzz bench FILE` (decoding time beside the
    /// reference decoder) and `imagefuzz compare FILE` (pixels beside the reference decoder's).
    .executableTarget(
      name: "ImageFuzz",
      dependencies: ["DecoderChecks"],
      swiftSettings: librarySettings
    ),
    /// What keeps the graders and the pages honest: the graders' corpus, the mutants and their
    /// bookkeeping, the claims index, and checking the reference solutions.
    .target(
      name: "WorkbookMaintenance",
      dependencies: ["WorkbookTools", "WorkbookGrading", "WorkbookCommandLine"],
      swiftSettings: approachableConcurrency
    ),
    /// `swift run workbook-dev`: the maintainers' commands (verify, submissions, mutants).
    .executableTarget(
      name: "WorkbookDev",
      dependencies: ["WorkbookCommandLine", "WorkbookMaintenance"],
      swiftSettings: approachableConcurrency
    ),
    /// The grading tools, the learner's and the teacher's commands, and the maintainers'.
    /// `Submissions/` is the graders' corpus, graded by `workbook-dev submissions`, and
    /// `Uncaught/` the wrong answers the graders do not catch yet, `BlindRounds/` each blind
    /// round's answers as written: never compiled into the tests.
    .testTarget(
      name: "GradingTests",
      dependencies: [
        "WorkbookGrading", "WorkbookCommandLine", "WorkbookMaintenance", "Checkpoints", "Workbook",
        "WorkbookTesting", "WorkbookTools",
      ],
      exclude: ["Submissions", "Uncaught", "BlindRounds"],
      swiftSettings: approachableConcurrency
    ),
    /// The pages and the sources stay true: links resolve, code shown is code in the module,
    /// recorded figures match their records, and every sleep and continuation says why. It
    /// reads each chapter's recorded trace with the check the kit's tests use.
    .testTarget(
      name: "PagesTests",
      dependencies: ["WorkbookTesting", "WorkbookTools"],
      swiftSettings: librarySettings
    ),
    /// The image decoders' and encoders' checks: conformance suites, damaged files, fuzz runs
    /// and comparisons with the reference decoders, on the fixtures in `Fixtures/`.
    .testTarget(
      name: "DecoderTests",
      dependencies: ["Workbook", "WorkbookTesting", "WorkbookTools", "DecoderChecks"],
      resources: [.copy("Fixtures")],
      swiftSettings: librarySettings
    ),
    /// The maintainers' programs end by the rule every program follows.
    .testTarget(
      name: "ToolTests",
      dependencies: ["WorkbookTesting"],
      swiftSettings: librarySettings
    ),
  ]
}

/// `WORKBOOK_TSAN=1`: CI's ThreadSanitizer lane (.ci/run), which builds a student's package
/// and these three suites of the maintainers' with the sanitizer. Their code runs many tasks at
/// once; the other maintainers' suites check code that runs one thing at a time, or in child
/// processes the sanitizer does not see, and the lane leaves them to the plain run.
let forThreadSanitizerLane = Context.environment["WORKBOOK_TSAN"] == "1"

if forMaintainers || forThreadSanitizerLane {
  package.targets += [
    /// The checkpoints of `workbook predict N`: every scene gives one answer, run after run (100
    /// runs each); the answers read from the trace; the command's words. The scenes are the
    /// learner command's, as the grading engine is: their proofs are the maintainers', with it.
    .testTarget(
      name: "CheckpointsTests",
      dependencies: ["Checkpoints", "WorkbookCommandLine", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
    /// The test harness's own proofs: a scene's wait ends settled or stuck, never by a clock
    /// alone, and the order explorer visits every order.
    .testTarget(
      name: "HarnessTests",
      dependencies: ["Workbook", "WorkbookTesting", "WorkbookTools"],
      swiftSettings: librarySettings
    ),
    /// What the workbench runs, read from its command line (each chapter, with which options,
    /// how many times), run with a launcher that runs no chapter; the sticker arrangements it
    /// times, held at the kit's gate; its CPU ratio on given clocks; its half-size photos.
    .testTarget(
      name: "WorkbenchTests",
      dependencies: ["WorkbenchKit", "Workbook", "WorkbookTesting", "WorkbookTools"],
      swiftSettings: approachableConcurrency
    ),
  ]
}

/// Switches for the grading command (`swift run workbook grade`), read from the environment.
enum Grading {
  /// `WORKBOOK_SOLUTIONS=1`: build the reference solutions in `Solutions/` instead.
  static let solutions = Context.environment["WORKBOOK_SOLUTIONS"] == "1"
  /// `WORKBOOK_EXCLUDE=1.2,2.1`: leave out exercises whose code does not compile, so that
  /// the others still build and are graded.
  static let excluded = Set(
    (Context.environment["WORKBOOK_EXCLUDE"] ?? "").split(separator: ",").map(String.init))
  /// `WORKBOOK_GRADING=1`: build only what the graders need (not the chapters, their tests or
  /// the CLI), so that grading builds little and nothing else can break it.
  static let gradersOnly = Context.environment["WORKBOOK_GRADING"] == "1"
}

/// Before an exercise is compiled, the compile check compiles its files on their own and,
/// if they do not compile, says which exercise stopped the build and how to grade the others
/// (`swift test` itself can only print the errors and stop). Grading builds leave it out: the
/// grading command says the same in its own words.
package.targets += [
  .executableTarget(
    name: "CompileCheck",
    dependencies: ["WorkbookTools"],
    swiftSettings: librarySettings
  ),
  .plugin(
    name: "ExerciseCompileCheck",
    capability: .buildTool(),
    dependencies: ["CompileCheck"]
  ),
]

let builtExercises = exercises.filter { !Grading.excluded.contains($0.id) }
package.targets += builtExercises.map { exercise in
  .target(
    name: exercise.module,
    dependencies: exercise.dependencies,
    path: (Grading.solutions ? "Solutions/" : "Exercises/") + exercise.folder,
    swiftSettings: exercise.settings,
    plugins: Grading.gradersOnly ? [] : ["ExerciseCompileCheck"]
  )
}
/// The graders, one suite per exercise; each skips its exercise until it is started.
package.targets.append(
  .testTarget(
    name: "ExerciseTests",
    dependencies: ["Workbook", "WorkbookUI", "WorkbookTesting"]
      + builtExercises.map { .target(name: $0.module) },
    exclude: exercises.filter { Grading.excluded.contains($0.id) }.map(\.grader),
    swiftSettings: approachableConcurrency
      + (Grading.solutions ? [.define("WORKBOOK_SOLUTIONS")] : [])
  ))

if Grading.gradersOnly {
  let needed = Set(
    [
      "WorkbookTools", "Workbook", "WorkbookUI", "WorkbookTesting", "WorkbookTestingBoot",
      "ExerciseTests",
    ]
      + builtExercises.map(\.module))
  package.targets.removeAll { !needed.contains($0.name) }
  package.products.removeAll()
}

// MARK: - Build settings of the tests and of the rest

/// The tests and their helpers are built with line tables only, not with all the debug
/// information (types, variables) a debug build asks for: a crash's backtrace still names each
/// frame's file and line, and a fresh clone's first `swift test` compiles the tests in less time
/// (a test file's compile took about a tenth less CPU time, measured on Linux with Swift 6.3.1).
/// The kit, the chapters and the exercises keep all of it, for a debugger. SwiftPM writes its
/// own `-g` after a target's settings, so the setting goes to the frontend, where it comes last.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-gline-tables-only"])]

/// A debug build indexes each target as it compiles it, for an editor's jump to definition, and
/// with it the toolchain's modules, which the first compile of a fresh clone must then build
/// from their interfaces, in the way of everything else. Every target but the tests leaves the
/// toolchain's modules out, so that `swift run chapterN` never waits for them. The tests index
/// them, as the test-discovery target SwiftPM adds does whatever the settings say: the first test
/// helper's compile then builds them while the exercises compile, not the discovery target at the
/// end with nothing beside it.
/// Measured side by side on Linux with Swift 6.3.1, two fresh clones of each on two cores: with
/// them indexed everywhere, `swift run chapter1` took 33.4 and 34.8 s, and `swift test -q` after
/// it brought the two to 168.5 and 179.9 s; as here, 24.4 and 25.1 s, then 156.1 and 168.6 s.
let programSettings: [SwiftSetting] = [.unsafeFlags(["-index-ignore-system-modules"])]

for target in package.targets where target.type != .plugin && target.type != .system {
  let isTest = target.type == .test || target.name == "WorkbookTesting"
  target.swiftSettings = (target.swiftSettings ?? []) + (isTest ? testSettings : programSettings)
}
