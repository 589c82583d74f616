// Embrace Swift concurrency, 16:56, with the chapters' settings: a Sendable struct left to the
// module's default isolation, whose CustomStringConvertible conformance is used on the pool.
//
// The claim checked: a struct whose stored properties are all Sendable may be declared Sendable
// and read on the pool.
// Swift 6.3.1 agrees that the value crosses: reading its stored properties on the pool is
// fine. But under default isolation MainActor, with InferIsolatedConformances, the struct's
// conformances belong to the main actor too, so its `description` cannot be used on the pool.
// Chapter 5's ImageRequest says `nonisolated`, and compiles.

import Foundation

struct ImageRequest: Sendable, CustomStringConvertible {
  var url: URL
  var width: Int
  var height: Int

  var description: String { "\(width)×\(height) of \(url.lastPathComponent)" }
}

@concurrent
func decode(_ data: Data, for request: ImageRequest) async -> String {
  let size = "\(request.width)×\(request.height)"
  // expected-error@+1 {{main actor-isolated conformance of 'ImageRequest' to 'CustomStringConvertible' cannot be used in nonisolated context}}
  return "\(request) (\(size))"
}
