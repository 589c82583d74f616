extension JPEGDecoding {
  /// Decodes one scan of a progressive image into the coefficient store.
  func decodeProgressive(_ scan: JPEGScan) throws(ImageError) {
    throw .unsupportedFeature(
      .jpeg,
      "is progressive, which this workbook does not decode yet: save it as baseline")
  }

  /// Transforms the finished coefficients of a progressive image into the planes.
  func finishProgressive() {}
}
