// Embrace Swift concurrency, 16:56: a struct may be declared Sendable only if everything it
// stores is Sendable; here it stores a non-Sendable class.
//
// The claim checked: a struct declared Sendable that stores a non-Sendable class is refused.
// Swift 6.3.1 agrees, for a struct that is nonisolated: the declaration is rejected, with a
// note on the class. (A data type meant to travel between isolation domains is nonisolated;
// in a module whose default isolation is the main actor it must say so.) Without
// `nonisolated`, the struct is main-actor isolated and the declaration compiles: see
// Embrace-16_56-MainActorStructHoldsClass.rejected.swift for where the error goes then.

import Foundation

// expected-note@+1 {{class 'MyImage' does not conform to the 'Sendable' protocol}}
nonisolated final class MyImage {
  var width = 100
  var height = 100
}

nonisolated struct ImageRequest: Sendable {
  var url: URL
  // expected-error@+1 {{stored property 'image' of 'Sendable'-conforming struct 'ImageRequest' has non-Sendable type 'MyImage'}}
  var image: MyImage
}
