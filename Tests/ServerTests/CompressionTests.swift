import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Compressed copies")
struct CompressionTests {
  /// A web root whose `app.js` has a brotli and a gzip copy (marked by their text, not real compression:
  /// the server sends the bytes the build wrote).
  private func webRootWithCopies() throws -> TemporaryDirectory {
    let webRoot = try makeWebRoot()
    try webRoot.write("BROTLI", to: "app.js.br")
    try webRoot.write("GZIP", to: "app.js.gz")
    return webRoot
  }

  @Test(arguments: [
    ("gzip, deflate, br", "br", "BROTLI"),
    ("br;q=0.5, gzip", "gzip", "GZIP"),
    ("gzip;q=0.8, br;q=0.9", "br", "BROTLI"),
    ("br;q=0, gzip;q=0.1", "gzip", "GZIP"),
    ("*", "br", "BROTLI"),
    ("*;q=0.5, br;q=0", "gzip", "GZIP"),
  ])
  func bestAcceptedCopyIsSent(accept: String, coding: String, text: String) async throws {
    let webRoot = try webRootWithCopies()
    defer { webRoot.remove() }
    try await withTestApp(webRoot: webRoot) { client in
      let response = try await client.execute(uri: "/app.js", method: .get, headers: [.acceptEncoding: accept])
      #expect(response.status == .ok)
      #expect(response.headers[.contentEncoding] == coding)
      #expect(response.headers[.contentType] == "text/javascript")
      #expect(response.headers[.vary] == "Accept-Encoding")
      // A range of a compressed copy is never served, so none is offered.
      #expect(response.headers[.acceptRanges] == nil)
      #expect(response.text == text)
    }
  }

  @Test(arguments: ["identity", "br;q=0, gzip;q=0", "deflate", ""])
  func fileItselfWhenNoCopyIsAccepted(_ accept: String) async throws {
    let webRoot = try webRootWithCopies()
    defer { webRoot.remove() }
    try await withTestApp(webRoot: webRoot) { client in
      let headers: HTTPFields = accept.isEmpty ? [:] : [.acceptEncoding: accept]
      let response = try await client.execute(uri: "/app.js", method: .get, headers: headers)
      #expect(response.headers[.contentEncoding] == nil)
      #expect(response.headers[.vary] == "Accept-Encoding")
      #expect(response.headers[.acceptRanges] == "bytes")
      #expect(response.text == "export const app = 1;")
    }
  }

  @Test func staleCopyIsNeverSent() async throws {
    let webRoot = try webRootWithCopies()
    defer { webRoot.remove() }
    let past = Date(timeIntervalSinceNow: -3_600)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: webRoot.path("app.js.br"))
    try await withTestApp(webRoot: webRoot) { client in
      let response = try await client.execute(uri: "/app.js", method: .get, headers: [.acceptEncoding: "br, gzip"])
      #expect(response.headers[.contentEncoding] == "gzip")
      #expect(response.text == "GZIP")
    }
  }

  @Test func copiesHaveTheirOwnValidator() async throws {
    let webRoot = try webRootWithCopies()
    defer { webRoot.remove() }
    try await withTestApp(webRoot: webRoot) { client in
      let plain = try await client.execute(uri: "/app.js", method: .get)
      let brotli = try await client.execute(uri: "/app.js", method: .get, headers: [.acceptEncoding: "br"])
      let tag = try #require(brotli.headers[.eTag])
      #expect(tag != plain.headers[.eTag])
      let again = try await client.execute(
        uri: "/app.js", method: .get, headers: [.acceptEncoding: "br", .ifNoneMatch: tag])
      #expect(again.status == .notModified)
    }
  }

  @Test func rangeIsServedFromTheFileItself() async throws {
    let webRoot = try webRootWithCopies()
    defer { webRoot.remove() }
    try await withTestApp(webRoot: webRoot) { client in
      let response = try await client.execute(
        uri: "/app.js", method: .get, headers: [.acceptEncoding: "br", .range: "bytes=0-5"])
      #expect(response.status == .partialContent)
      #expect(response.headers[.contentEncoding] == nil)
      #expect(response.text == "export")
    }
  }
}
