import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@Storyboarded`, which makes a class's `@IBAction` and `@IBSegueAction` methods known to
/// storyboards by their Objective-C names (Linux has no runtime to look them up).
///
/// ```swift
/// @Storyboarded
/// class HomeViewController: UIViewController {
///   @IBAction func didTapButton(_ sender: UIButton) { … }
/// }
/// ```
/// adds `extension HomeViewController: AdaptiveKit.StoryboardActionProviding` whose
/// `storyboardActions` lists a `Selector` for each such method (`didTapButton:`), made as
/// `#Selector` makes it, and the setter (`setLabel:`) of each `@Outlet` with an observer and
/// each `@IBInspectable` property;
/// `UIStoryboard.register(_:)` reads it.
struct StoryboardedMacro: ExtensionMacro {
  static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else {
      throw SelectorMacroError("@Storyboarded applies to a class, as storyboards make classes")
    }
    let typeName = type.trimmedDescription
    var lines: [String] = []
    for member in declaration.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        lines += outletSetters(of: variable, in: typeName)
        continue
      }
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
      let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
      let isAction = attributes.contains("IBAction") || hasCommentedOutAction(function)
      let isSegueAction = attributes.contains("IBSegueAction")
      guard isAction || isSegueAction else { continue }
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
      let name = function.name.text
      let reference = labels.isEmpty ? "\(typeName).\(name)" : "\(typeName).\(name)(\(labels.map { "\($0):" }.joined()))"
      let labelList = "[" + labels.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
      let argument = isSegueAction ? "segueAction" : "implementation"
      lines.append(
        "AdaptiveKit.Selector(objCBaseName: \"\(name)\", argumentLabels: \(labelList), \(argument): \(reference))")
    }
    let body = lines.joined(separator: ",\n      ")
    let extensionDecl: DeclSyntax = """
      extension \(raw: typeName): AdaptiveKit.StoryboardActionProviding {
        @MainActor public static var storyboardActions: [AdaptiveKit.Selector] {
          [
            \(raw: body)
          ]
        }
      }
      """
    return [extensionDecl.cast(ExtensionDeclSyntax.self)]
  }

  /// Whether `@IBAction` is written in a comment just before the method: how an action with no
  /// argument, or with the sender and the event, is kept, since the Swift compiler accepts
  /// `@IBAction` with one argument only outside iOS (`/* @IBAction */ func updateFace()`).
  private static func hasCommentedOutAction(_ function: FunctionDeclSyntax) -> Bool {
    function.leadingTrivia.contains { piece in
      switch piece {
      case .lineComment(let text), .blockComment(let text):
        text.trimmingCharacters(in: Set("/* ")) == "@IBAction"
      default: false
      }
    }
  }
}

extension String {
  /// The string without the given characters at either end.
  fileprivate func trimmingCharacters(in set: Set<Character>) -> Substring {
    let start = firstIndex { !set.contains($0) } ?? endIndex
    let end = lastIndex { !set.contains($0) }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}

extension StoryboardedMacro {
  /// The setters a storyboard calls by name: of an `@Outlet` property with a `didSet` or
  /// `willSet` (connecting it runs the observers), and of an `@IBInspectable` property (a
  /// user-defined runtime attribute sets it).
  private static func outletSetters(of variable: VariableDeclSyntax, in typeName: String) -> [String] {
    let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    let isInspectable = attributes.contains("IBInspectable")
    guard isInspectable || attributes.contains("Outlet") || attributes.contains("AdaptiveKit.Outlet") else { return [] }
    return variable.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
      if !isInspectable {
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors,
              accessors.contains(where: { ["didSet", "willSet"].contains($0.accessorSpecifier.text) })
        else { return nil }
      }
      return "AdaptiveKit.Selector(setterOf: \"\(name)\", keyPath: \\\(typeName).\(name))"
    }
  }
}
