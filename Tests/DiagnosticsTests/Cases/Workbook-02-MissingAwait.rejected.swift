// Chapter 2, "Try it" 2: the await in front of the fetch deleted.
//
// The chapter says: the compiler stops you, because every call that may suspend has to be
// marked; so a reader can always see where a function may wait.
// Swift 6.3.1 agrees: rejected, with the message the chapter quotes, and a note that points at
// the call that may suspend.
// The accepted counterpart is every case where the fetch is awaited, such as
// Embrace-12_37-CacheCheckInCaller.accepted.swift.

/// Stands in for URLSession: a fetch that suspends until the bytes arrive.
nonisolated struct Network {
  func bytes(at address: String) async throws -> [UInt8] {
    Array(address.utf8)
  }
}

final class ImageModel {
  let network = Network()
  var shown: [Int] = []

  func fetchAndDisplayImage(at address: String) async throws {
    // expected-error@+2 {{expression is 'async' but is not marked with 'await'}}
    // expected-note@+1 {{call is 'async'}}
    let bytes = try network.bytes(at: address)
    shown.append(bytes.count)
  }
}
