/// HMAC-SHA256 (RFC 2104 over ``SHA256Digest``): the run tickets' signatures.
struct HMACSHA256: Sendable {
  private let innerKey: [UInt8]
  private let outerKey: [UInt8]

  /// A signer with `key`: hashed first when longer than a block, as the RFC says.
  init(key: [UInt8]) {
    var block = key.count > SHA256Digest.blockByteCount ? SHA256Digest.hash(key) : key
    block += [UInt8](repeating: 0, count: SHA256Digest.blockByteCount - block.count)
    innerKey = block.map { $0 ^ 0x36 }
    outerKey = block.map { $0 ^ 0x5c }
  }

  /// The 32-byte code of `message`.
  func authenticationCode(for message: [UInt8]) -> [UInt8] {
    SHA256Digest.hash(outerKey + SHA256Digest.hash(innerKey + message))
  }

  /// Whether `code` is `message`'s code, compared in a time that does not depend on where they differ.
  func isValid(_ code: some Collection<UInt8>, for message: [UInt8]) -> Bool {
    let expected = authenticationCode(for: message)
    guard code.count == expected.count else { return false }
    var difference: UInt8 = 0
    for (given, wanted) in zip(code, expected) { difference |= given ^ wanted }
    return difference == 0
  }
}
