import Foundation

// The compile check behind Plugins/ExerciseCompileCheck: compiles one exercise's files as its
// module is built, writing nothing, and if they do not compile, prints which exercise stops
// `swift test` and how to grade the others meanwhile. It never fails the build itself: the
// compiler, which runs next, reports the errors.

let request = CheckRequest(CommandLine.arguments.dropFirst())
// The build expects the output whatever the verdict, and an empty Swift file changes nothing.
_ = FileManager.default.createFile(
  atPath: request.output, contents: Data("// Written by the exercise compile check.\n".utf8))
if let errors = request.compileErrors() {
  print(CompileNote(module: request.module, folder: request.folder, errors: errors).text)
}
