import WorkbookUI

/// The photo the colours come from, by name: the terminal screen has no room for the picture
/// beside the scheme (2:45).
struct ImageView: View {
  let imageName: String

  var body: some View {
    Text("▣ photo: \(imageName)")
  }
}
