import AdaptiveKit
import Foundation
import Testing
import AdaptiveRendering
import AdaptiveTestSupport
import PNGCodec

/// PNG pictures of windows: size, bezel, bars, text, clips and determinism, checked on pixels.
@Suite(.checksInvariants) @MainActor
struct RasterPictureTests {
  /// The pixel under a window point, at `scale` pixels a point with a device's 14-point bezel.
  static func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat, scale: CGFloat = 2, bezel: CGFloat = 14) -> Color {
    image.pixel(x: Int((x + bezel) * scale), y: Int((y + bezel) * scale))!
  }

  static func close(_ color: Color, _ expected: Color, tolerance: Int = 2) -> Bool {
    abs(Int(color.red) - Int(expected.red)) <= tolerance && abs(Int(color.green) - Int(expected.green)) <= tolerance
      && abs(Int(color.blue) - Int(expected.blue)) <= tolerance && abs(color.alpha - expected.alpha) <= Double(tolerance) / 255
  }

  @Test func thePictureIsTheWindowAndBezelTimesTheScale() throws {
    let (window, _) = Screens.navigationStack()
    let data = AdaptiveRenderer.png(for: window)
    let chunks = PNGChunks(data)
    #expect(chunks.signature == PNGHeader.signature)
    #expect(chunks.size?.width == (393 + 28) * 2 && chunks.size?.height == (852 + 28) * 2)
    #expect(chunks.chunks.allSatisfy { $0.crcIsValid })
    #expect(chunks.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    let image = try RGBAImage(png: data)
    #expect(image.width == 842 && image.height == 1760)
    let small = AdaptiveRenderer.displayList(for: window).rgbaImage(scale: 1)
    #expect(small.width == 421 && small.height == 880)
  }

  @Test func theScreensCornerShowsTheBezelAndTheOutsideIsTransparent() {
    let (window, _) = Screens.navigationStack()
    let image = AdaptiveRenderer.displayList(for: window).rgbaImage()
    // 12 points in from a corner is outside the screen's 55-point corner and inside the bezel's
    // 69-point one (both centred 69 points in from the picture's corner).
    #expect(Self.close(Self.pixel(image, 12, 12), Color(hex: 0x1C1C1E)))
    #expect(Self.close(Self.pixel(image, 393 - 12, 852 - 12), Color(hex: 0x1C1C1E)))
    #expect(Self.pixel(image, 40, 40) != Color(hex: 0x1C1C1E))
    #expect(image.pixel(x: 0, y: 0)?.alpha == 0)
    #expect(Self.close(Self.pixel(image, -10, 400), Color(hex: 0x1C1C1E)))
  }

  @Test func theNavigationBarHasTheBarColourOverTheWhiteScreen() throws {
    let (window, _) = Screens.navigationStack()
    let list = AdaptiveRenderer.displayList(for: window)
    let bar = try #require(list.elements.first { $0.role == .navigationBar && $0.shape == .rect(cornerRadius: 0) && $0.fill != nil })
    let fill = try #require(bar.fill)
    // The bar's translucent fill over the white view beneath it.
    func over(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * fill.alpha + 255 * (1 - fill.alpha)).rounded()) }
    let expected = Color(red: over(fill.red), green: over(fill.green), blue: over(fill.blue))
    let image = list.rgbaImage()
    #expect(Self.close(Self.pixel(image, bar.frame.maxX - 4, bar.frame.maxY - 4), expected), "\(Self.pixel(image, bar.frame.maxX - 4, bar.frame.maxY - 4))")
  }

  @Test func labelsAreDrawnAsDarkStrokesInsideTheirFrames() throws {
    let (window, _) = Screens.navigationStack()
    let list = AdaptiveRenderer.displayList(for: window)
    let title = try #require(list.elements(forID: "nav0.bar.title").first { if case .text = $0.shape { true } else { false } })
    let image = list.rgbaImage()
    var dark = 0, total = 0
    for y in stride(from: title.frame.minY, to: title.frame.maxY, by: 0.5) {
      for x in stride(from: title.frame.minX, to: title.frame.maxX, by: 0.5) {
        let color = Self.pixel(image, x, y)
        total += 1
        if Int(color.red) + Int(color.green) + Int(color.blue) < 200 { dark += 1 }
      }
    }
    #expect(dark > total / 25, "\(dark) dark pixels of \(total)")
    #expect(dark < total / 2)
  }

  @Test func everyPrintableCharacterHasAGlyphAndOthersFallBack() {
    for scalar in 0x21...0x7E {
      let character = Character(UnicodeScalar(UInt8(scalar)))
      #expect(!(StrokeFont.glyphs[character]?.strokes.isEmpty ?? true), "\(character)")
    }
    #expect(StrokeFont.glyph(for: "…").strokes.count == 3)
    #expect(StrokeFont.glyph(for: "😀").strokes == StrokeFont.missing.strokes)
    // A mark the font does not draw (a dot below) leaves the base letter.
    #expect(StrokeFont.glyph(for: "ạ").strokes == StrokeFont.glyphs["a"]!.strokes)
  }

  @Test func accentedLettersAreDrawnWithTheirMarks() {
    func marks(_ character: Character, base: Character) -> [[CGPoint]] {
      Array(StrokeFont.glyph(for: character).strokes.dropFirst(StrokeFont.glyphs[base]!.strokes.count))
    }
    // Over a lowercase letter, between the cap line and the x-height; over a capital, above the cap line.
    for (character, base) in [("á", "a"), ("é", "e"), ("ö", "o"), ("ñ", "n"), ("č", "c"), ("ü", "u")] as [(Character, Character)] {
      let added = marks(character, base: base)
      #expect(!added.isEmpty, "\(character)")
      #expect(added.joined().allSatisfy { $0.y > -0.1 && $0.y < 2 }, "\(character)")
      #expect(StrokeFont.glyph(for: character).strokes.prefix(StrokeFont.glyphs[base]!.strokes.count).elementsEqual(StrokeFont.glyphs[base]!.strokes))
    }
    #expect(marks("Å", base: "A").joined().allSatisfy { $0.y < 0 })
    #expect(marks("É", base: "E").joined().allSatisfy { $0.y < 0 })
    // Hanging marks stay under the baseline; a precomposed and a decomposed letter are the same.
    #expect(marks("ç", base: "c").joined().allSatisfy { $0.y >= 8 })
    #expect(StrokeFont.glyph(for: "e\u{301}").strokes == StrokeFont.glyph(for: "é").strokes)
    // i loses its dot under an accent; the mark is centred on the letter.
    let i = StrokeFont.glyph(for: "í")
    #expect(i.strokes.count == StrokeFont.glyphs["i"]!.strokes.count)
    #expect(!i.strokes.contains(StrokeFont.glyphs["i"]!.strokes.last!))
    let o = StrokeFont.glyph(for: "ö"), base = StrokeFont.glyphs["o"]!
    let dots = o.strokes.suffix(2).map { $0[0].x }
    #expect(abs((dots[0] + dots[1]) / 2 - (base.minX + base.maxX) / 2) < 0.01)
  }

  @Test func accentedTextDrawsItsMarksInThePicture() throws {
    func picture(_ text: String) -> RGBAImage {
      var list = DisplayList(size: CGSize(width: 240, height: 40), deviceName: nil, screenCornerRadius: 0, elements: [])
      list.elements.append(DisplayElement(id: "t", label: "t", role: .view, shape: .text(text, fontSize: 20, weight: .regular, alignment: .left),
                                          frame: CGRect(x: 4, y: 4, width: 232, height: 32), fill: Color(hex: 0x000000)))
      return list.rgbaImage()
    }
    let plain = picture("Cafe Nandu Capek Ase"), accented = picture("Café Ñandú Čapek Åse")
    if let folder = ProcessInfo.processInfo.environment["ADAPTIVE_PICTURES"] {
      try accented.pngData().write(to: URL(fileURLWithPath: folder).appendingPathComponent("accents.png"))
    }
    // The letters advance alike, so the pictures differ only where the marks are drawn.
    #expect(accented.width == plain.width)
    let differing = zip(accented.pixels, plain.pixels).filter { $0 != $1 }.count
    #expect(differing > 150, "\(differing) samples differ")
  }

  @Test func elementsAreCutByTheirClip() {
    var list = DisplayList(size: CGSize(width: 100, height: 100), deviceName: nil, screenCornerRadius: 0, elements: [])
    list.elements.append(DisplayElement(id: "a", label: "a", role: .view, shape: .rect(cornerRadius: 0),
                                        frame: CGRect(x: 0, y: 0, width: 100, height: 100), fill: Color(hex: 0xFF0000),
                                        clip: Clip(rect: CGRect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 0)))
    let image = list.rgbaImage(scale: 1)
    #expect(Self.pixel(image, 30, 30, scale: 1, bezel: 6) == Color(hex: 0xFF0000))
    #expect(Self.pixel(image, 60, 30, scale: 1, bezel: 6) != Color(hex: 0xFF0000))
    #expect(Self.pixel(image, 5, 5, scale: 1, bezel: 6) != Color(hex: 0xFF0000))
  }

  @Test func picturesThatAreNotPNGDrawThePlaceholder() {
    var list = DisplayList(size: CGSize(width: 100, height: 100), deviceName: nil, screenCornerRadius: 0, elements: [])
    list.elements.append(DisplayElement(id: "p", label: "p", role: .image, shape: .picture(Data([0xFF, 0xD8, 0xFF, 0xE0]), crops: false),
                                        frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let image = list.rgbaImage(scale: 1)
    #expect(Self.pixel(image, 10, 10, scale: 1, bezel: 6) == Color(hex: 0xC7D3E0))
  }

  @Test func theSameWindowGivesTheSameBytes() {
    let (window, _) = Screens.tabBar()
    let first = AdaptiveRenderer.png(for: window, scale: 1)
    #expect(AdaptiveRenderer.png(for: window, scale: 1) == first)
    #expect(AdaptiveRenderer.frame(for: window).png(scale: 1) == first)
  }

  @Test(.enabled(if: pythonHasZlib)) func pythonsZlibDecompressesAWindowsPicture() throws {
    let (window, _) = Screens.navigationStack()
    let chunks = PNGChunks(AdaptiveRenderer.png(for: window))
    let file = temporaryFile("idat.z")
    try Data(chunks.imageData).write(to: file)
    let run = try #require(runPython("import sys, zlib; print(len(zlib.decompress(open(sys.argv[1], 'rb').read())))", [file.path]))
    // RGBA rows of 842 pixels, each with its filter byte.
    #expect(run.output == "\((842 * 4 + 1) * 1760)\n")
  }
}
