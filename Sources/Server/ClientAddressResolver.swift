import Hummingbird

/// The address a request's limits count against: the connection's peer, or, when the peer is a proxy the
/// server was told to trust, the address that proxy put last in `X-Forwarded-For` (the right-most one not
/// itself a trusted proxy: a client can write any address before it, never after).
struct ClientAddressResolver: Sendable {
  /// An address or an IPv4 network a proxy may have.
  struct Network: Sendable, Equatable {
    private let address: String
    private let v4: (network: UInt32, mask: UInt32)?

    /// `text` as an IP address or `A.B.C.D/N`; nil for anything else.
    init?(_ text: String) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      if parts.count == 2 {
        guard let base = ClientKey.ipv4(String(parts[0])), let bits = Int(parts[1]), (0...32).contains(bits) else {
          return nil
        }
        let mask: UInt32 = bits == 0 ? 0 : ~UInt32(0) << (32 - bits)
        v4 = (base & mask, mask)
        address = text
        return
      }
      guard parts.count == 1, ClientKey.ipv4(text) != nil || ClientKey(address: text).text.hasPrefix("6:") else {
        return nil
      }
      v4 = ClientKey.ipv4(text).map { ($0, ~UInt32(0)) }
      address = text
    }

    /// Whether `peer` lies in this network.
    func contains(_ peer: String) -> Bool {
      if let v4, let value = ClientKey.ipv4(peer) { return value & v4.mask == v4.network }
      return peer == address
    }

    static func == (left: Network, right: Network) -> Bool { left.address == right.address }
  }

  private let trusted: [Network]

  /// A resolver trusting the proxies `trusted` (already checked by the configuration).
  init(trusted: [String]) {
    self.trusted = trusted.compactMap(Network.init)
  }

  /// The client's address for `request` arriving from `peer`.
  func address(of request: Request, peer: String) -> String {
    guard !trusted.isEmpty, isTrusted(peer) else { return peer }
    let hops = request.headers[values: .init("X-Forwarded-For")!].joined(separator: ",")
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for hop in hops.reversed() where !isTrusted(hop) {
      return ClientKey(address: hop).text == "unknown" ? peer : hop
    }
    return peer
  }

  /// Whether `address` is one of the trusted proxies, whose connections carry many clients.
  func isTrusted(_ address: String) -> Bool { trusted.contains { $0.contains(address) } }
}
