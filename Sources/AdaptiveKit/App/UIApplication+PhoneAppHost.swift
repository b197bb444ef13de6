extension UIApplication {
  /// The iPad that hosts an iPhone app turns (R118): the app's supported orientations are
  /// ignored, so every scene whose orientation is not locked (R120) takes the iPad's orientation,
  /// and its windows keep the size the user gave them ([INF]); the scene delegates hear about it.
  func rotateHostedByIPad(to orientation: UIInterfaceOrientation) {
    deviceInterfaceOrientation = orientation
    for scene in windowScenes where !scene.isInterfaceOrientationLocked {
      scene.updating { scene.interfaceOrientation = orientation }
    }
  }
}
