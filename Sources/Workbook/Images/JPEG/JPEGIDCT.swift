/// The inverse DCT of one 8×8 block: libjpeg's accurate integer method ("islow",
/// `jidctint.c`, after Loeffler, Ligtenberg and Moschytz), in `Int` arithmetic.
///
/// It is the method `djpeg` uses by default, step for step, so a block decodes to the same
/// samples as libjpeg-turbo's. Plain `Int` on purpose: SIMD types are far slower in debug
/// builds, where the chapters' demos run.
enum JPEGIDCT {
  // The constants are FIX(x) = round(x * 2^13).
  private static let constBits = 13
  private static let pass1Bits = 2

  /// Transforms `coefficients` (64 dequantized values in natural order) and writes 8 rows of
  /// 8 samples to `output`, `stride` bytes apart.
  /// - Parameter workspace: 64 `Int`s of scratch space.
  @inline(__always)
  static func transform(
    _ coefficients: UnsafeMutablePointer<Int>, _ output: UnsafeMutablePointer<UInt8>,
    _ stride: Int, _ workspace: UnsafeMutablePointer<Int>
  ) {
    // Pass 1: columns, into the workspace, scaled up by 2^pass1Bits.
    for column in 0..<8 {
      let c = coefficients + column
      let w = workspace + column
      if c[8] == 0 && c[16] == 0 && c[24] == 0 && c[32] == 0 && c[40] == 0 && c[48] == 0
        && c[56] == 0
      {
        let dc = c[0] << 2
        w[0] = dc
        w[8] = dc
        w[16] = dc
        w[24] = dc
        w[32] = dc
        w[40] = dc
        w[48] = dc
        w[56] = dc
        continue
      }
      let (r0, r1, r2, r3, r4, r5, r6, r7) = butterfly(
        c[0], c[8], c[16], c[24], c[32], c[40], c[48], c[56], shift: 11)
      w[0] = r0
      w[8] = r1
      w[16] = r2
      w[24] = r3
      w[32] = r4
      w[40] = r5
      w[48] = r6
      w[56] = r7
    }
    // Pass 2: rows, from the workspace to samples, removing all scaling and adding 128.
    for row in 0..<8 {
      let w = workspace + row * 8
      let o = output + row * stride
      if w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0 && w[5] == 0 && w[6] == 0
        && w[7] == 0
      {
        fillRow(o, clamp(((w[0] + 16) >> 5) + 128))
        continue
      }
      let (r0, r1, r2, r3, r4, r5, r6, r7) = butterfly(
        w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7], shift: 18)
      store(o, r0, r1, r2, r3, r4, r5, r6, r7)
    }
  }

  /// The same transform for a block whose nonzero coefficients all lie in the top-left
  /// 4×4 corner (the first 10 in zigzag order), which is most blocks of a photo: half the
  /// inputs of every butterfly are zero, so the arithmetic left out changes no result.
  @inline(__always)
  static func transformCorner(
    _ coefficients: UnsafeMutablePointer<Int>, _ output: UnsafeMutablePointer<UInt8>,
    _ stride: Int, _ workspace: UnsafeMutablePointer<Int>
  ) {
    for column in 0..<4 {
      let c = coefficients + column
      let w = workspace + column
      let (r0, r1, r2, r3, r4, r5, r6, r7) = halfButterfly(
        c[0], c[8], c[16], c[24], shift: 11)
      w[0] = r0
      w[8] = r1
      w[16] = r2
      w[24] = r3
      w[32] = r4
      w[40] = r5
      w[48] = r6
      w[56] = r7
    }
    for row in 0..<8 {
      let w = workspace + row * 8
      let o = output + row * stride
      if w[1] == 0 && w[2] == 0 && w[3] == 0 {
        fillRow(o, clamp(((w[0] + 16) >> 5) + 128))
        continue
      }
      let (r0, r1, r2, r3, r4, r5, r6, r7) = halfButterfly(w[0], w[1], w[2], w[3], shift: 18)
      store(o, r0, r1, r2, r3, r4, r5, r6, r7)
    }
  }

  /// Writes one row of 8 equal samples.
  @inline(__always)
  private static func fillRow(_ o: UnsafeMutablePointer<UInt8>, _ value: UInt8) {
    o[0] = value
    o[1] = value
    o[2] = value
    o[3] = value
    o[4] = value
    o[5] = value
    o[6] = value
    o[7] = value
  }

  /// Writes one row of 8 samples, each shifted up by 128 and limited to 0...255.
  @inline(__always)
  private static func store(
    _ o: UnsafeMutablePointer<UInt8>, _ r0: Int, _ r1: Int, _ r2: Int, _ r3: Int, _ r4: Int,
    _ r5: Int, _ r6: Int, _ r7: Int
  ) {
    o[0] = clamp(r0 + 128)
    o[1] = clamp(r1 + 128)
    o[2] = clamp(r2 + 128)
    o[3] = clamp(r3 + 128)
    o[4] = clamp(r4 + 128)
    o[5] = clamp(r5 + 128)
    o[6] = clamp(r6 + 128)
    o[7] = clamp(r7 + 128)
  }

  /// Writes the block of a DC-only block (`dc` dequantized): all 64 samples are the same.
  @inline(__always)
  static func fillDC(
    _ dc: Int, _ output: UnsafeMutablePointer<UInt8>, _ stride: Int
  ) {
    // Pass 1 gives dc << 2 everywhere; pass 2's shortcut descales that by 5 bits.
    let value = clamp(((dc << 2 + 16) >> 5) + 128)
    var row = output
    for _ in 0..<8 {
      row[0] = value
      row[1] = value
      row[2] = value
      row[3] = value
      row[4] = value
      row[5] = value
      row[6] = value
      row[7] = value
      row += stride
    }
  }

  /// The one-dimensional 8-point inverse DCT shared by both passes, descaling the results
  /// by `shift` bits with rounding.
  @inline(__always)
  private static func butterfly(
    _ x0: Int, _ x1: Int, _ x2: Int, _ x3: Int, _ x4: Int, _ x5: Int, _ x6: Int, _ x7: Int,
    shift: Int
  ) -> (Int, Int, Int, Int, Int, Int, Int, Int) {
    // Even part.
    let z1 = (x2 + x6) * 4433
    let even2 = z1 - x6 * 15137
    let even3 = z1 + x2 * 6270
    let even0 = (x0 + x4) << 13
    let even1 = (x0 - x4) << 13
    let tmp10 = even0 + even3
    let tmp13 = even0 - even3
    let tmp11 = even1 + even2
    let tmp12 = even1 - even2

    // Odd part.
    let sum1 = x7 + x1
    let sum2 = x5 + x3
    let sum3 = x7 + x3
    let sum4 = x5 + x1
    let z5 = (sum3 + sum4) * 9633
    let m1 = sum1 * -7373
    let m2 = sum2 * -20995
    let m3 = sum3 * -16069 + z5
    let m4 = sum4 * -3196 + z5
    let odd0 = x7 * 2446 + m1 + m3
    let odd1 = x5 * 16819 + m2 + m4
    let odd2 = x3 * 25172 + m2 + m3
    let odd3 = x1 * 12299 + m1 + m4

    let half = 1 << (shift - 1)
    return (
      (tmp10 + odd3 + half) >> shift, (tmp11 + odd2 + half) >> shift,
      (tmp12 + odd1 + half) >> shift, (tmp13 + odd0 + half) >> shift,
      (tmp13 - odd0 + half) >> shift, (tmp12 - odd1 + half) >> shift,
      (tmp11 - odd2 + half) >> shift, (tmp10 - odd3 + half) >> shift
    )
  }

  /// `butterfly` with its last four inputs zero.
  @inline(__always)
  private static func halfButterfly(_ x0: Int, _ x1: Int, _ x2: Int, _ x3: Int, shift: Int)
    -> (Int, Int, Int, Int, Int, Int, Int, Int)
  {
    let z1 = x2 * 4433
    let even2 = z1
    let even3 = z1 + x2 * 6270
    let even0 = x0 << 13
    let tmp10 = even0 + even3
    let tmp13 = even0 - even3
    let tmp11 = even0 + even2
    let tmp12 = even0 - even2

    let z5 = (x3 + x1) * 9633
    let m1 = x1 * -7373
    let m2 = x3 * -20995
    let m3 = x3 * -16069 + z5
    let m4 = x1 * -3196 + z5
    let odd0 = m1 + m3
    let odd1 = m2 + m4
    let odd2 = x3 * 25172 + m2 + m3
    let odd3 = x1 * 12299 + m1 + m4

    let half = 1 << (shift - 1)
    return (
      (tmp10 + odd3 + half) >> shift, (tmp11 + odd2 + half) >> shift,
      (tmp12 + odd1 + half) >> shift, (tmp13 + odd0 + half) >> shift,
      (tmp13 - odd0 + half) >> shift, (tmp12 - odd1 + half) >> shift,
      (tmp11 - odd2 + half) >> shift, (tmp10 - odd3 + half) >> shift
    )
  }

  /// Limits a sample to 0...255.
  @inline(__always)
  static func clamp(_ value: Int) -> UInt8 {
    value < 0 ? 0 : value > 255 ? 255 : UInt8(truncatingIfNeeded: value)
  }
}
