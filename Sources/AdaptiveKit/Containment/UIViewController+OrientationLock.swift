extension UIViewController {
  /// Tells the scene that ``prefersInterfaceOrientationLocked`` (or
  /// ``childForInterfaceOrientationLock``) now answers differently (iOS 26, R120): the scene reads
  /// the preference again, and a change of its `effectiveGeometry.isInterfaceOrientationLocked`
  /// is told to its delegate.
  public func setNeedsUpdateOfPrefersInterfaceOrientationLocked() {
    viewIfLoaded?.window?.windowScene?.updateInterfaceOrientationLock()
  }
}
