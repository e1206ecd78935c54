/** A progress indicator on stderr for interactive terminals: one line, redrawn in place. */
export class Spinner {
  private static readonly FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  private frame = 0;
  private message = '';
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly out: NodeJS.WritableStream) {
    this.timer = setInterval(() => this.draw(), 80);
    this.timer.unref();
  }

  update(message: string): void {
    this.message = message;
    this.draw();
  }

  stop(): void {
    clearInterval(this.timer);
    this.out.write('\r\x1b[2K');
  }

  private draw(): void {
    this.frame = (this.frame + 1) % Spinner.FRAMES.length;
    this.out.write(`\r\x1b[2K${Spinner.FRAMES[this.frame]} ${this.message}`);
  }
}
