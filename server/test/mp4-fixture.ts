/**
 * MP4 files for tests, built box by box: what the upload check (server/storage/mp4.ts) requires of a playable
 * file — `ftyp` first, a `moov` with a movie header and a video track (`trak` → `mdia` → `hdlr` of type `vide`),
 * the media in an `mdat` — with zeros for the fields no check reads. No encoder on the test machines, so the
 * media bytes are not a decodable picture; browsers show such a file without a preview.
 */

/** One box: a 32-bit size (`declared`, by default the real one), the type, the payload. */
export function mp4Box(type: string, payload: Buffer, declared = 8 + payload.length): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(declared, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
}

/** A full box's payload: version 0, no flags, then `fields`. */
const full = (...fields: Buffer[]) => Buffer.concat([Buffer.alloc(4), ...fields]);

/** A handler box (`hdlr`) naming a track's media: `vide`, `soun`, `meta`… */
export function handlerBox(handlerType: string): Buffer {
  const fields = Buffer.alloc(4 + 4 + 12); // pre_defined, handler_type, reserved
  fields.write(handlerType, 4, "latin1");
  return mp4Box("hdlr", full(fields, Buffer.from("Handler\0", "latin1")));
}

/** A track whose media has this handler (a video track with `vide`). */
export function trackBox(handlerType: string): Buffer {
  const tkhd = mp4Box("tkhd", full(Buffer.alloc(80)));
  const mdhd = mp4Box("mdhd", full(Buffer.alloc(20)));
  const mediaHeader = handlerType === "vide" ? mp4Box("vmhd", full(Buffer.alloc(8))) : mp4Box("nmhd", full());
  const minf = mp4Box("minf", mediaHeader);
  return mp4Box("trak", Buffer.concat([tkhd, mp4Box("mdia", Buffer.concat([mdhd, handlerBox(handlerType), minf]))]));
}

export const ftypBox = mp4Box("ftyp", Buffer.from("isom\0\0\x02\0isomiso2", "latin1"));
export const mvhdBox = mp4Box("mvhd", Buffer.alloc(100));

/** `ftyp`, then a `moov` with a movie header and one video track: every byte before the media. */
export const mp4Movie = (): Buffer =>
  Buffer.concat([ftypBox, mp4Box("moov", Buffer.concat([mvhdBox, trackBox("vide")]))]);

/** A whole MP4 of `size` bytes (its `mdat` takes what the movie does not; at least 64 bytes of it). */
export function mp4(size = 0): Buffer {
  const movie = mp4Movie();
  return Buffer.concat([movie, mp4Box("mdat", Buffer.alloc(Math.max(64, size - movie.length - 8), 7))]);
}

/**
 * The first bytes of an MP4 of `total` bytes whose media follows as any bytes (e.g. zeros, streamed): the movie,
 * then an `mdat` header saying `mdatBytes` (by default, exactly the rest of the file).
 */
export function mp4Head(total: number, mdatBytes = total - mp4Movie().length): Buffer {
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(mdatBytes, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([mp4Movie(), mdat]);
}

/** An MP4 header followed by an HTML page: passes a magic-number check, not a structure check. */
export function mp4WithHtml(): Buffer {
  return Buffer.concat([ftypBox, Buffer.from("<!DOCTYPE html><script>alert(document.cookie)</script>")]);
}
