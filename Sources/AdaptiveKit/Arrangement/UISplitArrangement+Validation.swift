extension UISplitArrangement {
  /// Why this arrangement cannot be applied, or nil: each dimension must be valid, and a minimum
  /// must not exceed the maximum given in the same unit.
  var invalidity: String? {
    for placement in [UIArrangementViewController.ViewPlacement.primary, .secondary] {
      let properties = properties(for: placement)
      guard properties.layoutPriority.isFinite else { return "the \(placement) placement's layout priority is not finite" }
      for (name, range) in [("width", properties.width), ("height", properties.height)] {
        for (bound, dimension) in [("minimum", range.minimum), ("preferred", range.preferred), ("maximum", range.maximum)] {
          if let problem = dimension.invalidity { return "the \(placement) placement's \(name) \(bound) \(problem)" }
        }
        switch (range.minimum.kind, range.maximum.kind) {
        case let (.absolute(low), .absolute(high)) where low > high, let (.fractional(low), .fractional(high)) where low > high:
          return "the \(placement) placement's \(name) minimum \(range.minimum) exceeds its maximum \(range.maximum)"
        default: break
        }
      }
    }
    return nil
  }
}
