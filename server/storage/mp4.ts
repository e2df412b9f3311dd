/**
 * Structure check for an MP4 (ISO base media file) before it is stored as is (videos are not re-encoded). The
 * magic number alone only proves the first 12 bytes: an `ftyp` box followed by an HTML page passes it. Here the
 * whole file must be a chain of well-formed top-level boxes, `ftyp` first, ending exactly at the end of the file,
 * with what every playable video has: a `moov` (the movie) holding a video track — a `trak` whose `mdia` has a
 * handler (`hdlr`) of type `vide`. The boxes inside the first `moov`, its `trak`s and their `mdia` must chain to
 * their container's end. Box payloads (the media) are not decoded.
 *
 * The check walks the box headers as the bytes pass (an upload streams to storage, decision 0007): it keeps at most
 * one 16-byte header, the 12 bytes of a handler that name its type, and the three containers it is inside; every
 * other box body is skipped by counting, so it takes a 100 MB video in any chunk sizes without holding it. The
 * `moov` may come before the media (a "fast start" file) or after it: the walk goes on past the `mdat` either way,
 * and the verdict comes at the end of the stream.
 */
export type Mp4Check = {
  /** Feeds the next bytes; false once the structure is broken (nothing later can mend it). */
  push(chunk: Uint8Array): boolean;
  /** The verdict once every byte was pushed. */
  end(): boolean;
};

/** The whole-buffer form of the check. */
export function isWellFormedMp4(data: Uint8Array): boolean {
  const check = mp4StructureCheck();
  return check.push(data) && check.end();
}

const printableType = /^[\x20-\x7e\xa9]{4}$/;

/** The containers walked into, by their path from the top; every other box is skipped by counting. */
const walkedInto = new Set(["/moov", "/moov/trak", "/moov/trak/mdia"]);
/** A track's handler: version and flags (4), pre_defined (4), then the handler type (4). */
const handlerPath = "/moov/trak/mdia/hdlr";
const handlerBytes = 12;

export function mp4StructureCheck(): Mp4Check {
  let offset = 0; // bytes consumed so far
  let broken = false;
  let boxes = 0; // top-level boxes seen
  // Where the current box body ends (skipped by counting); Infinity for a last box that runs to the end of the file.
  let skipTo = 0;
  const header = Buffer.alloc(16);
  let headerBytes = 0;
  // The containers the walk is inside, outermost first: where each ends (Infinity when it runs to the end of the
  // file) and how many boxes it holds.
  const open: { path: string; end: number; children: number }[] = [];
  let moovSeen = false;
  let videoTracks = 0;
  // The first bytes of a track's handler box, while they pass (-1: not reading one).
  const handler = Buffer.alloc(handlerBytes);
  let handlerRead = -1;

  const fail = () => {
    broken = true;
    return false;
  };
  const regionEnd = () => open.at(-1)?.end ?? Number.POSITIVE_INFINITY;
  /** Leaves every container that ends exactly here: each must have held at least one box. */
  const leaveEnded = () => {
    for (let inner = open.at(-1); inner && offset === inner.end; inner = open.at(-1)) {
      if (inner.children === 0) return fail();
      open.pop();
    }
    return true;
  };
  /** A complete header at `start` (= offset - its length): decides where its box ends and whether to go in. */
  const onHeader = (start: number, headerSize: number, declared: number | "to the end") => {
    const type = header.toString("latin1", 4, 8);
    const parent = open.at(-1);
    const regionEndsAt = regionEnd();
    const size = declared === "to the end" ? regionEndsAt - start : declared; // of the file, or of the container
    if (size < headerSize || start + size > regionEndsAt) return fail();
    if (parent) parent.children++;
    else if (++boxes === 1 && type !== "ftyp") return fail();
    const path = `${parent?.path ?? ""}/${type}`;
    // Only the first `moov` is the movie; a second one is skipped like any other box.
    const enter = walkedInto.has(path) && !(path === "/moov" && moovSeen);
    if (path === "/moov") moovSeen = true;
    if (enter) {
      open.push({ path, end: start + size, children: 0 });
      skipTo = offset; // the children's headers are read, not skipped
      return leaveEnded();
    }
    if (path === handlerPath) {
      if (size - headerSize < handlerBytes) return fail();
      handlerRead = 0;
    }
    skipTo = start + size;
    return leaveEnded();
  };

  return {
    push(chunk) {
      if (broken) return false;
      let at = 0;
      while (at < chunk.length) {
        if (offset < skipTo) {
          let step = Math.min(chunk.length - at, skipTo - offset);
          if (handlerRead >= 0) {
            step = Math.min(step, handlerBytes - handlerRead);
            handler.set(chunk.subarray(at, at + step), handlerRead);
            handlerRead += step;
            if (handlerRead === handlerBytes) {
              if (handler.toString("latin1", 8, 12) === "vide") videoTracks++;
              handlerRead = -1;
            }
          }
          offset += step;
          at += step;
          if (!leaveEnded()) return false;
          continue;
        }
        if (headerBytes === 0 && regionEnd() - offset < 8) return fail();
        const need = headerBytes < 8 ? 8 : 16;
        const step = Math.min(chunk.length - at, need - headerBytes);
        header.set(chunk.subarray(at, at + step), headerBytes);
        headerBytes += step;
        offset += step;
        at += step;
        if (headerBytes === 8) {
          if (!printableType.test(header.toString("latin1", 4, 8))) return fail();
          const size = header.readUInt32BE(0);
          if (size === 1) {
            if (regionEnd() - (offset - 8) < 16) return fail();
            continue; // a 64-bit size follows
          }
          headerBytes = 0;
          // Size 0 (in the 32-bit field only): the box runs to the end of the file, or of the container it is in.
          if (!onHeader(offset - 8, 8, size === 0 ? "to the end" : size)) return false;
        } else if (headerBytes === 16) {
          headerBytes = 0;
          const large = header.readBigUInt64BE(8);
          if (large > BigInt(Number.MAX_SAFE_INTEGER)) return fail();
          if (!onHeader(offset - 16, 16, Number(large))) return false;
        }
      }
      return true;
    },
    end() {
      if (broken || headerBytes > 0) return false;
      // A box that claims more bytes than came (a last box "to the end" claims Infinity and is complete).
      if (offset < skipTo && skipTo !== Number.POSITIVE_INFINITY) return false;
      // Containers still open are complete only when they run to the end of the file, holding something.
      if (open.some((container) => container.end !== Number.POSITIVE_INFINITY || container.children === 0)) {
        return false;
      }
      return videoTracks > 0;
    },
  };
}
