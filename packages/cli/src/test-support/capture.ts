/** Test helper: a writable stream that keeps what the CLI writes (stdout/stderr stand-ins, not a TTY). */
import { Writable } from 'node:stream';

export class Capture extends Writable {
  text = '';
  isTTY = false;
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}
