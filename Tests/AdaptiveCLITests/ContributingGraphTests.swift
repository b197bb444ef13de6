import Foundation
import Testing

/// CONTRIBUTING.md's dependency graph says what Package.swift declares: the same targets, each with
/// the same dependencies (targets and other packages' products).
@Suite
struct ContributingGraphTests {
  /// A target's declared dependencies, by name: targets and products alike.
  typealias Graph = [String: Set<String>]

  @Test func theGraphMatchesPackageSwift() throws {
    let root = AdaptiveTool.packageRoot
    let declared = try Self.declared(in: String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
    let drawn = try Self.drawn(in: String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8))
    #expect(declared.count > 10, "Package.swift was not read: \(declared)")
    #expect(Set(drawn.keys) == Set(declared.keys), "targets only in Package.swift: \(Set(declared.keys).subtracting(drawn.keys).sorted()); only in CONTRIBUTING.md: \(Set(drawn.keys).subtracting(declared.keys).sorted())")
    for (target, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
      guard let line = drawn[target] else { continue }
      #expect(line == dependencies, "\(target): Package.swift declares \(dependencies.sorted()), CONTRIBUTING.md draws \(line.sorted())")
    }
  }

  /// Every target of Package.swift but the test targets, with the names in its `dependencies:`
  /// (`"Target"` and `.product(name: "Product", package: …)`).
  static func declared(in manifest: String) throws -> Graph {
    var graph: Graph = [:]
    let kinds = /\.(target|executableTarget|macro|testTarget)\(/
    let starts = manifest.matches(of: kinds)
    for (index, start) in starts.enumerated() where start.output.1 != "testTarget" {
      let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : manifest.endIndex
      let declaration = manifest[start.range.upperBound..<end]
      let name = try #require(declaration.firstMatch(of: /name: "([^"]+)"/)).output.1
      var dependencies: Set<String> = []
      if let list = declaration.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.output.1 {
        var targets = String(list)
        for product in list.matches(of: /\.product\(name: "([^"]+)", package: "[^"]+"\)/) {
          dependencies.insert(String(product.output.1))
          targets = targets.replacingOccurrences(of: String(product.output.0), with: "")
        }
        for target in targets.matches(of: /"([^"]+)"/) { dependencies.insert(String(target.output.1)) }
      }
      graph[String(name)] = dependencies
    }
    return graph
  }

  /// The lines `Target ──▶ A, B + Product` of the code block under "How the targets depend on each
  /// other" (`──▶ nothing` for a target without dependencies).
  static func drawn(in contributing: String) throws -> Graph {
    let section = try #require(contributing.firstMatch(of: /## How the targets depend on each other\n(?s:.*?)```\n((?s:.*?))```/))
    var graph: Graph = [:]
    for line in section.output.1.split(separator: "\n") {
      let parts = line.split(separator: "──▶", maxSplits: 1)
      guard parts.count == 2 else {
        Issue.record("not a dependency line: \(line)")
        continue
      }
      let names = parts[1].trimmingCharacters(in: .whitespaces) == "nothing" ? [] : parts[1].split(whereSeparator: { ",+".contains($0) })
      graph[parts[0].trimmingCharacters(in: .whitespaces)] = Set(names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
    return graph
  }
}
