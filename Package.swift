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
    .executable(name: "chapter1", targets: ["Chapter1"]),
  ],
  targets: [
    // MARK: - The kit

    .target(
      name: "Workbook",
      resources: [.copy("Resources/Samples")],
      swiftSettings: librarySettings
    ),

    // MARK: - Chapters (Embrace Swift concurrency)

    .executableTarget(
      name: "Chapter1",
      dependencies: ["Workbook"],
      swiftSettings: approachableConcurrency
    ),

    // MARK: - Tests

    /// What every test target shares: tags, temporary folders.
    .target(
      name: "WorkbookTesting",
      swiftSettings: librarySettings
    ),

    .testTarget(
      name: "WorkbookTests",
      dependencies: ["Workbook", "WorkbookTesting"],
      swiftSettings: librarySettings
    ),
    /// The pages stay true to the code: links resolve, code shown is code in the module.
    .testTarget(
      name: "PagesTests",
      swiftSettings: librarySettings
    ),
    .testTarget(
      name: "Chapter1Tests",
      dependencies: ["Chapter1", "Workbook", "WorkbookTesting"],
      swiftSettings: approachableConcurrency
    ),
  ]
)
