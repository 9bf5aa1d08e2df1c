// jsdom ships no types and @types/jsdom is not installed: the part e2e/crawl.spec.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
