import Foundation
import WorkbookTools

/// The package as SwiftPM reads it (`swift package dump-package`), so that tests check the
/// manifest SwiftPM builds rather than the text of Package.swift, which a regular expression
/// misreads as soon as the manifest is written another way.
public struct PackageManifest: Decodable, Sendable {
  public let products: [Product]
  public let targets: [Target]

  /// One product: what `swift run NAME` runs.
  public struct Product: Decodable, Sendable {
    public let name: String
  }

  /// One target: its name, its kind, where its sources are, its settings, and what it uses.
  public struct Target: Decodable, Sendable {
    public let name: String
    public let type: String
    public let path: String?
    public let settings: [Setting]
    public let dependencies: [Dependency]
  }

  /// What a target uses, named as the manifest names it: by name, as a target, or as a
  /// product. SwiftPM writes each as a one-key object whose list starts with the name.
  public struct Dependency: Decodable, Sendable {
    public let name: String

    private struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      guard let kind = container.allKeys.first else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "a dependency with no kind"))
      }
      var list = try container.nestedUnkeyedContainer(forKey: kind)
      name = try list.decode(String.self)
    }
  }

  /// One build setting. Only the Swift settings this package uses are read; others decode as
  /// `other`.
  public struct Setting: Decodable, Sendable {
    public let kind: Kind

    public enum Kind: Decodable, Sendable, Hashable {
      case defaultIsolation(String)
      case upcomingFeature(String)
      case swiftLanguageMode(String)
      case other

      private struct Unlabelled: Decodable { let _0: String }
      private struct Mode: Decodable { let _0: [String: String]? }
      private enum Keys: String, CodingKey {
        case defaultIsolation, enableUpcomingFeature, swiftLanguageMode
      }

      public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let value = try? container.decode(Unlabelled.self, forKey: .defaultIsolation) {
          self = .defaultIsolation(value._0)
        } else if let value = try? container.decode(
          Unlabelled.self, forKey: .enableUpcomingFeature)
        {
          self = .upcomingFeature(value._0)
        } else if container.contains(.swiftLanguageMode) {
          self = .swiftLanguageMode("set")
        } else {
          self = .other
        }
      }
    }
  }

  /// The target called `name`.
  public func target(_ name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// Whose build a manifest is read as: Package.swift adds targets by the environment.
  public enum Build: Sendable {
    /// A student's: none of the switches below.
    case student
    /// `WORKBOOK_MAINTAINERS=1`: every tool and suite.
    case maintainers
    /// `WORKBOOK_TSAN=1` alone: CI's ThreadSanitizer lane.
    case threadSanitizerLane

    /// The switches this build sets, each on or off.
    var switches: [WorkbookVariable: Bool] {
      [.maintainers: self == .maintainers, .threadSanitizerLane: self == .threadSanitizerLane]
    }
  }

  /// Reads the manifest of the package at `root` (this package by default) as SwiftPM does.
  ///
  /// It runs `swift package dump-package` with a scratch folder of its own, so it never waits
  /// for the lock of the build that is running the tests, and without the switches that
  /// leave targets out (`WORKBOOK_EXCLUDE`, `WORKBOOK_GRADING`: a mutant run sets them), so
  /// it reads every target a student's build has.
  ///
  /// - Parameter build: read the manifest as that build sees it, whatever this run's
  ///   environment says; nil, as this run's.
  public static func load(
    root: URL = ExerciseFile.packageRoot, as build: Build? = nil
  ) async throws -> PackageManifest {
    let scratch = try TemporaryFolder()
    let swift = try SwiftCompiler.swiftDriver()
    var environment = ProcessInfo.processInfo.environment.filter {
      $0.key != WorkbookVariable.exclude.name && $0.key != WorkbookVariable.grading.name
    }
    for (variable, on) in build?.switches ?? [:] {
      environment[variable.name] = on ? "1" : nil
    }
    let output = try await ChildProcess.run(
      URL(fileURLWithPath: swift.executable),
      swift.leadingArguments + [
        "package", "--package-path", root.path, "--scratch-path", scratch.url.path,
        "dump-package",
      ],
      environment: environment, timeLimit: .seconds(120), separateErrors: true)
    guard output.succeeded else {
      throw ChildProcess.Failure(
        "swift package dump-package failed (\(output.ending)):\n\(output.output)")
    }
    return try JSONDecoder().decode(PackageManifest.self, from: Data(output.output.utf8))
  }
}
