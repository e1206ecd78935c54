/**
 * Every URL the crawl meets, interned once: an id per URL string, and the crawl's state of each URL in
 * typed arrays (a few bytes per URL instead of an object per URL). Ids are dense and stable, so the page
 * store, the link lists and a saved crawl state (--state) refer to URLs by id. Changes since the last
 * checkpoint are tracked so a saved state is written incrementally.
 */

/** Reached by following links (and canonicals) from the start URL, not only from the sitemap. */
export const REACHABLE = 1;
/** A non-HTML target: status only. */
export const ASSET = 2;
/** In the frontier (queued once; never queued again). */
export const QUEUED = 4;
/** Handed to a fetch; its depth no longer changes. */
export const DISPATCHED = 8;
/** Fetched and recorded (or skipped for good: robots.txt, a redirect's known target). */
export const DONE = 16;
/** Listed in a sitemap. */
export const IN_SITEMAP = 32;
/** The target of a same-site link on a crawled page (nofollow included). */
export const LINKED = 64;
/** Not fetched: robots.txt disallows it. */
export const BLOCKED = 128;

export class UrlTable {
  private readonly ids = new Map<string, number>();
  private readonly list: string[] = [];
  private flagsArr = new Uint8Array(1024);
  private depthArr = new Uint16Array(1024);
  private inlinksArr = new Uint8Array(1024);
  /** Ids changed since the last checkpoint (new ids are those at or after `savedCount`). */
  readonly dirty = new Set<number>();
  savedCount = 0;

  get size(): number {
    return this.list.length;
  }

  /** The id of `url`, interning it on first sight. */
  intern(url: string): number {
    let id = this.ids.get(url);
    if (id !== undefined) return id;
    id = this.list.length;
    this.list.push(url);
    this.ids.set(url, id);
    if (id >= this.flagsArr.length) this.grow();
    return id;
  }

  find(url: string): number | undefined {
    return this.ids.get(url);
  }

  url(id: number): string {
    return this.list[id]!;
  }

  has(id: number, flag: number): boolean {
    return (this.flagsArr[id]! & flag) !== 0;
  }

  flags(id: number): number {
    return this.flagsArr[id]!;
  }

  set(id: number, flag: number): void {
    const before = this.flagsArr[id]!;
    if ((before & flag) === flag) return;
    this.flagsArr[id] = before | flag;
    this.touch(id);
  }

  depth(id: number): number {
    return this.depthArr[id]!;
  }

  setDepth(id: number, depth: number): void {
    if (this.depthArr[id] === depth) return;
    this.depthArr[id] = Math.min(depth, 0xffff);
    this.touch(id);
  }

  inlinkCount(id: number): number {
    return this.inlinksArr[id]!;
  }

  countInlink(id: number): void {
    this.inlinksArr[id] = this.inlinksArr[id]! + 1;
    this.touch(id);
  }

  /** Restores one saved URL (resume): ids must come back in order. */
  restore(url: string, depth: number, flags: number, inlinks: number): void {
    const id = this.intern(url);
    this.depthArr[id] = depth;
    this.flagsArr[id] = flags;
    this.inlinksArr[id] = inlinks;
  }

  private touch(id: number): void {
    if (id < this.savedCount) this.dirty.add(id);
  }

  private grow(): void {
    const size = this.flagsArr.length * 2;
    const flags = new Uint8Array(size);
    flags.set(this.flagsArr);
    const depth = new Uint16Array(size);
    depth.set(this.depthArr);
    const inlinks = new Uint8Array(size);
    inlinks.set(this.inlinksArr);
    this.flagsArr = flags;
    this.depthArr = depth;
    this.inlinksArr = inlinks;
  }
}
