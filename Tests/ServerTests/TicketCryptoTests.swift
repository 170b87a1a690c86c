import Crypto
import Testing

@testable import Server

/// The run tickets' own SHA-256 and HMAC-SHA256, held to the standards' vectors (FIPS 180-4's examples,
/// RFC 4231's cases) and to swift-crypto on random keys and messages of every length around a block's.
@Suite struct TicketCryptoTests {
  @Test func sha256MatchesTheStandardsExamples() {
    let cases: [(String, String)] = [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
    ]
    for (message, digest) in cases {
      #expect(hex(SHA256Digest.hash(Array(message.utf8))) == digest, "\(message.prefix(20))…")
    }
  }

  @Test func hmacMatchesRFC4231() {
    let long = [UInt8](repeating: 0xaa, count: 131)
    let cases: [(key: [UInt8], message: [UInt8], code: String)] = [
      (
        [UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
      ),
      (
        Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
      ),
      (
        [UInt8](repeating: 0xaa, count: 20), [UInt8](repeating: 0xdd, count: 50),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
      ),
      (
        Array(1...25), [UInt8](repeating: 0xcd, count: 50),
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
      ),
      (
        long, Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
      ),
      (
        long,
        Array(
          ("This is a test using a larger than block-size key and a larger than block-size data. The key needs to "
            + "be hashed before being used by the HMAC algorithm.").utf8),
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
      ),
    ]
    for (key, message, code) in cases {
      let signer = HMACSHA256(key: key)
      #expect(hex(signer.authenticationCode(for: message)) == code)
      #expect(signer.isValid(signer.authenticationCode(for: message), for: message))
    }
  }

  @Test func bothAgreeWithSwiftCryptoAroundEveryBlockBoundary() {
    var generator = SystemRandomNumberGenerator()
    for length in 0...200 {
      let message = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let key = (0..<(length % 140 + 1)).map { _ in UInt8.random(in: 0...255, using: &generator) }
      #expect(SHA256Digest.hash(message) == Array(SHA256.hash(data: message)), "length \(length)")
      let code = HMACSHA256(key: key).authenticationCode(for: message)
      #expect(code == Array(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key))))
    }
  }

  @Test func aCodeWithOneBitChangedOrCutShortIsRefused() {
    let signer = HMACSHA256(key: Array(repeating: 7, count: 32))
    let message = Array("1.pong.1700000000.42.00112233445566778899aabbccddeeff.0011223344556677\nAda".utf8)
    let code = signer.authenticationCode(for: message)
    for bit in 0..<(code.count * 8) {
      var altered = code
      altered[bit / 8] ^= 1 << UInt8(bit % 8)
      #expect(!signer.isValid(altered, for: message))
    }
    #expect(!signer.isValid(code.dropLast(), for: message))
    #expect(!signer.isValid(code + [0], for: message))
    #expect(!HMACSHA256(key: Array(repeating: 8, count: 32)).isValid(code, for: message))
  }

  private func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
  }
}
