/**
 * Structure check for an MP4 (ISO base media file) before it is stored as is (portfolio videos are not
 * re-encoded). The magic number alone only proves the first 12 bytes: an `ftyp` box followed by an HTML page
 * passes it. Here the whole file must be a chain of well-formed top-level boxes, `ftyp` first, with a `moov`
 * (the movie header every playable MP4 has), ending exactly at the end of the file; the boxes inside `moov` must
 * chain too. Box payloads (the media) are not decoded.
 */
export function isWellFormedMp4(data: Buffer): boolean {
  const top = readBoxes(data, 0, data.length);
  if (top?.[0]?.type !== "ftyp") return false;
  const moov = top.find((box) => box.type === "moov");
  if (!moov) return false;
  const inside = readBoxes(data, moov.start + moov.headerSize, moov.end);
  return inside !== null && inside.length > 0;
}

type Box = { type: string; start: number; end: number; headerSize: number };

/** The boxes from `from` to `to`, or null when one is malformed or they do not end exactly at `to`. */
function readBoxes(data: Buffer, from: number, to: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = from;
  while (offset < to) {
    if (to - offset < 8) return null;
    let size = data.readUInt32BE(offset);
    const type = data.toString("latin1", offset + 4, offset + 8);
    if (!/^[\x20-\x7e\xa9]{4}$/.test(type)) return null;
    let headerSize = 8;
    if (size === 1) {
      if (to - offset < 16) return null;
      const large = data.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      size = to - offset; // "to the end": only the last box may say so
    }
    if (size < headerSize || offset + size > to) return null;
    boxes.push({ type, start: offset, end: offset + size, headerSize });
    offset += size;
  }
  return boxes;
}
