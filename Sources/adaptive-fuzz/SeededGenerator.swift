/// A seeded generator (SplitMix64): the same seed gives the same run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
  mutating func pick<T>(_ list: [T]) -> T? { list.isEmpty ? nil : list[int(list.count)] }
}
