import Testing

@testable import TextSupport

/// One rule for what counts as a Chinese character.
@Suite struct HanScriptTests {
    @Test func ideographsOfEveryBlockAreHan() {
        for text in ["天", "㐀", "鿿", "豈", "𠀀", "𪜀", "𫝀", "𰀀"] {
            #expect(HanScript.appears(in: text), "\(text)")
        }
    }

    @Test func punctuationKanaHangulAndLatinAreNot() {
        for text in ["，", "。", "、", "あ", "カ", "한", "A", "é", "１", "〇"] {
            #expect(!HanScript.appears(in: text), "\(text)")
        }
        #expect(HanScript.appears(in: "iOS 天气应用"))
    }
}
