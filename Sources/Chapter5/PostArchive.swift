import Foundation
import Workbook

/// Keeps the posts the app has shown: state of its own, protected by being an actor
/// (Embrace Swift concurrency, 17:16).
///
/// Only one task at a time runs its methods, so its `posts` can never be touched by two
/// threads at once. Every value that goes in (a post to store) or comes out (the latest post)
/// is checked by the compiler to be safe to send: a `Post` is `Sendable`, so each side gets
/// its own copy, and nothing the caller does to its copy changes the archive's.
actor PostArchive {
  private var posts: [Post] = []

  /// Stores a copy of `post`.
  func store(_ post: Post) {
    trace("store \"\(post.title)\"")
    posts.append(post)
  }

  /// A copy of the post stored last, if any.
  func latest() -> Post? {
    trace("latest")
    return posts.last
  }

  /// How many posts are stored.
  var count: Int { posts.count }
}
