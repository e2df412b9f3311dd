/**
 * A multipart body produced lazily: text fields, a file of `fileBytes` bytes made of `head` and zero-filled chunks,
 * then `fieldsAfter` (a form may send its fields after the file). `pulled()` says how many bytes the server has read
 * so far (to prove an over-limit upload is cut off before it is read whole); `onPull` hears each chunk as it is read.
 */
export function streamedForm(
  fields: Record<string, string>,
  file: { name: string; type: string; head: Buffer; bytes: number; chunkBytes?: number },
  fieldsAfter: Record<string, string> = {},
) {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const enc = new TextEncoder();
  let pulledBytes = 0;
  let onPull: (bytes: number) => void = () => undefined;
  const textParts = (entries: Record<string, string>) =>
    Object.entries(entries)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("");
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const chunk = Buffer.alloc(file.chunkBytes ?? 1024 * 1024);
  async function* produce() {
    yield enc.encode(textParts(fields) + fileHead);
    yield file.head;
    let left = file.bytes - file.head.length;
    while (left > 0) {
      const n = Math.min(left, chunk.length);
      left -= n;
      yield chunk.subarray(0, n);
    }
    yield enc.encode(`\r\n${textParts(fieldsAfter)}--${boundary}--\r\n`);
  }
  const source = produce();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else {
        pulledBytes += next.value.byteLength;
        onPull(next.value.byteLength);
        controller.enqueue(new Uint8Array(next.value));
      }
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    pulled: () => pulledBytes,
    onPull: (listener: (bytes: number) => void) => {
      onPull = listener;
    },
  };
}
