/// A photographer of the library and their photos, in the library's order.
public struct Photographer: Hashable, Sendable {
  /// Flickr's NSID.
  public let id: String
  /// The display name.
  public let name: String
  /// The photographer's photos.
  public let photos: [Photo]

  /// Groups photos by owner, photographers in the order their first photo appears.
  public static func grouping(_ photos: [Photo]) -> [Photographer] {
    var order: [String] = []
    var byOwner: [String: [Photo]] = [:]
    for photo in photos {
      if byOwner[photo.owner] == nil { order.append(photo.owner) }
      byOwner[photo.owner, default: []].append(photo)
    }
    return order.map { owner in
      let photos = byOwner[owner] ?? []
      return Photographer(id: owner, name: photos.first?.ownerName ?? owner, photos: photos)
    }
  }
}
