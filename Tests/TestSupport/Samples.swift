/// Sample inputs shared by tests.
public enum Samples {
    /// "标题,年份,技术栈\r\n协商缓存研究,2021,Swift\r\n" encoded in GB18030, as Excel saves it on Chinese Windows.
    public static let gb18030CSV: [UInt8] = [
        0xB1, 0xEA, 0xCC, 0xE2, 0x2C, 0xC4, 0xEA, 0xB7, 0xDD, 0x2C, 0xBC, 0xBC, 0xCA, 0xF5, 0xD5, 0xBB, 0x0D, 0x0A,
        0xD0, 0xAD, 0xC9, 0xCC, 0xBB, 0xBA, 0xB4, 0xE6, 0xD1, 0xD0, 0xBE, 0xBF, 0x2C, 0x32, 0x30, 0x32, 0x31, 0x2C,
        0x53, 0x77, 0x69, 0x66, 0x74, 0x0D, 0x0A,
    ]

    /// A matrix CSV of `rows` generated rows with the seven core columns (no ids), mixed Chinese and English.
    public static func matrixCSV(rows: Int, startingAt first: Int = 1) -> String {
        var lines = ["title,year,stack,data_source,reusable_point,limitation"]
        lines.reserveCapacity(rows + 1)
        for number in first..<(first + rows) {
            let text = String(number)
            lines.append(
                "\"Work " + text + ": 天气应用的缓存策略, part " + text + "\"," + String(2000 + number % 25)
                    + ",Swift,WeatherKit,\"reuse \"\"" + text + "\"\"\",\"limit\nline two\"")
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
