// This file imports only AdaptiveKit: what it uses from Foundation comes through AdaptiveKit's
// re-export, as it comes through UIKit on iOS.
import AdaptiveKit
import Testing

@Suite @MainActor
struct FoundationReexportTests {
  @Test func importingAdaptiveKitGivesFoundationAsImportingUIKitDoes() {
    let path = IndexPath(row: 2, section: 1)
    let url = URL(string: "https://example.com/photo.jpg")
    let size = CGSize(width: 320, height: 480)
    let title = NSLocalizedString("Photos", comment: "tab title")
    let center = NotificationCenter()
    let note = Notification(name: Notification.Name("reexport"), object: nil, userInfo: ["row": path.row])
    center.post(note)
    let label: DispatchQueue? = DispatchQueue.main
    #expect(path.row == 2 && path.section == 1)
    #expect(url?.lastPathComponent == "photo.jpg")
    #expect(size.width == 320)
    #expect(title == "Photos")
    #expect(note.userInfo?["row"] as? Int == 2)
    #expect(label != nil)
  }
}
