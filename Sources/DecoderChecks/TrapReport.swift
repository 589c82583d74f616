import Foundation
import Workbook
import WorkbookTools

/// Turns a trap during a fuzz run into one line on standard error and exit status 1, in place
/// of the runtime's crash report: an input that traps the decoder is a failure of the run, and
/// the line says which input it was and how to replay it.
///
/// A signal handler may only do what is safe at any moment, so the words are prepared when the
/// handler is installed and the handler only copies bytes into a buffer allocated then, writes
/// it and exits. The runtime has already printed its one line (`Fatal error: …`) above ours.
///
/// SAFETY (the three `nonisolated(unsafe)` variables): a fuzz run decodes its inputs one after
/// another on one thread, the one that sets `input` before each and on which a trap raises its
/// signal; `words` and `line` are written once, by `install`, before any handler can run, and
/// only read after. A lock cannot serve here: a signal handler must not take one.
public enum TrapReport {
  /// The number of the input being decoded, set before each one.
  nonisolated(unsafe) public static var input = 0  // SAFETY: see the type's comment

  /// The words around the input's number, made by `install`.
  private typealias Words = (before: Text, middle: Text, after: Text)

  nonisolated(unsafe) private static var words: Words?  // SAFETY: see the type's comment above
  /// Where the handler assembles its line: allocated once, never freed, as a handler may not
  /// free. Unguarded for the reason the type's comment gives.
  nonisolated(unsafe) private static var line = Buffer.allocate(capacity: 1_024)  // SAFETY: above
  private typealias Buffer = UnsafeMutableBufferPointer<UInt8>

  /// Reports a trap from now on, as the failure of a fuzz run of `format` with `seed`.
  public static func install(format: ImageFormat, seed: UInt64) {
    let name = format.rawValue.lowercased()
    words = (
      Text("imagefuzz: input "),
      Text(
        " trapped the \(format) decoder; replay it with: imagefuzz fuzz "
          + "\(CommandLineOption.format.name) \(name) \(CommandLineOption.seed.name) \(seed) "
          + "\(CommandLineOption.count.name) "),
      Text("\n")
    )
    _ = line
    for number in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
      signal(number) { _ in
        TrapReport.report()
        _exit(ExitStatus.failure.rawValue)
      }
    }
  }

  /// Writes the line for the input being decoded.
  private static func report() {
    guard let words else { return }
    var count = 0
    words.before.copy(into: line, at: &count)
    appendDigits(of: input, at: &count)
    words.middle.copy(into: line, at: &count)
    appendDigits(of: input + 1, at: &count)
    words.after.copy(into: line, at: &count)
    _ = write(STDERR_FILENO, line.baseAddress, count)
  }

  /// Writes `number` in decimal into the line, without allocating.
  private static func appendDigits(of number: Int, at count: inout Int) {
    var divisor = 1
    while divisor <= number / 10 { divisor *= 10 }
    while divisor > 0 && count < line.count {
      line[count] = UInt8(ascii: "0") + UInt8(number / divisor % 10)
      count += 1
      divisor /= 10
    }
  }

  /// Bytes copied out of a string once, so that the handler never touches a Swift string.
  struct Text {
    let bytes: UnsafeMutableBufferPointer<UInt8>

    init(_ string: String) {
      bytes = .allocate(capacity: string.utf8.count)
      _ = bytes.initialize(from: string.utf8)
    }

    func copy(into line: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) {
      for byte in bytes where count < line.count {
        line[count] = byte
        count += 1
      }
    }
  }
}
