import AdaptiveKit
import Foundation

/// Arrangement view controllers (iOS 27.1, R129–R133): wrapping a controller in one, setting,
/// removing and swapping its placements, and changing its arrangement (valid or not), at sizes the
/// other actions change.
extension Fuzzer {
  func arrangementAction() {
    guard let arrangement = any(UIArrangementViewController.self), random.int(6) != 0 else {
      wrapInArrangement()
      return
    }
    switch random.int(5) {
    case 0, 1:
      let placement: UIArrangementViewController.ViewPlacement = random.chance(50) ? .primary : .secondary
      let controller: UIViewController? = random.chance(20) ? nil : (random.chance(60) ? leaf("arr\(counter)") : anyController())
      counter += 1
      record("arrangement setViewController \(controller?.debugName ?? "nil") for \(placement) on \(arrangement.debugName)")
      arrangement.setViewController(controller, for: placement, animated: random.chance(50))
      stats.count("arrangement.placed", if: controller != nil && arrangement.viewController(for: placement) === controller)
      stats.count("arrangement.removed", if: controller == nil && arrangement.viewController(for: placement) == nil)
    case 2:
      let primary = arrangement.viewController(for: .primary), secondary = arrangement.viewController(for: .secondary)
      record("arrangement swap placements of \(arrangement.debugName)")
      arrangement.setViewController(nil, for: .secondary)
      arrangement.setViewController(secondary, for: .primary)
      arrangement.setViewController(primary, for: .secondary)
      stats.count("arrangement.swapped", if: primary != nil && secondary != nil && arrangement.viewController(for: .primary) === secondary)
    default:
      updateArrangement(of: arrangement)
    }
    stats.count("arrangement.hiddenSecondary", if: arrangement.state(for: .secondary)?.isHidden == true)
    stats.count("arrangement.sideBySide", if: arrangement.state(for: .primary)?.splitAxis == .horizontal)
    stats.count("arrangement.stacked", if: arrangement.state(for: .primary)?.splitAxis == .vertical)
  }

  /// A new arrangement around a new leaf or any controller (which moves into it, or is refused),
  /// made a window's root, pushed, or presented.
  private func wrapInArrangement() {
    counter += 1
    let arrangement = UIArrangementViewController()
    arrangement.title = "c\(counter)"
    track(arrangement)
    let primary = random.chance(50) ? leaf("c\(counter).primary") : anyController()
    record("new arrangement \(arrangement.debugName) around \(primary.debugName)")
    arrangement.setViewController(primary, for: .primary)
    if random.chance(60) { arrangement.setViewController(leaf("c\(counter).secondary"), for: .secondary) }
    stats.count("arrangement.controllers")
    switch random.int(3) {
    case 0:
      guard let window = random.pick(windows) else { return }
      record("root of window = \(arrangement.debugName)")
      window.rootViewController = arrangement
    case 1:
      guard let navigation = any(UINavigationController.self) else { return }
      record("push \(arrangement.debugName) on \(navigation.debugName)")
      navigation.pushViewController(arrangement, animated: random.chance(50))
    default:
      let source = anyController()
      record("present \(arrangement.debugName) from \(source.debugName)")
      source.present(arrangement, animated: random.chance(50))
    }
  }

  /// A split arrangement with random axes and properties (some invalid), or an overlay with random
  /// axes and edges.
  private func updateArrangement(of arrangement: UIArrangementViewController) {
    let axes: UIAxis = [.both, .horizontal, .vertical, []][random.int(4)]
    if random.chance(30) {
      var overlay = UIOverlayArrangement().axes(axes)
      var properties = overlay.defaultViewProperties
      properties.edge = [[], .leading, .trailing, .top, .bottom, .all][random.int(6)]
      overlay.setViewProperties(properties, for: random.chance(50) ? .primary : .secondary)
      record("arrangement overlay axes \(axes) edge \(properties.edge.rawValue) on \(arrangement.debugName)")
      arrangement.updateArrangement(overlay, animated: random.chance(50))
      return
    }
    var split = UISplitArrangement().axes(axes)
    for placement in [UIArrangementViewController.ViewPlacement.primary, .secondary] where random.chance(60) {
      var properties = split.defaultViewProperties
      properties.width.minimum = randomDimension()
      properties.width.preferred = randomDimension()
      properties.height.maximum = randomDimension()
      properties.height.preferred = randomDimension()
      properties.layoutPriority = [0, 1, 750, .nan][random.int(4)]
      split.setViewProperties(properties, for: placement)
    }
    record("arrangement split axes \(axes) on \(arrangement.debugName)")
    arrangement.updateArrangement(split, animated: random.chance(50))
  }

  private func randomDimension() -> UISplitArrangement.Dimension {
    switch random.int(6) {
    case 0: .intrinsic
    case 1: .absolute([0, 200, 500, 2000, -1, .infinity][random.int(6)])
    case 2: .fractional([0, 0.3, 0.5, 1, 1.5][random.int(5)])
    default: .automatic
    }
  }
}
