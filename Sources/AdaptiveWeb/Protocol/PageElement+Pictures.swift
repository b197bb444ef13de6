public import AdaptiveRendering
import Foundation

extension PageElement {
  /// The page elements of `list` (`DisplayList.pageElements(pictureSource:)`),
  /// each photo served from `pictures` at `/picture/KEY`.
  public static func elements(of list: DisplayList, pictures: PictureStore) -> [PageElement] {
    list.pageElements { data in "/picture/\(pictures.key(for: data))" }
  }

  /// What is drawn around the window of `list` on its screen
  /// (`DisplayList.screenPageElements(pictureSource:)`), each photo served from `pictures`.
  public static func screenElements(of list: DisplayList, pictures: PictureStore) -> [PageElement] {
    list.screenPageElements { data in "/picture/\(pictures.key(for: data))" }
  }
}
