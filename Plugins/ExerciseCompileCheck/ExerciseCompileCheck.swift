import Foundation
import PackagePlugin

/// Runs the compile check before an exercise module is built: `swift test` stops at the first
/// module that does not compile and ends with only the compiler's errors, which do not say that
/// the others can still be graded. The check compiles the exercise's files alone (up to SIL, writing
/// nothing), as the build will, and prints a note naming the exercise when they do not compile.
///
/// It runs again whenever one of the exercise's files changes and, once the exercise is
/// started, costs a compile of a few dozen lines against the kit's already built modules.
@main
struct ExerciseCompileCheck: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let files = module.sourceFiles(withSuffix: "swift").map(\.url)
    let conditions = Set(module.compilationConditions)
    // The build needs one output to order the check before the compile: an empty source file.
    let output = context.pluginWorkDirectoryURL.appending(path: "CompileCheck.swift")
    let arguments =
      [
        "--output", output.path, "--module", module.moduleName,
        "--swiftc", try context.tool(named: "swiftc").url.path,
        "--cache", context.pluginWorkDirectoryURL.appending(path: "ModuleCache").path,
        "--folder", module.directoryURL.path,
      ]
      + (conditions.contains("EXERCISE_LIBRARY") ? ["--library"] : [])
      + (conditions.contains("EXERCISE_SWIFT5") ? ["--swift5"] : [])
      + ["--"] + files.map(\.path)
    return [
      .buildCommand(
        displayName: "Checking that \(module.moduleName) compiles",
        executable: try context.tool(named: "CompileCheck").url,
        arguments: arguments,
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
