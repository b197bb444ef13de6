// `import UIKit` gives an app Foundation too (`IndexPath`, `URL`, `CGSize`, `NotificationCenter`,
// `DispatchQueue`, `NSLocalizedString`, …): `import AdaptiveKit` does the same.
@_exported import Foundation
