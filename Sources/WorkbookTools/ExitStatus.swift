/// The one exit-status rule of every program in the workbook: the chapters, `workbook`, the
/// workbench and `imagefuzz` end with one of these, and say why in one line on standard error
/// first. A script can then tell a command line to fix from a run that failed.
public enum ExitStatus: Int32, Sendable {
  /// The program did what it was asked.
  case success = 0
  /// The command line was right, but the work failed: an image that could not be decoded, a
  /// file that could not be written, a program it ran that failed, a fuzz case that trapped.
  case failure = 1
  /// The command line is wrong: an unknown command or option, a missing or bad value, a file
  /// named that does not exist. Nothing was done.
  case usage = 2
}
