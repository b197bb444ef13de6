import Foundation
import Testing
@testable import AdaptiveKit

/// `IdentitySet` and `firstIndexOfRepeatedIdentical()` answer by identity, the same whether they scan a
/// short list or hash a long one.
@MainActor
struct IdentitySetTests {
  /// Equal by value, distinct by identity.
  final class Token: Equatable {
    static func == (lhs: Token, rhs: Token) -> Bool { true }
  }

  @Test(arguments: [3, IdentitySet<Token>.scanLimit, IdentitySet<Token>.scanLimit + 1, 200])
  func membershipIsByIdentity(count: Int) {
    let members = (0..<count).map { _ in Token() }
    let set = IdentitySet(members)
    for member in members { #expect(set.contains(member)) }
    #expect(!set.contains(Token()))
  }

  @Test(arguments: [3, IdentitySet<Token>.scanLimit, IdentitySet<Token>.scanLimit + 1, 200])
  func theFirstRepeatedElementIsTheEarliestSecondMention(count: Int) {
    let members = (0..<count).map { _ in Token() }
    #expect(members.firstIndexOfRepeatedIdentical() == nil)
    let repeated = members + [members[1], members[0]]
    #expect(repeated.firstIndexOfRepeatedIdentical() == count)
    #expect(repeated[count] === members[1])
  }
}
