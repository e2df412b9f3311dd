/**
 * Structure check for an MP4 (ISO base media file) before it is stored as is (portfolio videos are not
 * re-encoded). The magic number alone only proves the first 12 bytes: an `ftyp` box followed by an HTML page
 * passes it. Here the whole file must be a chain of well-formed top-level boxes, `ftyp` first, with a `moov`
 * (the movie header every playable MP4 has), ending exactly at the end of the file; the boxes inside the first
 * `moov` must chain too. Box payloads (the media) are not decoded.
 *
 * The check walks the box headers as the bytes pass (an upload streams to storage, decision 0007): it keeps at most
 * one 16-byte header and a few numbers, skips every box body by counting, and so takes a 100 MB video in any chunk
 * sizes without holding it.
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

export function mp4StructureCheck(): Mp4Check {
  let offset = 0; // bytes consumed so far
  let broken = false;
  let boxes = 0; // top-level boxes seen
  // Where the current box body ends (skipped by counting); Infinity for a last box that runs to the end of the file.
  let skipTo = 0;
  const header = Buffer.alloc(16);
  let headerBytes = 0;
  // The first `moov`: where it ends (Infinity when it runs to the end of the file) and how many boxes it holds.
  let moov: "not seen" | "inside" | "done" = "not seen";
  let moovEnd = 0;
  let moovChildren = 0;

  const fail = () => {
    broken = true;
    return false;
  };
  /** Leaving the first `moov` exactly at its end: it must have held at least one box. */
  const settleMoov = () => {
    if (moov === "inside" && offset === moovEnd) {
      if (moovChildren === 0) return fail();
      moov = "done";
    }
    return true;
  };
  /** A complete header at `start` (= offset - its length): decides where its box ends. */
  const onHeader = (start: number, headerSize: number, declared: number | "to the end") => {
    const type = header.toString("latin1", 4, 8);
    const inMoov = moov === "inside";
    const regionEnd = inMoov ? moovEnd : Number.POSITIVE_INFINITY;
    const size = declared === "to the end" ? regionEnd - start : declared; // of the file, or of the moov
    if (size < headerSize || start + size > regionEnd) return fail();
    if (inMoov) {
      moovChildren++;
      skipTo = start + size;
      return true;
    }
    boxes++;
    if (boxes === 1 && type !== "ftyp") return fail();
    if (type === "moov" && moov === "not seen") {
      moov = "inside";
      moovEnd = start + size;
      skipTo = offset; // the children's headers are read, not skipped
      return settleMoov();
    }
    skipTo = start + size;
    return true;
  };

  return {
    push(chunk) {
      if (broken) return false;
      let at = 0;
      while (at < chunk.length) {
        if (offset < skipTo) {
          const step = Math.min(chunk.length - at, skipTo - offset);
          offset += step;
          at += step;
          if (!settleMoov()) return false;
          continue;
        }
        if (headerBytes === 0 && moov === "inside" && moovEnd - offset < 8) return fail();
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
            if (moov === "inside" && moovEnd - (offset - 8) < 16) return fail();
            continue; // a 64-bit size follows
          }
          headerBytes = 0;
          // Size 0 (in the 32-bit field only): the box runs to the end of the file, or of the moov it is in.
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
      if (moov === "inside") return moovEnd === Number.POSITIVE_INFINITY && moovChildren > 0;
      return moov === "done";
    },
  };
}
