/// The controllers that instantiating a scene makes with it: the destinations of its relationship
/// segues (a navigation controller's root, a tab bar controller's tabs, a split view
/// controller's columns) and of its container views' embed segues, each made with its own in
/// turn. Instantiation follows these by recursion, so the file is checked when it is read: no
/// cycle, chains at most ``StoryboardFile/maximumContainmentDepth`` long, and at most
/// ``StoryboardFile/maximumContainedControllers`` controllers made for one scene.
///
/// Other segues (`show`, `presentation`, …) are not followed: each runs when the app performs it
/// and makes one controller, so a segue back to an earlier scene is a loop the user drives, as
/// in UIKit.
struct ContainmentGraph {
  /// A relationship or embed segue, by kind and destination id.
  struct Edge {
    let kind: String
    let destination: String
  }

  private let controllers: [String: StoryboardElement]
  /// Each controller's relationships and embeds, in file order.
  private let edges: [String: [Edge]]

  init(controllers: [String: StoryboardElement]) {
    self.controllers = controllers
    var edges: [String: [Edge]] = [:]
    for (id, controller) in controllers {
      var list: [Edge] = []
      for segue in controller.connections where segue.name == "segue" && segue["kind"] == "relationship" {
        guard segue["relationship"] != nil, let destination = segue["destination"], controllers[destination] != nil else { continue }
        list.append(Edge(kind: "relationship", destination: destination))
      }
      for container in controller.child(key: "view")?.subtree ?? [] where container.name == "containerView" {
        for segue in container.connections where segue.name == "segue" && segue["kind"] == "embed" {
          guard let destination = segue["destination"], controllers[destination] != nil else { continue }
          list.append(Edge(kind: "embed", destination: destination))
        }
      }
      edges[id] = list
    }
    self.edges = edges
  }

  /// Throws the first cycle, over-long chain or over-large scene, in file order, located at the
  /// controller it starts from. Walks the graph depth first with a stack of its own.
  func check(file: String) throws(StoryboardError) {
    enum Mark { case onPath, finished }
    var marks: [String: Mark] = [:]
    /// The longest chain each finished controller starts, itself included.
    var depth: [String: Int] = [:]
    /// The controllers each finished controller's instantiation makes, itself included (capped).
    var made: [String: Int] = [:]
    let order = controllers.keys.sorted { (controllers[$0]!.line, $0) < (controllers[$1]!.line, $1) }
    for start in order where marks[start] == nil {
      // The path from `start`: each controller, the edge it was reached by, and its next edge.
      var path: [(id: String, via: String?, next: Int)] = [(start, nil, 0)]
      marks[start] = .onPath
      while let top = path.last {
        let outgoing = edges[top.id] ?? []
        if top.next < outgoing.count {
          path[path.count - 1].next += 1
          let edge = outgoing[top.next]
          switch marks[edge.destination] {
          case .onPath?:
            throw cycleError(closing: edge, path: path.map { ($0.id, $0.via) }, file: file)
          case .finished?:
            continue
          case nil:
            marks[edge.destination] = .onPath
            path.append((edge.destination, edge.kind, 0))
          }
        } else {
          path.removeLast()
          marks[top.id] = .finished
          depth[top.id] = 1 + (outgoing.map { depth[$0.destination] ?? 0 }.max() ?? 0)
          made[top.id] = outgoing.reduce(1) { min($0 + (made[$1.destination] ?? 0), StoryboardFile.maximumContainedControllers + 1) }
          let element = controllers[top.id]!
          if depth[top.id]! > StoryboardFile.maximumContainmentDepth {
            throw StoryboardError(
              file: file, line: element.line, element: element.startTag,
              message: "its relationships and embeds nest more than \(StoryboardFile.maximumContainmentDepth) view controllers deep; a storyboard nests at most \(StoryboardFile.maximumContainmentDepth)")
          }
          if made[top.id]! > StoryboardFile.maximumContainedControllers {
            throw StoryboardError(
              file: file, line: element.line, element: element.startTag,
              message: "instantiating it makes more than \(StoryboardFile.maximumContainedControllers) view controllers through relationships and embeds; a scene makes at most \(StoryboardFile.maximumContainedControllers)")
          }
        }
      }
    }
  }

  /// The error for a cycle: located at the controller it starts from, naming each controller in
  /// it (a long cycle shortened) and the kinds of segue that close it.
  private func cycleError(closing edge: Edge, path: [(id: String, via: String?)], file: String) -> StoryboardError {
    let startIndex = path.lastIndex { $0.id == edge.destination }!
    let cycle = path[startIndex...]
    let kinds = Set(cycle.dropFirst().compactMap(\.via) + [edge.kind])
    let kind = kinds.count == 1 ? kinds.first! : "relationship and embed"
    var ids = cycle.map { StoryboardElement.excerpt($0.id) }
    if ids.count > 8 { ids = ids.prefix(4) + ["… (\(ids.count) view controllers) …"] + ids.suffix(2) }
    let start = controllers[edge.destination]!
    return StoryboardError(
      file: file, line: start.line, element: start.startTag,
      message: "\(kind) cycle: \((ids + [StoryboardElement.excerpt(edge.destination)]).joined(separator: " → "))")
  }
}
