/// Which actions a run draws from (`--mix`). A seed means one run only within its mix: the draws
/// that pick an action, a controller or a window depend on how many kinds there are.
enum ActionMix: String {
  /// The 24 kinds of the driver before the iOS 18–27 containers: seeds that failed under it (the
  /// ``pastFailures`` of the tests) replay exactly as when they were found.
  case legacy
  /// The legacy kinds plus tab objects, the inspector, windows of any size and arrangement view
  /// controllers (kinds 24–28), and controllers and windows made with them (tab-object tab bar
  /// controllers, splits with an inspector, windows in a resizable scene or of a free size), and
  /// iPhone Duo windows that fold (drawn from a stream of their own: see `Fuzzer.duoRandom`).
  case current

  /// The number of action kinds drawn from.
  var kinds: Int { self == .legacy ? 24 : 29 }
  /// The number of kinds of controller ``Fuzzer/makeController()`` draws from.
  var controllerKinds: Int { self == .legacy ? 8 : 10 }
}
