import Stage

/// Memory shared with JavaScript: growable byte and float buffers whose addresses stay valid
/// until the next call that writes them.
package enum Buffers {
  /// What JavaScript writes for the next call to read.
  package nonisolated(unsafe) static var input = ByteBuffer()
  /// What a call writes for JavaScript to read.
  package nonisolated(unsafe) static var output = ByteBuffer()
  nonisolated(unsafe) static var strings = ByteBuffer()
  nonisolated(unsafe) static var display = FloatBuffer()

  /// Copies a rendered frame where JavaScript reads it.
  static func publish(_ list: DisplayList) {
    display.copy(list.floats)
    strings.copy(list.strings)
  }
}

/// A heap buffer of bytes that JavaScript reads or writes through its address.
package struct ByteBuffer {
  private var storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

  /// The buffer's address in wasm memory.
  var address: Int32 { Int32(truncatingIfNeeded: Int(bitPattern: storage.baseAddress)) }

  /// Makes room for `count` bytes; returns the address.
  mutating func reserve(_ count: Int) -> Int32 {
    if count > storage.count {
      storage.deallocate()
      storage = .allocate(capacity: max(count, storage.count * 2))
    }
    return address
  }

  /// The first `length` bytes as UTF-8 text (invalid sequences are repaired).
  ///
  /// Never inlined: each export that reads text carried its own copy of the decoding; one shared copy
  /// is 145 B less code in the browser's module.
  @inline(never)
  func string(length: Int) -> String { String(decoding: bytes(length: length), as: UTF8.self) }

  /// The first `length` bytes (fewer when the buffer is shorter), valid until the buffer grows.
  package func bytes(length: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: storage[0..<min(max(0, length), storage.count)])
  }

  /// Copies bytes in.
  mutating func copy(_ bytes: [UInt8]) {
    _ = reserve(bytes.count)
    for i in bytes.indices { storage[i] = bytes[i] }
  }

  /// Copies a string's UTF-8 in; returns its length.
  package mutating func write(_ text: String) -> Int32 {
    copy(Array(text.utf8))
    return Int32(text.utf8.count)
  }
}

/// A heap buffer of floats that JavaScript reads through its address.
struct FloatBuffer {
  private var storage = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4096)

  /// The buffer's address in wasm memory.
  var address: Int32 { Int32(truncatingIfNeeded: Int(bitPattern: storage.baseAddress)) }

  /// Copies floats in.
  mutating func copy(_ floats: [Float]) {
    if floats.count > storage.count {
      storage.deallocate()
      storage = .allocate(capacity: max(floats.count, storage.count * 2))
    }
    _ = storage.initialize(fromContentsOf: floats)
  }
}
