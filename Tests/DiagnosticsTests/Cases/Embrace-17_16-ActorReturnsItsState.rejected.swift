// Embrace Swift concurrency, 17:16: an actor keeps images, non-Sendable objects, in its own
// state, and a method returns one of them to a caller outside the actor.
//
// The claim checked: what an actor's method returns is checked where it leaves the actor, and
// here the result is one of the actor's own non-Sendable objects.
// Swift 6.3.1 agrees: rejected where the result leaves the actor, with a note on the class.
// The caller on the main actor would hold a reference to an object the actor may change at
// the same time. (A Sendable value, such as chapter 5's Post, comes out as a copy.)

import Foundation

// expected-note@+1 {{class 'MyImage' does not conform to the 'Sendable' protocol}}
nonisolated final class MyImage {
  var width = 100
  var height = 100
}

actor ImageStore {
  private var images: [String: MyImage] = [:]

  func image(named name: String) -> MyImage {
    if let image = images[name] { return image }
    let image = MyImage()
    images[name] = image
    return image
  }
}

func show(from store: ImageStore) async {
  // expected-error@+1 {{non-Sendable 'MyImage'-typed result can not be returned from actor-isolated instance method 'image(named:)' to main actor-isolated context}}
  let image = await store.image(named: "cat")
  print(image.width)
}
