public import Foundation

/// One photo of the library, as Flickr's REST API describes it.
public struct Photo: Codable, Hashable, Sendable {
  /// Flickr's photo id.
  public let id: String
  /// The id of the photographer (Flickr's NSID).
  public let owner: String
  /// The photographer's display name.
  public let ownerName: String
  /// The photo's title.
  public let title: String
  /// The photo's description.
  public let details: String
  /// When the photo was taken, `yyyy-MM-dd HH:mm:ss`.
  public let dateTaken: String
  /// The parts of Flickr's image URL.
  public let server: String
  public let secret: String
  public let farm: Int

  enum CodingKeys: String, CodingKey {
    case id, owner, title, server, secret, farm
    case ownerName = "ownername"
    case dateTaken = "datetaken"
    case description
  }

  enum DescriptionKeys: String, CodingKey { case content = "_content" }

  /// Creates a photo.
  public init(id: String, owner: String, ownerName: String, title: String, details: String, dateTaken: String,
              server: String, secret: String, farm: Int) {
    self.id = id
    self.owner = owner
    self.ownerName = ownerName
    self.title = title
    self.details = details
    self.dateTaken = dateTaken
    self.server = server
    self.secret = secret
    self.farm = farm
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    owner = try container.decode(String.self, forKey: .owner)
    ownerName = try container.decode(String.self, forKey: .ownerName)
    title = try container.decode(String.self, forKey: .title)
    dateTaken = try container.decode(String.self, forKey: .dateTaken)
    server = try container.decode(String.self, forKey: .server)
    secret = try container.decode(String.self, forKey: .secret)
    farm = try container.decode(Int.self, forKey: .farm)
    details = try container.nestedContainer(keyedBy: DescriptionKeys.self, forKey: .description)
      .decode(String.self, forKey: .content)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(owner, forKey: .owner)
    try container.encode(ownerName, forKey: .ownerName)
    try container.encode(title, forKey: .title)
    try container.encode(dateTaken, forKey: .dateTaken)
    try container.encode(server, forKey: .server)
    try container.encode(secret, forKey: .secret)
    try container.encode(farm, forKey: .farm)
    var description = container.nestedContainer(keyedBy: DescriptionKeys.self, forKey: .description)
    try description.encode(details, forKey: .content)
  }

  /// The day the photo was taken (`yyyy-MM-dd`), the photo list's subtitle.
  public var dayTaken: String { String(dateTaken.prefix(10)) }

  /// The image's URL in Flickr's scheme (`…/server/id_secret_size.jpg`, size `b`: 1024 px).
  public var imageURL: URL { imageURL(host: Self.imageHost) }

  /// Flickr's image host.
  public static let imageHost = URL(string: "https://live.staticflickr.com/")!

  /// The photo's large image on `host`, by Flickr's URL scheme: `server/id_secret_b.jpg`.
  public func imageURL(host: URL) -> URL {
    host.appendingPathComponent(server).appendingPathComponent("\(id)_\(secret)_b.jpg")
  }

  /// The photo's page on Flickr.
  public var pageURL: URL { URL(string: "https://www.flickr.com/photos/\(owner)/\(id)")! }
}
