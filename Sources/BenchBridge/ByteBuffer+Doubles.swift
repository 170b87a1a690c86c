import WebBridge

extension ByteBuffer {
  /// The first `count` 8-byte little-endian doubles (fewer when the buffer is shorter): how the physics
  /// benchmark hands over a scene.
  func doubles(count: Int) -> [Double] {
    let raw = UnsafeRawBufferPointer(bytes(length: min(max(0, count), Int.max / 8) * 8))
    return (0..<raw.count / 8).map { raw.loadUnaligned(fromByteOffset: $0 * 8, as: Double.self) }
  }
}
