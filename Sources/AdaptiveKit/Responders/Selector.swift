/// An action name, standing in for Objective-C's selectors, which Linux does not have.
///
/// Two selectors are equal when their Objective-C names are equal. A selector made from a method —
/// with the `#Selector` macro (of the AdaptiveMacros library) or `init(_:implementation:)` — also carries the method, so the action
/// can be sent to instances of the method's class (``UIApplication/sendAction(_:to:from:for:)``)
/// and found along the responder chain. A selector made from a name alone reaches UIKit's own
/// actions only: what a selector reaches depends on how it was made, never on which other
/// selectors the process has made.
///
/// ```swift
/// button.addTarget(self, action: #Selector(didTapSave(_:)), for: .touchUpInside)
/// vc.targetViewController(forAction: .showDetail, sender: self)
/// Selector("showViewController:sender:") == .show   // true
/// ```
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The Objective-C spelling, for example `showViewController:sender:`.
  public let name: String
  /// The methods the selector was made from, and whether it is one of UIKit's routing actions: one
  /// word, so a selector passes in as few registers as a name and a flag.
  private let methods: Methods

  private enum Methods {
    case action([ActionImplementation])
    case show([ActionImplementation])
    case showDetail([ActionImplementation])
    /// `show` or `showDetailViewController` made from its name alone (`Selector.show`,
    /// `Selector.showDetail`): no list, so copying the selector at a call site retains nothing
    /// but its name (B2 in BENCHMARKS.md, thirty-second run).
    case namedShow
    case namedShowDetail
  }

  /// Whether this is `show` or `showDetailViewController`, UIKit's own routing actions (known once,
  /// so routing does not compare names at every level of the walk).
  package var isShowAction: Bool {
    if case .action = methods { false } else { true }
  }
  /// Whether this is `show(_:sender:)`, without comparing names.
  package var isShow: Bool {
    switch methods {
    case .show, .namedShow: true
    default: false
    }
  }
  /// The methods the selector was made from, one per class (usually one).
  package var implementations: [ActionImplementation] {
    switch methods {
    case .action(let implementations), .show(let implementations), .showDetail(let implementations): implementations
    case .namedShow, .namedShowDetail: []
    }
  }

  /// Creates a selector from its Objective-C spelling.
  public init(_ name: String) {
    self.init(name, implementations: [])
  }

  private init(_ name: String, implementations: [ActionImplementation]) {
    self.name = name
    let named = implementations.isEmpty
    self.methods =
      switch name {
      case "showViewController:sender:": named ? .namedShow : .show(implementations)
      case "showDetailViewController:sender:": named ? .namedShowDetail : .showDetail(implementations)
      default: .action(implementations)
      }
  }

  /// A selector whose kind is already known: UIKit's routing actions, made once from constants.
  private init(name: String, methods: Methods) {
    self.name = name
    self.methods = methods
  }

  /// A selector for `name` carrying `T`'s method, run by `invoke`.
  @MainActor
  init<T: AnyObject>(_ name: String, implementedBy type: T.Type, invoke: @escaping @MainActor (T, Any?, UIEvent?) -> Any?) {
    self.init(name, implementations: [ActionImplementation(of: type, invoke: invoke)])
  }

  /// This selector carrying `other`'s methods too (for a class this one has none of): what a
  /// storyboard uses when several classes implement an action of the same name.
  package func merging(_ other: Selector) -> Selector {
    var merged = implementations
    for candidate in other.implementations where !merged.contains(where: { $0.implementer == candidate.implementer }) {
      merged.append(candidate)
    }
    return Selector(name, implementations: merged)
  }
  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// `show(_:sender:)`.
  public static let show = Selector(name: "showViewController:sender:", methods: .namedShow)
  /// `showDetailViewController(_:sender:)`.
  public static let showDetail = Selector(name: "showDetailViewController:sender:", methods: .namedShowDetail)

  public var description: String { name }
}

extension Selector {
  /// Creates a selector for a method that takes no argument, carrying `T`'s method.
  @MainActor
  public init<T: AnyObject, R>(_ name: String, implementation method: @escaping @MainActor (T) -> () -> R) {
    self.init(name, implementedBy: T.self) { target, _, _ in method(target)() }
  }

  /// Creates a selector for a method that takes the sender, carrying `T`'s method.
  /// A sender that is not a `Sender` is reported and the method is not called.
  @MainActor
  public init<T: AnyObject, Sender, R>(_ name: String, implementation method: @escaping @MainActor (T) -> (Sender) -> R) {
    let selectorName = name
    self.init(name, implementedBy: T.self) { target, sender, _ in
      guard let typed = ActionImplementation.cast(sender, to: Sender.self, action: selectorName) else { return nil }
      return method(target)(typed)
    }
  }

  /// Creates a selector for a method that takes the sender and the event, carrying `T`'s
  /// method.
  @MainActor
  public init<T: AnyObject, Sender, R>(
    _ name: String, implementation method: @escaping @MainActor (T) -> (Sender, UIEvent) -> R
  ) {
    let selectorName = name
    self.init(name, implementedBy: T.self) { target, sender, event in
      guard let typed = ActionImplementation.cast(sender, to: Sender.self, action: selectorName) else { return nil }
      return method(target)(typed, event ?? UIEvent())
    }
  }

  /// What `#Selector(method)` expands to: the Objective-C name from the method's base name and
  /// argument labels (nil when written without them), then as `init(_:implementation:)`.
  @MainActor
  public init<T: AnyObject, R>(objCBaseName: String, argumentLabels: [String]?, implementation method: @escaping @MainActor (T) -> () -> R) {
    self.init(Selector.objCName(objCBaseName, labels: argumentLabels, arity: 0), implementation: method)
  }

  /// What `#Selector(method)` expands to for a method that takes the sender.
  @MainActor
  public init<T: AnyObject, Sender, R>(
    objCBaseName: String, argumentLabels: [String]?, implementation method: @escaping @MainActor (T) -> (Sender) -> R
  ) {
    self.init(Selector.objCName(objCBaseName, labels: argumentLabels, arity: 1), implementation: method)
  }

  /// What `#Selector(method)` expands to for a method that takes the sender and the event.
  @MainActor
  public init<T: AnyObject, Sender, R>(
    objCBaseName: String, argumentLabels: [String]?,
    implementation method: @escaping @MainActor (T) -> (Sender, UIEvent) -> R
  ) {
    self.init(Selector.objCName(objCBaseName, labels: argumentLabels, arity: 2), implementation: method)
  }

  /// Swift's Objective-C name for a method: `didTap(_:)` is `didTap:`, `save(sender:)` is
  /// `saveWithSender:`, `didTap(_:forEvent:)` is `didTap:forEvent:`; without labels, one colon per
  /// parameter.
  static func objCName(_ baseName: String, labels: [String]?, arity: Int) -> String {
    guard let labels else { return baseName + String(repeating: ":", count: arity) }
    var name = baseName
    for (index, label) in labels.enumerated() {
      if label == "_" {
        name += ":"
      } else if index == 0 {
        name += "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
      } else {
        name += label + ":"
      }
    }
    return name
  }
}
