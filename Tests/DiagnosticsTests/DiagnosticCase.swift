import Foundation
import Testing

/// One file of `Cases/`: code from a talk, and the verdict the compiler must give on it.
///
/// A file is named after the talk and the timestamp it follows, then what it shows, then its
/// verdict: `Embrace-19_19-ScaleWhileDisplaying.rejected.swift`. A rejected case marks each
/// diagnostic it expects with an `expected-error` or `expected-note` comment; an accepted case
/// has none, and must compile without a single diagnostic; a warned case compiles, with the
/// warnings (and their notes) its `expected-warning` comments expect, and no error.
struct DiagnosticCase: Sendable, Hashable, CustomTestStringConvertible {
  /// What the compiler must say about the file.
  enum Verdict: String, Sendable {
    /// It compiles cleanly: no error, no warning.
    case accepted
    /// It is refused with exactly the diagnostics its comments expect.
    case rejected
    /// It compiles, with exactly the warnings and notes its comments expect: the compiler
    /// accepts the code but says something of it.
    case warned
  }

  /// The file's name inside `Cases/`.
  let fileName: String

  /// Where the file is: beside this source file, so a clean clone finds it.
  var url: URL { Self.folder.appendingPathComponent(fileName) }

  /// The verdict its name asks for, or nil if the name says neither.
  var verdict: Verdict? {
    let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
    return stem.split(separator: ".").last.flatMap { Verdict(rawValue: String($0)) }
  }

  var testDescription: String { fileName }

  /// The `Cases/` folder. It is excluded from the test target in Package.swift: its files are
  /// compiled one by one, by the tests, never into the target.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Cases", isDirectory: true)

  /// The Swift files found in `Cases/`.
  static var discovered: Set<String> {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return Set(names.filter { $0.hasSuffix(".swift") })
  }

  /// Every file in `Cases/`, and every required case even if its file is gone, so that a
  /// deleted case fails instead of silently not running.
  static var all: [DiagnosticCase] {
    discovered.union(required).sorted().map(DiagnosticCase.init)
  }

  /// The cases the chapters quote: each talk's racy code and its fix, by talk and timestamp.
  static let required: Set<String> = [
    // Embrace Swift concurrency
    "Embrace-11_30-ConcurrentDecodeReadsCache.rejected.swift",
    "Embrace-12_37-CacheCheckInCaller.accepted.swift",
    "Embrace-13_10-NonisolatedAsyncStaysOnCaller.accepted.swift",
    "Embrace-13_10-ConcurrentAsyncLeavesCaller.rejected.swift",
    "Embrace-15_18-CapturedVarChangedAfterSending.rejected.swift",
    "Embrace-15_18-CaptureListCopiesValue.accepted.swift",
    "Embrace-15_18-CapturedVarOnTheMainActor.warned.swift",
    "Embrace-16_56-SendableValueTypes.accepted.swift",
    "Embrace-16_56-NonisolatedClassCrossesIsolation.rejected.swift",
    "Embrace-16_56-SendableStructHoldsClass.rejected.swift",
    "Embrace-16_56-MainActorStructHoldsClass.rejected.swift",
    "Embrace-16_56-MainActorConformanceUsedOnPool.rejected.swift",
    "Embrace-17_16-ActorReturnsItsState.rejected.swift",
    "Embrace-17_16-PostClassInAndOutOfActor.rejected.swift",
    "Embrace-17_25-FreshImageReturnedToMainActor.accepted.swift",
    "Embrace-17_25-FreshImageLentToConcurrentFunction.accepted.swift",
    "Embrace-17_25-CachedImageSentToConcurrentFunction.rejected.swift",
    "Embrace-19_19-ScaleWhileDisplaying.rejected.swift",
    "Embrace-20_38-ScaleThenDisplay.accepted.swift",
    "Embrace-20_54-ConcurrentScaleThenDisplay.accepted.swift",
    "Embrace-21_11-MutateAfterSending.rejected.swift",
    "Embrace-21_20-MutateBeforeSending.accepted.swift",
    "Embrace-21_20-UnprotectedClassSendable.rejected.swift",
    "Embrace-22_06-ClosureRunsAfterDelay.accepted.swift",
    "Embrace-22_06-SendableClosureCapturesImage.rejected.swift",
    "Embrace-22_06-ClosureRunsInAnotherTask.rejected.swift",
    "Embrace-22_06-ClosureSentToConcurrentFunction.rejected.swift",
    "Embrace-23_47-ConcurrentCodeTouchesManagerState.rejected.swift",
    "Embrace-23_47-ManagerCallsAwaited.accepted.swift",
    "Embrace-25_10-NetworkManagerActor.accepted.swift",
    "Embrace-25_10-ActorStateNeedsAwait.rejected.swift",
    "Embrace-25_10-ActorReturnsNonSendableState.rejected.swift",
    // Code-along: Elevate an app with Swift concurrency
    "CodeAlong-3_42-LoadPhotoNotAsync.rejected.swift",
    "CodeAlong-3_42-LoadPhotoMissingAwait.rejected.swift",
    "CodeAlong-6_29-LoadPhotoAsync.accepted.swift",
    "CodeAlong-12_30-ConcurrentProcessCallsMainActorHelpers.rejected.swift",
    "CodeAlong-14_13-NonisolatedPhotoProcessor.accepted.swift",
    "CodeAlong-18_44-SharedColorExtractor.rejected.swift",
    "CodeAlong-18_44-OneAsyncLetSendsSelf.rejected.swift",
    "CodeAlong-20_55-LocalColorExtractor.accepted.swift",
    "CodeAlong-24_20-VisualEffectReadsViewModel.rejected.swift",
    "CodeAlong-24_20-VisualEffectCaptureList.accepted.swift",
    "CodeAlong-24_20-SchemeCarouselReadsSelection.rejected.swift",
    "CodeAlong-26_15-ConcurrentTaskAwaitsModel.accepted.swift",
    "CodeAlong-26_15-ConcurrentTaskReachesNonisolatedModel.rejected.swift",
    "CodeAlong-29_00-ProcessAllPhotosTaskGroup.accepted.swift",
    // Explore concurrency in SwiftUI
    "SwiftUI-2_13-ViewMembersOnMainActor.rejected.swift",
    "SwiftUI-2_13-TaskInBodyCallsNonisolatedModel.accepted.swift",
    "SwiftUI-7_17-ShapeRefiningViewNeedsNonisolated.rejected.swift",
    "SwiftUI-7_17-ShapeRefiningViewNonisolatedPath.accepted.swift",
    "SwiftUI-7_17-VisualEffectReadsStateProperty.rejected.swift",
    "SwiftUI-7_17-VisualEffectReadsStoredLet.accepted.swift",
    "SwiftUI-13_47-PulseCaptureList.accepted.swift",
    "SwiftUI-23_47-MutexMakesClassSendable.accepted.swift",
    // Quoted by the chapter pages
    "Workbook-01-ConcurrentNeedsAsync.rejected.swift",
    "Workbook-02-MissingAwait.rejected.swift",
  ]
}
