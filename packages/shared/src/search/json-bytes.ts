const ENCODER = new TextEncoder();

export const OPEN = 0x5b;
export const CLOSE = 0x5d;
export const COMMA = 0x2c;
export const ZERO = 0x30;
const MINUS = 0x2d;

/**
 * JSON written as UTF-8, piece by piece, into bytes that grow as they fill and are reused after a
 * `reset`: numbers are written digit by digit, with no string made for each.
 */
export function createJsonBytes() {
  let bytes = new Uint8Array(1 << 16);
  let length = 0;
  const room = (needed: number) => {
    if (length + needed <= bytes.length) return;
    const larger = new Uint8Array(Math.max(bytes.length * 2, length + needed));
    larger.set(bytes.subarray(0, length));
    bytes = larger;
  };
  const writer = {
    /** How many of the bytes written since the last reset came from `text`, which may take more than one a character. */
    textBytes: 0,
    reset(): void {
      length = 0;
      writer.textBytes = 0;
    },
    length: () => length,
    bytes: () => bytes.subarray(0, length),
    byte(value: number): void {
      room(1);
      bytes[length++] = value;
    },
    integer(value: number): void {
      room(12);
      if (value < 0) {
        bytes[length++] = MINUS;
        value = -value;
      }
      let digits = 1;
      for (let power = 10; power <= value; power *= 10) digits++;
      length += digits;
      for (let at = length - 1; digits > 0; digits--, at--) {
        bytes[at] = ZERO + (value % 10);
        value = Math.floor(value / 10);
      }
    },
    text(value: string): void {
      room(value.length * 3);
      const written = ENCODER.encodeInto(value, bytes.subarray(length)).written;
      length += written;
      writer.textBytes += written;
    },
    append(other: { bytes(): Uint8Array }): void {
      const more = other.bytes();
      room(more.length);
      bytes.set(more, length);
      length += more.length;
    },
  };
  return writer;
}

export type JsonBytes = ReturnType<typeof createJsonBytes>;
