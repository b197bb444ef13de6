import AdaptiveKit
import Foundation

/// Where the home indicator is drawn at the bottom of a screen or app ([INF]): 5 pt tall, 8 pt above
/// the bottom edge; 134 pt wide on an iPhone, 320 pt on an iPad (40 % of a narrower Split View app).
enum HomeIndicatorGeometry {
  /// The indicator's frame at the bottom of `bounds`, on an iPad or an iPhone.
  static func frame(in bounds: CGRect, isPad: Bool) -> CGRect {
    let width: CGFloat = isPad ? min(320, (bounds.width * 0.4).rounded()) : 134
    return CGRect(x: (bounds.midX - width / 2).rounded(), y: bounds.maxY - 8 - 5, width: width, height: 5)
  }
}
