import Foundation

/// The package a new user writes by following README.md, read from the README's own text: each
/// fenced Swift block that is a whole file — `Package.swift`, which opens with its
/// `// swift-tools-version:` line, or a source file whose first line is `// Sources/…` or
/// `// Tests/…` — and the shell line that re-records snapshots.
struct ReadmePackage {
  /// The files, keyed by their path in the package.
  var files: [String: String] = [:]
  /// The command that re-records snapshots (the shell line setting `SNAPSHOT_TESTING_RECORD`).
  var rerecordCommand: String?

  /// Reads the package out of a README's text.
  init(readme: String) {
    var block: (language: String, lines: [String])?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      guard line.hasPrefix("```") else {
        block?.lines.append(line)
        continue
      }
      if let finished = block {
        add(finished.lines, language: finished.language)
        block = nil
      } else {
        block = (String(line.dropFirst(3)), [])
      }
    }
  }

  private mutating func add(_ lines: [String], language: String) {
    let text = lines.joined(separator: "\n") + "\n"
    guard let first = lines.first else { return }
    if language == "sh" {
      rerecordCommand = rerecordCommand
        ?? lines.first { $0.hasPrefix("SNAPSHOT_TESTING_RECORD=") }.map { String($0.split(separator: "#")[0]).trimmingCharacters(in: .whitespaces) }
    } else if language == "swift", first.hasPrefix("// swift-tools-version:") {
      files["Package.swift"] = text
    } else if language == "swift", let path = first.firstMatch(of: /^\/\/ ((?:Sources|Tests)\/\S+\.swift)$/) {
      files[String(path.1)] = text
    }
  }
}
