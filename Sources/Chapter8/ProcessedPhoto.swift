import Workbook

/// What processing a photo gives: its sticker and its colour scheme (Code-along 9:56).
///
/// `nonisolated` and `Sendable`, like everything that crosses from the pool to the main actor:
/// it is made by `@concurrent` code and filed by the main-actor model.
nonisolated struct ProcessedPhoto: Sendable {
  /// The subject, cut out with a white outline, on a transparent background.
  let sticker: Image
  let colorScheme: PhotoColorScheme
}

/// A photo's dominant colours, most common first, with the names a person would use.
nonisolated struct PhotoColorScheme: Sendable {
  let colors: [DominantColor]
}

/// One child task's answer in `processAllPhotos()`: which photo, and what became of it
/// (Code-along 29:00).
///
/// The talk's result holds an optional photo; this one keeps the error too, so that a photo
/// that is not an image, or has no subject, gets a message of its own.
nonisolated struct ProcessedPhotoResult: Sendable {
  let id: SelectedPhoto.ID
  let processedPhoto: Result<ProcessedPhoto, any Error>
}
