public import AdaptiveKit

extension SnapshotEnvironment {
  /// An iPhone Duo folded to `posture` in `orientation`: closed, it shows its outer display;
  /// flat or partially folded, its inner one (partially folded, with the fold active).
  ///
  /// ```swift
  /// assertSnapshot(of: split, as: .svg(on: .posture(.partiallyFolded, .landscapeLeft)))
  /// ```
  ///
  /// - Parameters:
  ///   - posture: The posture the window is folded to before the snapshot.
  ///   - orientation: How the Duo is held: in landscape a partially folded Duo opens like a book
  ///     (its fold runs top to bottom), in portrait it stands like a laptop (side to side).
  public static func posture(_ posture: Device.Posture, _ orientation: UIInterfaceOrientation = .landscapeLeft) -> SnapshotEnvironment {
    var environment = SnapshotEnvironment(.iPhoneDuo, orientation)
    environment.posture = posture
    return environment
  }

  /// The iPhone Duo's three postures, where a layout on it differs: closed in portrait (its outer
  /// display, compact width as an iPhone), open flat in landscape (its inner display, regular ×
  /// regular) and partially folded in landscape (the same size and traits, with the fold running
  /// top to bottom down the middle, as an active reserved region of kind division).
  public static let iPhoneDuoPostures: [SnapshotEnvironment] = [
    .posture(.closed, .portrait), .posture(.flat), .posture(.partiallyFolded),
  ]

  /// ``deviceMatrix`` and then ``iPhoneDuoPostures``: seven environments, the four of the matrix
  /// and the Duo closed, flat and partially folded.
  public static let deviceMatrixWithIPhoneDuo: [SnapshotEnvironment] = deviceMatrix + iPhoneDuoPostures
}
