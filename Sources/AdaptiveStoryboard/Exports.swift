// A storyboard app imports AdaptiveStoryboard and gets AdaptiveKit with it, as `import UIKit`
// gives storyboards and view controllers together.
@_exported import AdaptiveKit
