import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides AdaptiveKit's macros.
@main
struct AdaptiveKitMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [SelectorMacro.self, StoryboardedMacro.self]
}
