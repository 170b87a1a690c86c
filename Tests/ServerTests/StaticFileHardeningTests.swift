import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Static files refuse what they must")
struct StaticFileHardeningTests {
  @Test func symlinkOutOfTheWebRootIsNotFollowed() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    let outside = try TemporaryDirectory()
    defer { outside.remove() }
    try outside.write("secret", to: "secret.txt")
    try FileManager.default.createSymbolicLink(
      atPath: webRoot.path("leak.txt"), withDestinationPath: outside.path("secret.txt"))
    try FileManager.default.createSymbolicLink(atPath: webRoot.path("out"), withDestinationPath: outside.path)
    try FileManager.default.createSymbolicLink(
      atPath: webRoot.path("inside.js"), withDestinationPath: webRoot.path("app.js"))
    try await withTestApp(webRoot: webRoot) { client in
      for path in ["/leak.txt", "/out/secret.txt"] {
        let response = try await client.execute(uri: path, method: .get)
        #expect(response.status == .notFound, "\(path)")
        #expect(!response.text.contains("secret\""))
      }
      let inside = try await client.execute(uri: "/inside.js", method: .get)
      #expect(inside.status == .ok)
      #expect(inside.text == "export const app = 1;")
    }
  }

  @Test(arguments: ["/.env", "/.git/config", "/sub/.hidden", "/%2Eenv", "/..%2F..%2Fetc%2Fpasswd"])
  func dotfilesAreNeverServed(_ path: String) async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    try webRoot.write("TOKEN=1", to: ".env")
    try FileManager.default.createDirectory(atPath: webRoot.path(".git"), withIntermediateDirectories: true)
    try webRoot.write("[core]", to: ".git/config")
    try FileManager.default.createDirectory(atPath: webRoot.path("sub"), withIntermediateDirectories: true)
    try webRoot.write("x", to: "sub/.hidden")
    try await withTestApp(webRoot: webRoot) { client in
      let response = try await client.execute(uri: path, method: .get)
      #expect(response.status == .notFound)
      #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
    }
  }

  @Test(arguments: ["/icon.svg%00.html", "/%00", "/app.js%00"])
  func encodedNULIsRefused(_ path: String) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: path, method: .get)
      try expectError(response, .badRequest, "the path must not contain NUL")
    }
  }

  @Test func everyFileHasAContentType() async throws {
    let webRoot = try makeWebRoot()
    defer { webRoot.remove() }
    try webRoot.write([1, 2, 3], to: "data.bin")
    try webRoot.write([1, 2, 3], to: "noextension")
    try await withTestApp(webRoot: webRoot) { client in
      for path in ["/data.bin", "/noextension"] {
        let response = try await client.execute(uri: path, method: .get)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/octet-stream")
        #expect(response.headers[.xContentTypeOptions] == "nosniff")
      }
    }
  }
}

@Suite("Static files: ranges")
struct StaticFileRangeTests {
  /// `app.js` is `export const app = 1;`: 21 bytes.
  @Test(arguments: [
    ("bytes=0-5", "bytes 0-5/21", "export"),
    ("bytes=-4", "bytes 17-20/21", "= 1;"),
    ("bytes=-100", "bytes 0-20/21", "export const app = 1;"),
    ("bytes=7-", "bytes 7-20/21", "const app = 1;"),
    ("bytes=18-99", "bytes 18-20/21", " 1;"),
    ("bytes=20-20", "bytes 20-20/21", ";"),
  ])
  func satisfiableRangeIsPartialContent(range: String, contentRange: String, text: String) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: "/app.js", method: .get, headers: [.range: range])
      #expect(response.status == .partialContent)
      #expect(response.headers[.contentRange] == contentRange)
      #expect(response.headers[.contentEncoding] == nil)
      #expect(response.text == text)
    }
  }

  @Test(arguments: ["bytes=21-", "bytes=100-200", "bytes=-0"])
  func unsatisfiableRangeIs416(_ range: String) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: "/app.js", method: .get, headers: [.range: range])
      #expect(response.status == .rangeNotSatisfiable)
      #expect(response.headers[.contentRange] == "bytes */21")
    }
  }

  @Test(arguments: ["items=0-5", "bytes=5-2", "bytes=a-b", "bytes=0-1,3-4", "bytes", "bytes=--1"])
  func unknownOrUnusableRangeIsIgnored(_ range: String) async throws {
    try await withTestApp { client in
      let response = try await client.execute(uri: "/app.js", method: .get, headers: [.range: range])
      #expect(response.status == .ok)
      #expect(response.text == "export const app = 1;")
    }
  }
}
