// A copy of the pulse the effect can read from any queue.

enum PulseMirror {
  nonisolated(unsafe) static var value = false
}
