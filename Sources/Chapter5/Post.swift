import Foundation

/// A news post: a value made of values, so a value itself (Embrace Swift concurrency, 16:30).
///
/// Strings, dates and arrays of strings are value types, and so is a struct that stores
/// them: a copy is a new post, and changing it changes no other. All its stored data is
/// `Sendable`, so it may be declared `Sendable`, and it is sent into and out of
/// `PostArchive`, an actor. Like `ImageRequest`, it says `nonisolated`, so that it does not
/// belong to the main actor, this module's default.
nonisolated struct Post: Sendable, Hashable {
  var author: String
  var title: String
  var date: Date
  var categories: [String]
}
