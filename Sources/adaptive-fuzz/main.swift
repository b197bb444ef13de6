import AdaptiveKit
import Foundation

// adaptive-fuzz --seed N --actions N: random public-API actions, checked after each one.
// --mix legacy draws from the 24 kinds of the driver before the iOS 18–27 containers (the mix the
// past failures were found in); --mix current (the default) adds kinds 24–28. --only K,K plays
// only those kinds; --stats prints what the new actions achieved; --keep-going starts afresh after
// a failure and prints one line per failure at the end.
// Prints the seed (and, with --trace-from K, every action from K on with the callbacks it made and the windows after it); on failure prints the action index, the last actions and the violation and
// exits 1.
var seed: UInt64 = 1
var actions = 1000
var skipped: Set<Int> = []
var traceFrom = Int.max
var mix = ActionMix.current
var printsStats = false
var keepGoing = false
var only: Set<Int>?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--seed": seed = arguments.next().flatMap { UInt64($0) } ?? seed
  case "--actions": actions = arguments.next().flatMap { Int($0) } ?? actions
  case "--trace-from": traceFrom = arguments.next().flatMap { Int($0) } ?? traceFrom
  case "--mix": mix = arguments.next().flatMap(ActionMix.init(rawValue:)) ?? mix
  case "--stats": printsStats = true
  case "--keep-going": keepGoing = true
  case "--only": only = Set((arguments.next() ?? "").split(separator: ",").compactMap { Int($0) })
  case "--skip": skipped = Set((arguments.next() ?? "").split(separator: ",").compactMap { Int($0) })
  default:
    FileHandle.standardError.write(Data("usage: adaptive-fuzz --seed N --actions N [--mix legacy|current] [--skip K,K,...] [--only K,K,...] [--stats] [--keep-going] [--trace-from K]\n".utf8))
    exit(2)
  }
}
if let only { skipped = Set(0..<mix.kinds).subtracting(only) }
print("seed \(seed)")
/// The running fuzzer, for the misuse handler: while tracing, reports are printed with the callbacks.
@MainActor final class Running { var fuzzer: Fuzzer? }
let outcome = MainActor.assumeIsolated { () -> String? in
  let running = Running()
  return MisuseReport.withHandler({ report in
    if let fuzzer = running.fuzzer, fuzzer.tracing { fuzzer.record("    ! \(report.message)") }
  }) { () -> String? in
    let fuzzer = Fuzzer(seed: seed, mix: mix, skipping: skipped)
    running.fuzzer = fuzzer
    fuzzer.traceFrom = traceFrom
    fuzzer.keepGoing = keepGoing
    defer { if printsStats { print(fuzzer.stats.line) } }
    guard let (index, failure) = fuzzer.run(actions: actions) else { return nil }
    if keepGoing {
      // One line per failure: its action index and first sentence.
      return fuzzer.failures.map { "seed \(seed) failed at action \($0.index): \($0.failure.prefix { $0 != "\n" })" }.joined(separator: "\n")
    }
    return "seed \(seed) failed at action \(index)\nlast actions:\n\(fuzzer.log.suffix(30).joined(separator: "\n"))\nviolation:\n\(failure)"
  }
}
if let outcome {
  print(outcome)
  exit(1)
}
print("ok \(actions) actions")
