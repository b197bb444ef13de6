import SwiftSyntax
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
/// `#Selector` makes it; `UIStoryboard.register(_:)` reads it.
public struct StoryboardedMacro: ExtensionMacro {
  public static func expansion(
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
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
      let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
      let isAction = attributes.contains("IBAction")
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
}
