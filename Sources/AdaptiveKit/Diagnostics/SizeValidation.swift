import Foundation

/// The checks every size, scale and length that enters AdaptiveKit from the app passes at the
/// edge, so nothing downstream (layout, labels, dumps, descriptions) ever sees NaN, an infinity, a
/// negative or an absurd value.
package enum SizeValidation {
  /// The largest width or height accepted, in points: far beyond any screen, small enough that
  /// every computation on it stays exact.
  package static let maximumDimension: CGFloat = 100_000
  /// The largest display scale accepted.
  static let maximumDisplayScale: CGFloat = 16

  /// Why `length` is not a usable width or height, or nil when it is.
  static func problem(with length: CGFloat) -> String? {
    if length.isNaN { return "is not a number" }
    if length.isInfinite { return "is infinite" }
    if length < 0 { return "is negative" }
    if length > maximumDimension { return "exceeds \(Int(maximumDimension)) points" }
    return nil
  }

  /// Why `size` is not usable, naming the component, or nil when it is.
  static func problem(with size: CGSize) -> String? {
    if let problem = problem(with: size.width) { return "its width \(Double(size.width)) \(problem)" }
    if let problem = problem(with: size.height) { return "its height \(Double(size.height)) \(problem)" }
    return nil
  }

  /// Why `scale` is not a usable display scale, or nil when it is.
  static func problem(withScale scale: CGFloat) -> String? {
    guard scale.isFinite, scale > 0, scale <= maximumDisplayScale else {
      return "the display scale \(Double(scale)) is not a finite number between 0 and \(Int(maximumDisplayScale))"
    }
    return nil
  }

  /// `length` made usable: NaN and negatives become 0, infinities and absurd values the maximum.
  static func clamped(_ length: CGFloat) -> CGFloat {
    guard !length.isNaN else { return 0 }
    return min(max(length, 0), maximumDimension)
  }

  /// `size` with both components clamped.
  static func clamped(_ size: CGSize) -> CGSize { CGSize(width: clamped(size.width), height: clamped(size.height)) }

  /// `rect` with a finite origin (non-finite components become 0) and a clamped size.
  static func clamped(_ rect: CGRect) -> CGRect {
    func origin(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, -maximumDimension), maximumDimension) : 0 }
    return CGRect(x: origin(rect.origin.x), y: origin(rect.origin.y), width: clamped(rect.size.width), height: clamped(rect.size.height))
  }
}
