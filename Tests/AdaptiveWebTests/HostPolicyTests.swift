import Testing
import AdaptiveWeb

/// Which host names a request may address (the defence against DNS rebinding).
@Suite
struct HostPolicyTests {
  @Test func aServerBoundToLoopbackAnswersLoopbackNamesOnly() {
    let policy = HostPolicy(boundTo: "127.0.0.1")
    for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST", "app.localhost:1", "127.1.2.3", "[::1]:8080", "localhost.", nil] {
      #expect(policy.allows(host), "\(host ?? "no Host")")
    }
    for host in ["evil.example:8080", "evil.example", "127.0.0.1.evil.example", "128.0.0.1", "localhost.evil.example", "[::2]:80",
                 "", ":8080", "127.0.0.1:80x", "[::1", "10.0.0.1", "1270.0.0.1"] {
      #expect(!policy.allows(host), "\(host)")
    }
  }

  @Test func allowedHostsAreAnsweredWhateverTheirCaseAndPort() {
    let policy = HostPolicy(boundTo: "localhost", allowedHosts: ["Demo.Example", "lab.example:9000"])
    #expect(policy.allows("demo.example:8080") && policy.allows("LAB.example"))
    #expect(!policy.allows("other.example"))
  }

  @Test func aServerBoundToAnotherInterfaceAnswersAnyNameUnlessHostsAreListed() {
    #expect(HostPolicy(boundTo: "0.0.0.0").allows("my-laptop.local:8080"))
    let listed = HostPolicy(boundTo: "0.0.0.0", allowedHosts: ["my-laptop.local"])
    #expect(listed.allows("my-laptop.local:8080") && listed.allows("127.0.0.1:8080"))
    #expect(!listed.allows("evil.example"))
  }
}
