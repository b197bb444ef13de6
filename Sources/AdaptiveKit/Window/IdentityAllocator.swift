/// Hands out the identities of one window's controllers and views: small numbers, counted from 0
/// in the order controllers and views first enter the window (a view before its subviews, a root
/// view with its controller), kept by each object for as long as it lives. A controller keeps its
/// number across pushes, pops, collapses, rotations and re-presentations, and a window rebuilt and
/// replayed the same way numbers everything the same way.
///
/// Renderers build element ids from these numbers (`c7`, `v12`); see ``WindowContext/identity(of:)-(UIViewController)``.
@MainActor
final class IdentityAllocator {
  /// The next number to hand out.
  private(set) var nextNumber = 0
  /// Drawn when the allocator is made: it tells this allocator's identities from those of a later
  /// allocator at the same address. (A weak reference to the allocator would cost a side-table
  /// load each time a view enters a window.)
  private let stamp = UInt64.random(in: .min ... .max)

  /// The number of an object that stores `identity`: its number if this allocator gave it, else a
  /// new one (an object that moved from another window is numbered again in this one).
  func number(for identity: inout AllocatedIdentity?) -> Int {
    if let identity, identity.allocator == ObjectIdentifier(self), identity.stamp == stamp { return identity.number }
    let number = nextNumber
    nextNumber += 1
    identity = AllocatedIdentity(allocator: ObjectIdentifier(self), stamp: stamp, number: number)
    return number
  }
}

/// The identity an object received from a window's ``IdentityAllocator``.
struct AllocatedIdentity {
  /// The allocator that gave it (compared, never dereferenced).
  let allocator: ObjectIdentifier
  /// That allocator's stamp.
  let stamp: UInt64
  /// The number.
  let number: Int
}

extension WindowContext {
  /// The identity of a controller in this window: a number that stays the same for as long as the
  /// controller lives, given when it first entered the window (or now, if it never did).
  public func identity(of controller: UIViewController) -> Int {
    identities.number(for: &controller.allocatedIdentity)
  }

  /// The identity of a view in this window: a number that stays the same for as long as the view
  /// lives, given when it first entered the window (or now, if it never did).
  public func identity(of view: UIView) -> Int {
    identities.number(for: &view.allocatedIdentity)
  }
}
