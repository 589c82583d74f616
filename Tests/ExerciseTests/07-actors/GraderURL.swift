import Foundation
import WorkbookTesting

/// A URL of the grader's own for a connection table, its host, folder and file named from the
/// test's seeded inputs (`RandomInputs`): no solution can know it in advance, and
/// `WORKBOOK_SEED` replays it. Nothing fetches it: the graders hand the manager a `connect` of
/// their own.
nonisolated func graderURL(_ prefix: String) -> URL {
  let random = RandomInputs.current
  return URL(host: drawnHost(random), folder: drawnFolder(random), file: drawnFile(prefix, random))
}

/// URLs of the grader's own that a table must tell apart: one, then one like it in all but
/// its host, one in all but its folder, and one in all but its file name, in an order drawn
/// from the seed. Most share a file name, and each differs from another in one part only, so
/// a table that keys its entries by less than the whole URL gives two of them one entry.
nonisolated func graderURLs(_ prefix: String) -> [URL] {
  let random = RandomInputs.current
  let (host, folder, file) = (drawnHost(random), drawnFolder(random), drawnFile(prefix, random))
  return random.shuffled([
    URL(host: host, folder: folder, file: file),
    URL(host: drawnHost(random), folder: folder, file: file),
    URL(host: host, folder: drawnFolder(random), file: file),
    URL(host: host, folder: folder, file: drawnFile(prefix, random)),
  ])
}

nonisolated private func drawnHost(_ random: RandomInputs) -> String {
  random.name(prefix: "grader", extension: "test")
}

nonisolated private func drawnFolder(_ random: RandomInputs) -> String {
  random.name(prefix: "album", extension: "d")
}

nonisolated private func drawnFile(_ prefix: String, _ random: RandomInputs) -> String {
  random.name(prefix: prefix, extension: "ppm")
}

extension URL {
  /// `workbook://HOST/FOLDER/FILE`.
  nonisolated fileprivate init(host: String, folder: String, file: String) {
    self.init(string: "workbook://\(host)/\(folder)/\(file)")!
  }
}
