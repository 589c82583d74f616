// Embrace Swift concurrency, 15:18: a value type is copied when it crosses to the pool; but a
// local `var` captured by a closure is not copied, it is shared with the closure.
//
// The claim checked at 15:18 is about values passed as copies; this file shows where it stops:
// a closure captures a local var itself, not its value.
// Swift 6.3.1: rejected, because the closure captures the variable itself, not its value: the
// task on the pool would read the same variable the main actor writes. The error is on the
// task, one note on where the closure goes, one on the later write.
// Copy the value into the closure with a capture list and it is accepted:
// Embrace-15_18-CaptureListCopiesValue.accepted.swift.

import Foundation

nonisolated struct ImageRequest: Sendable {
  var url: URL
  var width: Int
}

func fetch(_ request: ImageRequest) async {}

func tap(url: URL) {
  var request = ImageRequest(url: url, width: 120)
  // expected-error@+2 {{sending value of non-Sendable type '@concurrent () async -> ()' risks causing data races}}
  // expected-note@+1 {{Passing value of non-Sendable type '@concurrent () async -> ()' as a 'sending' argument to initializer 'init(name:priority:operation:)' risks causing races in between local and caller code}}
  Task { @concurrent in
    await fetch(request)
  }
  // expected-note@+1 {{access can happen concurrently}}
  request.width = 64
}
