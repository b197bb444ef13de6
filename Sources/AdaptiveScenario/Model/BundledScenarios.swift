/// Scenarios that ship inside the library, so that the `adaptive` tool works from any directory.
public enum BundledScenarios {
  /// The file name the demo scenario is reported under.
  public static let demoFileName = "demo.yaml"

  /// The demo of `adaptive demo`: an iPhone 16 Pro Max whose split collapses in portrait and
  /// expands in landscape, plus a sheet. Identical to `Examples/scenarios/demo.yaml` (a test checks).
  public static let demo = """
    # The bundled demo of `adaptive demo`: an iPhone 16 Pro Max whose split view collapses in
    # portrait and expands in landscape (its only regular-width orientation), plus a sheet.
    name: Demo — a split on an iPhone that rotates, and a sheet
    device: iphone-16-pro-max
    orientation: portrait
    screens:
      Photo:
        screen: Photo
        rows:
          - title: Settings
            present: Settings
      Settings:
        screen: Settings
        rows: [Text size, Notifications]
    root:
      split:
        style: classic
        primary:
          navigation:
            - screen: Photographers
              rows:
                - title: Ansel Adams
                  showDetail: Photo
                - title: Dorothea Lange
                  showDetail: Photo
        secondary: Photo
    steps:
      - expect: {collapsed: true, top: Photo, stack: [Photographers, Photo]}
      - back
      - expect: {collapsed: true, top: Photographers}
      - tap: Ansel Adams
      - expect: {top: Photo, stack: [Photographers, Photo], horizontal: compact}
      - rotate: landscape
      - expect: {collapsed: false, horizontal: regular, vertical: compact, visible: [Photographers, Photo]}
      - rotate: portrait
      - expect: {collapsed: true, top: Photo}
      - tap: Settings
      - expect: {presented: pageSheet, top: Settings, visible: [Photo, Settings]}
      - swipeDown
      - expect: {presented: none, top: Photo}

    """
}
