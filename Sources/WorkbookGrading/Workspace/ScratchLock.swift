import Foundation

/// Keeps two runs from using one scratch copy at once (`submissions`, `mutants`): the lock is
/// the kernel's, on a file in the scratch folder, released when this process ends, however it
/// ends.
package enum ScratchLock {
  /// Takes the lock of `base`, waiting for another run to finish when `wait` is true, else
  /// failing at once with a message that names the command.
  package static func hold(in base: URL, for command: String, wait: Bool = false) throws(CLIError) {
    try? FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    let descriptor = open(base.appendingPathComponent("lock").path, O_CREAT | O_RDWR, 0o644)
    guard descriptor >= 0 else {
      throw .failure("cannot create a lock file in \(base.path)")
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return }
    guard wait else {
      throw .failure(
        "another run of \(command) is using \(base.path); wait for it, or give --scratch-path")
    }
    say("Waiting for another run of \(command) to finish with \(base.path)…")
    guard flock(descriptor, LOCK_EX) == 0 else {
      throw .failure("cannot lock \(base.path)")
    }
  }
}
