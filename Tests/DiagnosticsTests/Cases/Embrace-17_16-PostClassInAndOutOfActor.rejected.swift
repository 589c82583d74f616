// Embrace Swift concurrency, 17:16, with chapter 5's Post made a class, as the page's fourth
// "Try it" asks: a nonisolated class, not Sendable, stored in the PostArchive actor by the
// main actor, which then edits its own reference and asks the archive for the post it keeps.
//
// Chapter 5's demo does this with a Sendable struct, and compiles.
// Swift 6.3.1, with a class: rejected twice. Going in, the post is sent to the actor while
// the main actor goes on using it: one error on the call, a note on where it goes, a note on
// the later edit. Coming out, the archive's post would be shared by the actor and the main
// actor: an error on the call that takes it. (The demo's latest() returns `Post?`, and the
// compiler says `'Post?'-typed`, with its note on Optional in the standard library, which
// -verify cannot expect; this archive returns a `Post`, so the note lands on the class.)

import Foundation

// expected-note@+1 {{class 'Post' does not conform to the 'Sendable' protocol}}
nonisolated final class Post {
  var title: String

  init(title: String) {
    self.title = title
  }
}

actor PostArchive {
  private var posts: [Post] = []

  func store(_ post: Post) {
    posts.append(post)
  }

  func latest(or fallback: String) -> Post {
    posts.last ?? Post(title: fallback)
  }
}

func archiveThenEdit(_ archive: PostArchive) async -> String {
  let post = Post(title: "Values cross safely")
  // expected-error@+2 {{sending 'post' risks causing data races}}
  // expected-note@+1 {{sending 'post' to actor-isolated instance method 'store' risks causing data races between actor-isolated and local main actor-isolated uses}}
  await archive.store(post)
  // expected-note@+1 {{access can happen concurrently}}
  post.title = "Edited after sending"
  // expected-error@+1 {{non-Sendable 'Post'-typed result can not be returned from actor-isolated instance method 'latest(or:)' to main actor-isolated context}}
  let stored = await archive.latest(or: "none")
  return stored.title
}
