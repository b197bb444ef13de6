/// Storyboard texts of the kinds that crashed or hung the loader: cycles through relationships and
/// embeds, chains of containers, deep nesting. Each controller is written on one line, so errors'
/// lines are known: scene `index`'s controller is on line ``line(ofScene:)``.
enum HostileStoryboards {
  /// A storyboard whose scenes hold one controller each.
  static func file(initial: String?, _ controllers: [String]) -> String {
    let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch""#
        + initialAttribute + ">",
      "    <scenes>",
    ]
    for (index, controller) in controllers.enumerated() {
      lines += ["        <scene sceneID=\"scene-\(index)\"><objects>", "            " + controller, "        </objects></scene>"]
    }
    lines += ["    </scenes>", "</document>", ""]
    return lines.joined(separator: "\n")
  }

  /// The line of scene `index`'s controller.
  static func line(ofScene index: Int) -> Int { 5 + 3 * index }

  /// A controller element on one line: its relationship segues (relationship, destination), its
  /// container views' embeds, and buttons with `show` segues.
  static func controller(
    _ element: String, id: String, relationships: [(String, String)] = [], embeds: [String] = [], shows: [String] = []
  ) -> String {
    var text = "<\(element) id=\"\(id)\" title=\"\(id)\" sceneMemberID=\"viewController\">"
    if !embeds.isEmpty || !shows.isEmpty {
      text += "<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(id)-view\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"393\" height=\"852\"/><subviews>"
      for (index, destination) in embeds.enumerated() {
        text += "<containerView opaque=\"NO\" contentMode=\"scaleToFill\" id=\"\(id)-container\(index)\"><rect key=\"frame\" x=\"0\" y=\"\(100 + 200 * index)\" width=\"393\" height=\"200\"/>"
          + "<connections><segue destination=\"\(destination)\" kind=\"embed\" id=\"\(id)-embed\(index)\"/></connections></containerView>"
      }
      for (index, destination) in shows.enumerated() {
        text += "<button contentMode=\"scaleToFill\" id=\"\(id)-button\(index)\"><rect key=\"frame\" x=\"20\" y=\"\(100 + 50 * index)\" width=\"200\" height=\"44\"/>"
          + "<state key=\"normal\" title=\"Show \(destination)\"/>"
          + "<connections><segue destination=\"\(destination)\" kind=\"show\" identifier=\"show-\(destination)\" id=\"\(id)-show\(index)\"/></connections></button>"
      }
      text += "</subviews></view>"
    }
    if !relationships.isEmpty {
      text += "<connections>"
      for (index, (relationship, destination)) in relationships.enumerated() {
        text += "<segue destination=\"\(destination)\" kind=\"relationship\" relationship=\"\(relationship)\" id=\"\(id)-relationship\(index)\"/>"
      }
      text += "</connections>"
    }
    return text + "</\(element)>"
  }

  // MARK: Cycles

  /// A navigation controller whose root is itself.
  static let selfRootedNavigation = file(initial: "nav", [
    controller("navigationController", id: "nav", relationships: [("rootViewController", "nav")]),
  ])

  /// Two navigation controllers, each the other's root.
  static let mutualNavigation = file(initial: "first", [
    controller("navigationController", id: "first", relationships: [("rootViewController", "second")]),
    controller("navigationController", id: "second", relationships: [("rootViewController", "first")]),
  ])

  /// A split view controller whose detail is a tab bar controller holding the split.
  static let splitInsideItsOwnTabBar = file(initial: "split", [
    controller("splitViewController", id: "split", relationships: [("masterViewController", "menu"), ("detailViewController", "tabs")]),
    controller("viewController", id: "menu"),
    controller("tabBarController", id: "tabs", relationships: [("viewControllers", "menu"), ("viewControllers", "split")]),
  ])

  /// A view controller whose container view embeds the same controller.
  static let containerEmbeddingItself = file(initial: "page", [
    controller("viewController", id: "page", embeds: ["page"]),
  ])

  /// An embed whose child's navigation root embeds the first again.
  static let embedAndRelationshipCycle = file(initial: "outer", [
    controller("viewController", id: "outer", embeds: ["inner"]),
    controller("navigationController", id: "inner", relationships: [("rootViewController", "outer")]),
  ])

  /// Two scenes that show each other: a loop the user drives, not a cycle.
  static let seguesBackAndForth = file(initial: "nav", [
    controller("navigationController", id: "nav", relationships: [("rootViewController", "ping")]),
    controller("viewController", id: "ping", shows: ["pong", "ping"]),
    controller("viewController", id: "pong", shows: ["ping"]),
  ])

  // MARK: Depth

  /// `count` navigation controllers, each the next one's root, the last rooted in a plain controller.
  static func navigationChain(_ count: Int) -> String {
    file(initial: "nav0", (0..<count).map { index in
      controller("navigationController", id: "nav\(index)", relationships: [("rootViewController", "nav\(index + 1)")])
    } + [controller("viewController", id: "nav\(count)")])
  }

  /// Tab bar controllers `levels` deep, each with `tabs` tabs showing the next one.
  static func multiplyingTabs(levels: Int, tabs: Int) -> String {
    file(initial: "tabs0", (0..<levels).map { level in
      controller("tabBarController", id: "tabs\(level)", relationships: Array(repeating: ("viewControllers", "tabs\(level + 1)"), count: tabs))
    } + [controller("viewController", id: "tabs\(levels)")])
  }

  /// `count` view controllers, each embedding the next in a container view, the last one plain.
  static func embedChain(_ count: Int) -> String {
    file(initial: "embed0", (0..<count).map { index in
      controller("viewController", id: "embed\(index)", embeds: ["embed\(index + 1)"])
    } + [controller("viewController", id: "embed\(count)")])
  }

  /// View controllers `levels` deep, each with `embeds` container views embedding the next one.
  static func multiplyingEmbeds(levels: Int, embeds: Int) -> String {
    file(initial: "level0", (0..<levels).map { level in
      controller("viewController", id: "level\(level)", embeds: Array(repeating: "level\(level + 1)", count: embeds))
    } + [controller("viewController", id: "level\(levels)")])
  }

  /// A scene whose view holds `count` labels of a class nobody registered, one a line.
  static func manyUnregisteredLabels(_ count: Int) -> String {
    let labels = (0..<count).map { index in
      "<label customClass=\"Unregistered\" text=\"Label \(index)\" id=\"label\(index)\"><rect key=\"frame\" x=\"20\" y=\"\(index % 800)\" width=\"100\" height=\"20\"/></label>"
    }
    return file(initial: "labels", [
      "<viewController id=\"labels\" sceneMemberID=\"viewController\"><view key=\"view\" contentMode=\"scaleToFill\" id=\"labels-view\"><subviews>\n"
        + labels.joined(separator: "\n") + "\n</subviews></view></viewController>",
    ])
  }

  /// A scene whose view holds `depth` views each inside the previous, one element a line: the
  /// element nested `n` deep (the document is 1) is on line `n + 1`.
  static func nestedViews(_ depth: Int) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" initialViewController="deep">"#,
      "<scenes>", "<scene sceneID=\"scene-0\">", "<objects>", "<viewController id=\"deep\" sceneMemberID=\"viewController\">",
      "<view key=\"view\" contentMode=\"scaleToFill\" id=\"view0\">",
    ]
    for level in 1...max(depth, 1) {
      lines += ["<subviews>", "<view contentMode=\"scaleToFill\" id=\"view\(level)\">"]
    }
    lines += Array(repeating: ["</view>", "</subviews>"], count: max(depth, 1)).flatMap { $0 }
    lines += ["</view>", "</viewController>", "</objects>", "</scene>", "</scenes>", "</document>", ""]
    return lines.joined(separator: "\n")
  }

  /// Every hostile file above, by name, for the fuzz corpus.
  static var all: [(name: String, text: String)] {
    [
      ("SelfRootedNavigation", selfRootedNavigation), ("MutualNavigation", mutualNavigation),
      ("SplitInsideItsOwnTabBar", splitInsideItsOwnTabBar), ("ContainerEmbeddingItself", containerEmbeddingItself),
      ("EmbedAndRelationshipCycle", embedAndRelationshipCycle), ("SeguesBackAndForth", seguesBackAndForth),
      ("NavigationChain", navigationChain(150)), ("ShortNavigationChain", navigationChain(20)), ("EmbedChain", embedChain(40)),
      ("MultiplyingTabs", multiplyingTabs(levels: 6, tabs: 4)), ("NestedViews", nestedViews(5_000)),
      ("ShallowNestedViews", nestedViews(40)),
    ]
  }
}
