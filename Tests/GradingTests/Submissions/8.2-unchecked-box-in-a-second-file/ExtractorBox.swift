import Workbook

/// Keeps one extractor for every call.
nonisolated final class ExtractorBox: @unchecked Sendable {
  let extractor = ColorExtractor()
}
