/// The bounds a scenario file must stay within, so that a hostile or broken file is refused with a
/// located error instead of exhausting memory or time.
///
/// A file larger than ``maximumFileSize`` bytes, a document that nests deeper than
/// ``maximumNesting`` levels or that expands (aliases included) to more than ``maximumNodes``
/// values, a text value longer than ``maximumTextLength`` characters and a scenario with more than
/// ``maximumSteps`` steps are all refused by ``ScenarioParser``. A running scenario's window holds
/// at most ``maximumControllers`` view controllers.
public enum ScenarioLimits {
  /// The largest scenario file, in bytes (1 MiB).
  public static let maximumFileSize = 1 << 20
  /// The deepest nesting of YAML sequences and mappings.
  public static let maximumNesting = 100
  /// The most values (scalars, sequences, mappings) a document may hold once every alias is
  /// expanded: the bound that refuses "billion laughs" documents.
  public static let maximumNodes = 100_000
  /// The longest text value (a title, a label, an identifier), in characters.
  public static let maximumTextLength = 1_000
  /// The most steps a scenario may list.
  public static let maximumSteps = 1_000
  /// The most view controllers a scenario's window may hold at once (rows that keep pushing, or
  /// screens that fan out into one another, stop here).
  public static let maximumControllers = 100
  /// The longest excerpt of the input an error message quotes, in characters.
  public static let maximumExcerptLength = 40
}
