/// SHA-1 (FIPS 180-4), which the WebSocket handshake uses to answer a client's key (RFC 6455
/// §4.2.2). Not for anything that needs a secure hash.
enum SHA1 {
  /// The 20-byte digest of `message`.
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var padded = message + [0x80]
    padded += [UInt8](repeating: 0, count: (64 - (padded.count + 8) % 64) % 64)
    let bitCount = UInt64(message.count) * 8
    padded += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitCount >> (UInt64($0) * 8)) }
    var words = [UInt32](repeating: 0, count: 80)
    for block in stride(from: 0, to: padded.count, by: 64) {
      for index in 0..<16 {
        let offset = block + index * 4
        words[index] = padded[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
      }
      for index in 16..<80 {
        let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
        words[index] = mixed << 1 | mixed >> 31
      }
      var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
      for index in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          switch index {
          case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
          case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
          default: (b ^ c ^ d, 0xCA62_C1D6)
          }
        let next = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[index]
        (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, next)
      }
      state[0] &+= a
      state[1] &+= b
      state[2] &+= c
      state[3] &+= d
      state[4] &+= e
    }
    return state.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> (UInt32($0) * 8)) } }
  }
}
