// jsdom ships no type declarations (and @types/jsdom is not installed): the part a conformance test uses to
// run axe-core, as Lighthouse injects it, on a document.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only' | 'dangerously'; url?: string });
    readonly window: Window & typeof globalThis & { eval(code: string): unknown; close(): void };
  }
}
