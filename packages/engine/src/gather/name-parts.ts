/**
 * Accessible names and heading texts, built during the walk. Open headings and links share append-only
 * lists of text parts and each remembers where its own text starts, so a text node is stored once however
 * many are open, and each name is read from its start with a bound: markup nested thousands of headings
 * and links deep stays linear instead of copying every text into every open collector.
 */

/** Raw characters read for one name or heading text: longer ones are cut (no real name comes close). */
export const NAME_MAX_CHARS = 1024;
/** Parts read for one name, so a name built of countless one-letter text nodes costs no more. */
const NAME_MAX_PARTS = 256;

export interface OpenName {
  nameStart: number;
  textStart: number;
  images: number;
  hiddenTexts: number;
}

export interface ClosedName {
  /** Visible text plus alternative texts (alt, aria-label), not yet collapsed. */
  name: string;
  /** Visible text only, not yet collapsed. */
  text: string;
  hasImage: boolean;
  /** Text inside that is not rendered or hidden from assistive technology (aria-hidden, hidden, display:none). */
  hiddenText: boolean;
}

export class NameParts {
  private readonly nameParts: string[] = [];
  private readonly textParts: string[] = [];
  private images = 0;
  private hiddenTexts = 0;
  private open = 0;

  /** Visible text: part of every open name and text. */
  text(value: string): void {
    if (this.open === 0) return;
    this.nameParts.push(value);
    this.textParts.push(value);
  }

  /** Alternative text (alt, aria-label of an image): part of open names, not of their visible text. */
  alt(value: string): void {
    if (this.open > 0) this.nameParts.push(value);
  }

  /** Text in a hidden element (aria-hidden, hidden, display:none): in no name, but there on the page. */
  hidden(value: string): void {
    if (this.open > 0 && value.trim()) this.hiddenTexts++;
  }

  /** An image (img, svg, role=img) inside whatever is open. */
  image(): void {
    this.images++;
  }

  start(): OpenName {
    this.open++;
    return {
      nameStart: this.nameParts.length,
      textStart: this.textParts.length,
      images: this.images,
      hiddenTexts: this.hiddenTexts,
    };
  }

  end(o: OpenName): ClosedName {
    const closed = {
      name: joinFrom(this.nameParts, o.nameStart),
      text: joinFrom(this.textParts, o.textStart),
      hasImage: this.images > o.images,
      hiddenText: this.hiddenTexts > o.hiddenTexts,
    };
    this.open--;
    if (this.open === 0) {
      this.nameParts.length = 0;
      this.textParts.length = 0;
    }
    return closed;
  }
}

function joinFrom(parts: readonly string[], start: number): string {
  let out = '';
  const end = Math.min(parts.length, start + NAME_MAX_PARTS);
  for (let i = start; i < end && out.length < NAME_MAX_CHARS; i++) {
    out += (parts[i] as string).slice(0, NAME_MAX_CHARS - out.length);
  }
  return out;
}
