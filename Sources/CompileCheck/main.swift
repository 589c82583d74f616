import Foundation

// The compile check behind Plugins/ExerciseCompileCheck: compiles one exercise's files as its
// module is built, writing nothing, and if they do not compile, prints which exercise stops
// `swift test` and how to grade the others meanwhile. It never fails the build itself: the
// compiler, which runs next, reports the errors.

let request = CheckRequest(CommandLine.arguments.dropFirst())
// The build expects the output whatever the verdict, and an empty Swift file changes nothing.
// It is written only when it is missing or holds something else: a file written anew is a
// changed source, and the exercise's module would be compiled again. The check runs again
// whenever its tool is relinked, which SwiftPM does after any change of the environment (the
// manifest reads it), so each new shell would otherwise compile every exercise again.
let stamp = Data("// Written by the exercise compile check.\n".utf8)
if FileManager.default.contents(atPath: request.output) != stamp {
  _ = FileManager.default.createFile(atPath: request.output, contents: stamp)
}
if let errors = request.compileErrors() {
  print(CompileNote(module: request.module, folder: request.folder, errors: errors).text)
}
