package import Foundation

/// A response of Flickr's `flickr.people.getPhotos` or `flickr.photos.search`: a page of photos, or
/// a failure with Flickr's code and message.
package struct FlickrResponse: Decodable {
  struct Page: Decodable {
    let page: Int
    let pages: Int
    let total: Int
    let photo: [Photo]
  }

  let stat: String
  let photos: Page?
  let code: Int?
  let message: String?

  /// The photos of a response, or the problem with it.
  package static func photos(from data: Data, source: String) throws(PhotoLibraryError) -> [Photo] {
    let response: FlickrResponse
    do {
      response = try JSONDecoder().decode(FlickrResponse.self, from: data)
    } catch let error as DecodingError {
      throw .malformed(source: source, problem: PhotoLibraryError.describe(error))
    } catch {
      throw .malformed(source: source, problem: "\(error)")
    }
    guard response.stat == "ok" else {
      throw .flickr(code: response.code ?? 0, message: response.message ?? "stat is \"\(response.stat)\"")
    }
    guard let page = response.photos else { throw .malformed(source: source, problem: "no \"photos\" object") }
    return page.photo
  }
}
