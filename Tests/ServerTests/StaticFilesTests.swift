import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import Server

@Suite("Static files")
struct StaticFilesTests {
  @Test func rootServesIndexAsHTMLThatIsAlwaysRevalidated() async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(response.headers[.cacheControl] == "no-cache")
        #expect(response.text == "<!doctype html><title>Kinetic</title>")
      }
    }
  }

  @Test func wasmIsServedAsApplicationWasm() async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/kinetic.wasm", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/wasm")
        #expect(Array(response.body.readableBytesView) == wasmHeader)
      }
    }
  }

  @Test(arguments: [
    ("/index.html", "text/html; charset=utf-8"),
    ("/app.js", "text/javascript"),
    ("/module.mjs", "text/javascript"),
    ("/sw.js", "text/javascript"),
    ("/style.css", "text/css; charset=utf-8"),
    ("/manifest.webmanifest", "application/manifest+json"),
    ("/kinetic.wasm", "application/wasm"),
  ])
  func appFilesHaveTheirContentTypeAndAreRevalidated(path: String, contentType: String) async throws {
    try await withTestApp { client in
      try await client.execute(uri: path, method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == contentType)
        #expect(response.headers[.cacheControl] == "no-cache")
      }
    }
  }

  @Test func imagesMayBeCachedForADay() async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/icon.svg", method: .get) { response in
        #expect(response.headers[.contentType] == "image/svg+xml")
        #expect(response.headers[.cacheControl] == "public, max-age=86400")
      }
    }
  }

  @Test func unchangedFileRevalidatesWithNotModified() async throws {
    try await withTestApp { client in
      let eTag = try await client.execute(uri: "/app.js", method: .get) { $0.headers[.eTag] }
      let tag = try #require(eTag)
      try await client.execute(uri: "/app.js", method: .get, headers: [.ifNoneMatch: tag]) { response in
        #expect(response.status == .notModified)
      }
    }
  }

  /// A 304 carries what updates the client's stored copy (validator, freshness, what it varies on, the
  /// date) and nothing the stored copy already has: type, ranges, security headers.
  @Test(arguments: ["/app.js", "/", "/icon.svg"])
  func notModifiedCarriesOnlyWhatUpdatesTheStoredCopy(path: String) async throws {
    try await withTestApp(setup: .live) { client in
      let full = try await client.execute(uri: path, method: .get)
      let tag = try #require(full.headers[.eTag])
      try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: tag]) { response in
        #expect(response.status == .notModified)
        #expect(response.headers[.eTag] == tag)
        #expect(response.headers[.cacheControl] == full.headers[.cacheControl])
        #expect(response.headers[.vary] == "Accept-Encoding")
        #expect(response.headers[.date] != nil)
        for name in [
          HTTPField.Name.contentType, .acceptRanges, .contentEncoding, .contentLength, .xContentTypeOptions,
          .contentSecurityPolicy, HTTPField.Name("Referrer-Policy")!, HTTPField.Name("Cross-Origin-Opener-Policy")!,
        ] {
          #expect(response.headers[name] == nil, "\(name) on a 304 of \(path)")
        }
      }
    }
  }

  @Test func missingFileIsJSONNotFound() async throws {
    try await withTestApp { client in
      try await client.execute(uri: "/missing.png", method: .get) { response in
        #expect(response.status == .notFound)
        let body = try response.json(ErrorBody.self)
        #expect(body == ErrorBody(error: "not found: /missing.png"))
      }
    }
  }
}
