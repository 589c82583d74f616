// Embrace Swift concurrency, 16:56, with the chapters' settings: the same struct as in
// Embrace-16_56-SendableStructHoldsClass.rejected.swift, without `nonisolated`.
//
// The claim checked: a struct declared Sendable that stores a non-Sendable class is refused.
// Swift 6.3.1 differs in where it says so. With default isolation MainActor the struct is
// main-actor isolated, so its stored properties are protected by the main actor and the
// declaration itself is accepted. The error comes where the non-Sendable property is read
// away from the main actor: two errors on the same read, and a note on the class. The
// Sendable property `url` is read there without complaint (SE-0434: a stored property of
// Sendable type in a Sendable main-actor struct is nonisolated).

import Foundation

// expected-note@+1 {{class 'MyImage' does not conform to the 'Sendable' protocol}}
nonisolated final class MyImage {
  var width = 100
  var height = 100
}

struct ImageRequest: Sendable {
  var url: URL
  var image: MyImage
}

@concurrent
func describe(_ request: ImageRequest) async -> String {
  // expected-error@+2 {{non-Sendable type 'MyImage' of property 'image' cannot exit main actor-isolated context}}
  // expected-error@+1 {{main actor-isolated property 'image' cannot be accessed from outside of the actor}}
  "\(request.url.lastPathComponent): \(request.image.width) pixels wide"
}
