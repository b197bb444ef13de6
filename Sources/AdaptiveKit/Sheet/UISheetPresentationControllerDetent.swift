import Foundation

/// What a custom detent's resolver can read, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext` (R72).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The traits of the sheet's container.
  var containerTraitCollection: UITraitCollection { get }
  /// The height of the largest detent (`.large()`), inside the safe area.
  var maximumDetentValue: CGFloat { get }
}

/// The resolution context AdaptiveKit hands to resolvers.
struct DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
  var containerTraitCollection: UITraitCollection
  var maximumDetentValue: CGFloat
}

extension UISheetPresentationController {
  /// A height at which a sheet rests, as UIKit's `UISheetPresentationController.Detent` (R72).
  @MainActor
  public final class Detent {
    /// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
      /// The identifier's string.
      public let rawValue: String
      /// Creates an identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Creates an identifier from a string.
      public init(_ rawValue: String) { self.rawValue = rawValue }
      /// The medium detent's identifier.
      public static let medium = Identifier("com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier("com.apple.UIKit.large")
      /// The raw value.
      public var description: String { rawValue }
    }

    /// The detent's identifier. A custom detent made without one gets a generated identifier when
    /// it is first given to a sheet (or first read, if that comes earlier); it never changes after.
    public var identifier: Identifier {
      if let storedIdentifier { return storedIdentifier }
      let generated = Detent.generatedIdentifier(avoiding: [])
      storedIdentifier = generated
      return generated
    }
    private var storedIdentifier: Identifier?
    private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(identifier: Identifier?, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
      self.storedIdentifier = identifier
      self.resolver = resolver
    }

    /// About half the height of the large detent; inactive in compact height (R72, [INF]: exactly
    /// half of ``UISheetPresentationControllerDetentResolutionContext/maximumDetentValue``, rounded).
    public static func medium() -> Detent {
      Detent(identifier: .medium) { context in
        context.containerTraitCollection.verticalSizeClass == .compact ? nil : (context.maximumDetentValue / 2).rounded()
      }
    }

    /// The full height of the sheet (R72).
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height a closure computes; nil from the closure makes it inactive (R72).
    /// Without an identifier AdaptiveKit generates a deterministic one where UIKit generates a
    /// random one: each sheet numbers the unnamed detents it is given `custom-1`, `custom-2`, … in
    /// order, skipping identifiers its other detents hold, so a window rebuilt and replayed gets
    /// the same identifiers and no state is shared between windows.
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier, resolver: resolver)
    }

    /// The detent's height in `context`, clamped to the maximum; nil when inactive (or when the
    /// resolver answers a value that is not finite).
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      guard let value = resolver(context) else { return nil }
      // A resolver answering NaN or an infinity gets the inactive answer, nil.
      guard value.isFinite else { return nil }
      return min(max(value, 0), context.maximumDetentValue)
    }

    /// Gives every detent of `detents` that has no identifier yet a generated one, in order.
    static func assignGeneratedIdentifiers(in detents: [Detent]) {
      var taken = Set(detents.compactMap(\.storedIdentifier))
      for detent in detents where detent.storedIdentifier == nil {
        let generated = generatedIdentifier(avoiding: taken)
        detent.storedIdentifier = generated
        taken.insert(generated)
      }
    }

    /// `custom-n` for the smallest `n` from 1 whose identifier is not in `taken`.
    private static func generatedIdentifier(avoiding taken: Set<Identifier>) -> Identifier {
      var number = 1
      while taken.contains(Identifier("custom-\(number)")) { number += 1 }
      return Identifier("custom-\(number)")
    }
  }
}
