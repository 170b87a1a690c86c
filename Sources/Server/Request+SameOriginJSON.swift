import Foundation
import Hummingbird

extension Request {
  /// Refuses a write that a web page on another site could have made its visitors' browsers send: a body
  /// that is not declared `application/json` (parameters such as `charset=utf-8` are fine) gets 415, and a
  /// request whose `Origin` header is present and names another host than the one it was sent to gets 403.
  ///
  /// Browsers send `Origin` on every cross-site POST and cannot send `application/json` across sites without
  /// a CORS preflight, which this server never approves; tools such as curl send no `Origin` at all.
  func requireSameOriginJSON() throws(HTTPError) {
    let mediaType = headers[.contentType].map { String($0.split(separator: ";", maxSplits: 1).first ?? "") } ?? ""
    guard mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json" else {
      throw HTTPError(.unsupportedMediaType, message: "the body must be sent as Content-Type: application/json")
    }
    guard let origin = headers[.origin] else { return }
    guard let host = head.authority, Self.origin(origin, isHost: host) else {
      throw HTTPError(.forbidden, message: "requests from another site are not accepted")
    }
  }

  /// Whether `origin` (`scheme://host[:port]`) is an http or https origin for `host` (`host[:port]`).
  private static func origin(_ origin: String, isHost host: String) -> Bool {
    let lowered = origin.lowercased()
    for scheme in ["http://", "https://"] where lowered.hasPrefix(scheme) {
      return lowered.dropFirst(scheme.count) == host.lowercased()
    }
    return false
  }
}
