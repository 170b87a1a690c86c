/// SHA-256 (FIPS 180-4) of a byte string, for the run tickets: the digest of a player's name and, through
/// ``HMACSHA256``, the tickets' signatures. The server's own, so that it needs no crypto library (and
/// `kinetic` no BoringSSL); the tests hold it to the standard's vectors and to swift-crypto.
enum SHA256Digest {
  /// Bytes in a digest.
  static let byteCount = 32
  /// Bytes in a block: the unit the compression function takes, and HMAC's key length.
  static let blockByteCount = 64

  /// The 32-byte digest of `message`.
  static func hash(_ message: [UInt8]) -> [UInt8] {
    var state = initialState
    var padded = message
    padded.append(0x80)
    while padded.count % blockByteCount != 56 { padded.append(0) }
    let bitCount = UInt64(message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitCount >> shift)) }
    var words = [UInt32](repeating: 0, count: 64)
    for blockStart in stride(from: 0, to: padded.count, by: blockByteCount) {
      compress(padded, from: blockStart, into: &state, words: &words)
    }
    var digest: [UInt8] = []
    digest.reserveCapacity(byteCount)
    for word in state {
      for shift in stride(from: 24, through: 0, by: -8) { digest.append(UInt8(truncatingIfNeeded: word >> shift)) }
    }
    return digest
  }

  /// Mixes the 64-byte block of `bytes` at `start` into `state`; `words` is the message schedule's storage.
  private static func compress(_ bytes: [UInt8], from start: Int, into state: inout [UInt32], words: inout [UInt32]) {
    for index in 0..<16 {
      let at = start + index * 4
      words[index] =
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }
    for index in 16..<64 {
      let early = words[index - 15]
      let late = words[index - 2]
      let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
      let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
      words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
    }
    var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
    for index in 0..<64 {
      let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
      let choice = (e & f) ^ (~e & g)
      let temporary1 = h &+ sum1 &+ choice &+ roundConstants[index] &+ words[index]
      let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let temporary2 = sum0 &+ majority
      (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temporary1, c, b, a, temporary1 &+ temporary2)
    }
    for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] = state[index] &+ value }
  }

  /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
  private static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]

  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]
}

extension UInt32 {
  /// The bits turned `count` places to the right, those falling off the end coming back at the top.
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
