import Hummingbird
import Testing

@testable import Server

@Suite("Request bodies with a limit")
struct LimitedBodyTests {
  @Test func bodyLongerThanTheLimitIsTooLargeEvenWithoutContentLength() async throws {
    let request = makeRequest(bytes: 1025, headers: [:])
    let error = await #expect(throws: HTTPError.self) { try await request.body(atMost: 1024) }
    #expect(error?.status == .contentTooLarge)
    #expect(error?.body == "the body must be at most 1024 bytes")
  }

  @Test func contentLengthOverTheLimitIsRefusedBeforeReading() async throws {
    let request = makeRequest(bytes: 10, headers: [.contentLength: "5000"])
    let error = await #expect(throws: HTTPError.self) { try await request.body(atMost: 1024) }
    #expect(error?.status == .contentTooLarge)
  }

  @Test func bodyAtTheLimitIsReadWhole() async throws {
    let request = makeRequest(bytes: 1024, headers: [:])
    #expect(try await request.body(atMost: 1024).readableBytes == 1024)
  }

  private func makeRequest(bytes: Int, headers: HTTPFields) -> Request {
    let head = HTTPRequest(
      method: .post, scheme: "http", authority: "kinetic", path: "/api/scores", headerFields: headers)
    let body = ByteBuffer(repeating: UInt8(ascii: " "), count: bytes)
    return Request(head: head, body: RequestBody(buffer: body))
  }
}
