extension UIApplication {
  /// The orientation whose screen an iPhone app that requires full screen moves to when asked for
  /// `size` (R119), or nil when the app resizes freely: an app of the pad idiom (where the key is
  /// deprecated, iPadOS 26) or one whose Info.plist does not set `UIRequiresFullScreen`.
  ///
  /// The orientation matches the shape of `size` (landscape when it is wider than tall), keeping
  /// the current orientation when it matches, within the root view controller's
  /// `supportedInterfaceOrientations`; when the app supports no orientation of that shape, the
  /// first one it supports of the other ([INF]). iPhone Mirroring always gives portrait, and an
  /// iPad host ignores the supported orientations (R118).
  func discreteOrientation(for size: CGSize) -> UIInterfaceOrientation? {
    guard infoPlistSettings.requiresFullScreen, device?.idiom == .phone else { return nil }
    if phoneAppHost.kind == .iPhoneMirroring { return .portrait }
    let current = windowScenes.first?.interfaceOrientation ?? deviceInterfaceOrientation
    let supported = phoneAppHost.kind == .iPad
      ? .all : (keyWindow ?? windows.first)?.rootViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    let landscape = size.width > size.height
    let shaped: [UIInterfaceOrientation] = landscape ? [.landscapeRight, .landscapeLeft] : [.portrait, .portraitUpsideDown]
    let others: [UIInterfaceOrientation] = landscape ? [.portrait, .portraitUpsideDown] : [.landscapeRight, .landscapeLeft]
    for candidate in [current] + shaped where candidate.isLandscape == landscape && supported.contains(candidate) {
      return candidate
    }
    return others.first { supported.contains($0) } ?? current
  }

  /// Moves every scene and window to the device's screen in `orientation`: one size (and trait)
  /// transition each, then the scene delegates hear about it (R119's discrete resizing).
  func resizeDiscretely(to orientation: UIInterfaceOrientation) {
    for window in windowsWithoutScene { window.rotate(to: orientation) }
    for scene in windowScenes {
      scene.updating {
        scene.screen = UIScreen(device: device, orientation: orientation, posture: devicePosture)
        scene.interfaceOrientation = orientation
        scene.size = scene.screen.bounds.size
        for window in scene.windows { window.rotate(to: orientation) }
      }
    }
  }
}
