// Embrace Swift concurrency, 18:34, with chapter 6's MyImage left to the module's default
// isolation: without `nonisolated`, the class belongs to the main actor.
//
// The claim checked: chapter 6's image class has to say `nonisolated` for code on the pool to
// change it; its page's second "Try it" removes the word.
// Swift 6.3.1: rejected where the @concurrent method calls the image's method, which now
// belongs to the main actor; the call would need an await and a hop. (The class is Sendable
// for the same reason, so passing it in is no error.)

final class MyImage {
  private var width: Int

  init(width: Int) {
    self.width = width
  }

  func scale(by factor: Double) {
    width = Int(Double(width) * factor)
  }
}

final class ImageModel {
  @concurrent
  func scaleOnThePool(_ image: MyImage) async {
    // expected-error@+1 {{main actor-isolated instance method 'scale(by:)' cannot be called from outside of the actor}}
    image.scale(by: 0.5)
  }
}
