import AdaptiveStoryboard
import Foundation

/// Makes a scenario's storyboard root: the storyboard's initial scene, or the scene with the
/// scenario's `storyboardIdentifier`.
@MainActor
enum StoryboardRoot {
  static func controller(for spec: StoryboardSpec) throws(ScenarioError) -> UIViewController {
    let storyboard: UIStoryboard
    do {
      storyboard = try UIStoryboard(contentsOf: URL(fileURLWithPath: spec.path))
    } catch {
      throw ScenarioError("storyboard \(error.description)", at: spec.location)
    }
    if let identifier = spec.identifier {
      guard storyboard.identifiers.contains(identifier) else {
        throw ScenarioError(
          "the storyboard has no scene with the storyboard ID '\(ScenarioError.excerpt(identifier))'; it has \(storyboard.identifiers.joined(separator: ", "))",
          at: spec.location)
      }
      return storyboard.instantiateViewController(withIdentifier: identifier)
    }
    guard let initial = storyboard.instantiateInitialViewController() else {
      throw ScenarioError("the storyboard has no initial view controller", at: spec.location)
    }
    return initial
  }
}
