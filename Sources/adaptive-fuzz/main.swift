import AdaptiveKit
import Foundation

// adaptive-fuzz --seed N --actions N: random public-API actions, checked after each one.
// Prints the seed (and, with --trace-from K, every action from K on with the callbacks it made and the windows after it); on failure prints the action index, the last actions and the violation and
// exits 1.
var seed: UInt64 = 1
var actions = 1000
var skipped: Set<Int> = []
var traceFrom = Int.max
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--seed": seed = arguments.next().flatMap { UInt64($0) } ?? seed
  case "--actions": actions = arguments.next().flatMap { Int($0) } ?? actions
  case "--trace-from": traceFrom = arguments.next().flatMap { Int($0) } ?? traceFrom
  case "--skip": skipped = Set((arguments.next() ?? "").split(separator: ",").compactMap { Int($0) })
  default:
    FileHandle.standardError.write(Data("usage: adaptive-fuzz --seed N --actions N [--skip K,K,...] [--trace-from K]\n".utf8))
    exit(2)
  }
}
print("seed \(seed)")
/// The running fuzzer, for the misuse handler: while tracing, reports are printed with the callbacks.
@MainActor final class Running { var fuzzer: Fuzzer? }
let outcome = MainActor.assumeIsolated { () -> String? in
  let running = Running()
  return MisuseReport.withHandler({ report in
    if let fuzzer = running.fuzzer, fuzzer.tracing { fuzzer.record("    ! \(report.message)") }
  }) { () -> String? in
    let fuzzer = Fuzzer(seed: seed, skipping: skipped)
    running.fuzzer = fuzzer
    fuzzer.traceFrom = traceFrom
    guard let (index, failure) = fuzzer.run(actions: actions) else { return nil }
    return "seed \(seed) failed at action \(index)\nlast actions:\n\(fuzzer.log.suffix(30).joined(separator: "\n"))\nviolation:\n\(failure)"
  }
}
if let outcome {
  print(outcome)
  exit(1)
}
print("ok \(actions) actions")
