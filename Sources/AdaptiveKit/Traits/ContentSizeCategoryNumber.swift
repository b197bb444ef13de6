import Foundation

/// Small numbers for content size categories, so ``UITraitCollection`` holds plain values only and
/// copies without reference counting (the trait pass of a rotation copies collections at every
/// controller; see BENCHMARKS.md, B1).
///
/// `0` is ``UIContentSizeCategory/unspecified``; UIKit's categories follow in size order. Any other
/// raw value gets the next free number the first time it is seen, so equal categories always have
/// equal numbers and the collection's equality is unchanged.
enum ContentSizeCategoryNumber {
  /// The unspecified category's number.
  static let unspecified: UInt32 = 0

  private static let known: [UIContentSizeCategory] = [.unspecified] + UIContentSizeCategory.allSpecified
  private static let lock = NSLock()
  nonisolated(unsafe) private static var others: [UIContentSizeCategory] = []
  nonisolated(unsafe) private static var otherNumbers: [String: UInt32] = [:]

  /// The number of `category`, assigning one to a raw value not seen before.
  static func number(of category: UIContentSizeCategory) -> UInt32 {
    if let index = known.firstIndex(of: category) { return UInt32(index) }
    lock.lock()
    defer { lock.unlock() }
    if let number = otherNumbers[category.rawValue] { return number }
    let number = UInt32(known.count + others.count)
    others.append(category)
    otherNumbers[category.rawValue] = number
    return number
  }

  /// The category numbered `number`.
  static func category(numbered number: UInt32) -> UIContentSizeCategory {
    let index = Int(number)
    if index < known.count { return known[index] }
    lock.lock()
    defer { lock.unlock() }
    return others[index - known.count]
  }
}
