import Testing

/// The concerns a test proves, declared once for every suite so that one concern can be
/// followed across all the chapters (Xcode's test navigator groups tests by tag).
extension Tag {
  /// What runs in which order.
  @Tag public static var ordering: Tag
  /// Where code runs: the main actor, another actor, or the pool.
  @Tag public static var isolation: Tag
  /// What the app shows the user: images, errors.
  @Tag public static var display: Tag
  /// Bad input: missing, truncated or corrupt files, failing requests.
  @Tag public static var badInput: Tag
  /// The simulated network.
  @Tag public static var network: Tag
  /// Data-race freedom: what the compiler rejects, and what ThreadSanitizer sees at run time.
  @Tag public static var dataRaces: Tag
}
