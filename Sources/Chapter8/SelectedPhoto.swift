import Foundation

/// A photo the user picked: where it is, and an id that stays its own however the processing
/// goes (Code-along 3:42).
///
/// The talk's `SelectedPhoto` holds a `PhotosPickerItem`; here the kit's `PhotoLibrary` reads
/// a file, so a photo is its URL. It is `nonisolated` and `Sendable`: a value that child tasks
/// on the pool read as freely as the main actor does.
nonisolated struct SelectedPhoto: Identifiable, Hashable, Sendable {
  /// Its position in the selection: unique, even for two files with the same name.
  let id: Int
  let url: URL

  /// The file's name, for messages: `daisy.jpg`.
  var name: String { url.lastPathComponent }
}
