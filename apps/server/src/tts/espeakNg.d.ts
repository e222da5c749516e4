/** The espeak-ng package (Emscripten build, no types of its own): a factory that runs the CLI once. */
declare module 'espeak-ng' {
  interface ESpeakNgModule {
    FS: { readFile(path: string): Uint8Array };
  }
  interface ESpeakNgOptions {
    /** Command-line arguments, as for the `espeak-ng` program. */
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
