// stdio's input, bounded: newline-delimited JSON-RPC messages pass through whole, and one longer than the
// limit is answered with an error and skipped, instead of growing the SDK's read buffer (whose own limit
// closes the transport, which would end the server).
import {Transform, type TransformCallback} from 'node:stream';

/** The largest JSON-RPC message the server reads; a larger one is answered with an error and skipped. */
export const MAX_MESSAGE_BYTES = 1024 * 1024;

export const rpcError = (id: unknown, code: number, message: string) =>
  JSON.stringify({jsonrpc: '2.0', id: id ?? null, error: {code, message}});

const ID = String.raw`"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.){0,200}")`;

/**
 * The id of a JSON-RPC request too large to parse, from its first and last bytes: a member that ends the
 * message (where the MCP SDK writes it) or else the first one.
 */
export function idOf(head: string, tail: string): unknown {
  const match = new RegExp(`${ID}\\s*}\\s*$`).exec(tail) ?? new RegExp(ID).exec(head);
  return match ? JSON.parse(match[1]!) : null;
}

/**
 * Passes stdin on line by line (stdio messages are newline-delimited JSON), holding at most
 * MAX_MESSAGE_BYTES: a longer line is dropped and its request answered with "Request too large".
 */
export class BoundedLines extends Transform {
  private parts: Buffer[] = [];
  private size = 0;
  private dropping = false;
  private head = '';
  private tail: Buffer = Buffer.alloc(0);

  constructor(private readonly reply: (line: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline < 0 ? chunk.length : newline + 1;
      const piece = chunk.subarray(start, end);
      if (this.dropping) {
        this.tail = Buffer.concat([this.tail, piece]).subarray(-1024);
      } else if (this.size + piece.length > MAX_MESSAGE_BYTES + 1) {
        this.head = Buffer.concat([...this.parts, piece.subarray(0, 1024)])
          .subarray(0, 1024)
          .toString('utf8');
        this.tail = piece.subarray(-1024);
        this.dropping = true;
        this.parts = [];
        this.size = 0;
      } else {
        this.parts.push(piece);
        this.size += piece.length;
      }
      if (newline >= 0) {
        if (this.dropping) {
          const id = idOf(this.head, this.tail.toString('utf8').trimEnd());
          this.reply(rpcError(id, -32600, `Request too large: messages are limited to ${MAX_MESSAGE_BYTES} bytes.`));
        } else this.push(Buffer.concat(this.parts));
        this.parts = [];
        this.size = 0;
        this.dropping = false;
      }
      start = end;
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.dropping && this.size > 0) this.push(Buffer.concat(this.parts));
    done();
  }
}
