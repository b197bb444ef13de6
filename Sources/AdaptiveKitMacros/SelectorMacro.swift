import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `#Selector(method)`, AdaptiveKit's spelling of UIKit's `#selector(method)`.
///
/// `#Selector(didTap(_:))` inside `class PhotoViewController` becomes
/// `AdaptiveKit.Selector(objCBaseName: "didTap", argumentLabels: ["_"], implementation: PhotoViewController.didTap(_:))`:
/// the Objective-C name is derived from the written name, and the method itself is kept, with the
/// type that declares it, so the action can be sent without an Objective-C runtime. A method named
/// without its labels (`didTap`) gets its colons from the number of its parameters when the
/// selector is made.
struct SelectorMacro: ExpressionMacro {
  static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    guard let argument = node.arguments.first?.expression, node.arguments.count == 1,
      node.arguments.first?.label == nil
    else { throw SelectorMacroError("#Selector takes one method reference, as #selector does") }
    let reference: DeclReferenceExprSyntax
    let implementation: String
    if let bare = argument.as(DeclReferenceExprSyntax.self) {
      reference = bare
      implementation = "\(enclosingType(in: context)).\(bare.trimmedDescription)"
    } else if let member = argument.as(MemberAccessExprSyntax.self), let base = member.base {
      reference = member.declName
      let baseText = base.trimmedDescription
      implementation = baseText == "self"
        ? "\(enclosingType(in: context)).\(member.declName.trimmedDescription)" : member.trimmedDescription
    } else {
      throw SelectorMacroError("#Selector needs a method name such as didTap(_:) or MyViewController.didTap(_:)")
    }
    let baseName = reference.baseName.text
    let labels: String
    if let names = reference.argumentNames {
      labels = "[" + names.arguments.map { "\"\($0.name.text)\"" }.joined(separator: ", ") + "]"
    } else {
      labels = "nil"
    }
    return "AdaptiveKit.Selector(objCBaseName: \(literal: baseName), argumentLabels: \(raw: labels), implementation: \(raw: implementation))"
  }
}

/// The type whose body or extension holds the macro, fully qualified (`Outer.Inner`), so the
/// method is recorded for the class that declares it; `Self` outside any type.
private func enclosingType(in context: some MacroExpansionContext) -> String {
  var names: [String] = []
  for node in context.lexicalContext {
    if let decl = node.as(ClassDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = node.as(StructDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = node.as(EnumDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = node.as(ActorDeclSyntax.self) {
      names.insert(decl.name.text, at: 0)
    } else if let decl = node.as(ExtensionDeclSyntax.self) {
      names.insert(decl.extendedType.trimmedDescription, at: 0)
      break
    }
  }
  return names.isEmpty ? "Self" : names.joined(separator: ".")
}

/// A `#Selector` argument the macro cannot read.
struct SelectorMacroError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
