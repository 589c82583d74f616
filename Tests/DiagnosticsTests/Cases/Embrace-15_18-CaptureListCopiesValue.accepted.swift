// Embrace Swift concurrency, 15:18: the task gets its own copy of the request, through a
// capture list, and the main actor goes on changing its own.
//
// The claim checked: a value type crosses to the pool as a copy, so the main actor may change
// its own request after the task has taken one, and the task's copy keeps what it had.
// Swift 6.3.1 agrees: accepted. `[request]` copies the value when the closure is made.
// Without the capture list the closure shares the variable, and the write after it is
// rejected: Embrace-15_18-CapturedVarChangedAfterSending.rejected.swift.

import Foundation

nonisolated struct ImageRequest: Sendable {
  var url: URL
  var width: Int
}

func fetch(_ request: ImageRequest) async {}

func tap(url: URL) {
  var request = ImageRequest(url: url, width: 120)
  Task { @concurrent [request] in
    await fetch(request)
  }
  request.width = 64
}
