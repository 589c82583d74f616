// Embrace Swift concurrency, 15:18: the same tap as CapturedVarChangedAfterSending, without
// @concurrent: the task runs on the main actor, as the tap does.
//
// The claim checked: the closure captures the variable itself, not a copy of its value, but
// with the task and the write on one actor there is no race, so Swift 6 accepts it and only
// warns that the variable is changed after the capture.
// Swift 6.3.1: accepted, with one warning on the write and three notes (where the variable is
// declared, the closure that captures it, and its use in the closure).
// With @concurrent the same code is rejected: Embrace-15_18-CapturedVarChangedAfterSending.rejected.swift.

import Foundation

nonisolated struct ImageRequest: Sendable {
  var url: URL
  var width: Int
}

func fetch(_ request: ImageRequest) async {}

func tap(url: URL) {
  // expected-note@+1 {{variable defined here}}
  var request = ImageRequest(url: url, width: 120)
  // expected-note@+1 {{variable captured by sendable closure}}
  Task {
    // expected-note@+1 {{capturing use}}
    await fetch(request)
  }
  // expected-warning@+1 {{'request' mutated after capture by sendable closure}}
  request.width = 64
}
