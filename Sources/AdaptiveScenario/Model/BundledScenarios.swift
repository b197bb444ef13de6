/// Scenarios that ship inside the library, so that the `adaptive` tool works from any directory.
public enum BundledScenarios {
  /// The file name the demo scenario is reported under.
  public static let demoFileName = "demo.yaml"

  /// The demo of `adaptive demo`: the photo browser on an iPhone 16 Pro Max whose split collapses
  /// in portrait and expands in landscape, with the URL popover and the settings sheet. Identical to
  /// `Examples/scenarios/demo.yaml` (a test checks).
  public static let demo = """
    # The bundled demo of `adaptive demo`: the photo browser (fixed variant) on an iPhone 16 Pro Max —
    # its split view collapses in portrait and expands in landscape (its only regular-width
    # orientation) — with the URL popover and the settings sheet.
    name: Demo — the photo browser on an iPhone that rotates
    app: photo-browser
    variant: fixed
    device: iphone-16-pro-max
    orientation: portrait
    steps:
      - expect: {collapsed: true, top: Photographers}
      - tap: Amara Okafor
      - tap: Low tide
      - expect: {top: Low tide, stack: [Photographers, Amara Okafor, Low tide], horizontal: compact}
      - tap: URL
      - expect: {presented: popover, top: URL}
      - tapOutside
      - rotate: landscape
      - expect: {collapsed: false, horizontal: regular, vertical: compact, visible: [Amara Okafor, Low tide]}
      - tap: Fish market
      - expect: {top: Fish market, visible: [Amara Okafor, Fish market]}
      - rotate: portrait
      - expect: {collapsed: true, top: Fish market, stack: [Photographers, Amara Okafor, Fish market]}
      - back
      - back
      - tap: Settings
      - expect: {presented: pageSheet, top: Settings, visible: [Photographers, Settings]}
      - swipeDown
      - expect: {presented: none, top: Photographers}

    """
}
