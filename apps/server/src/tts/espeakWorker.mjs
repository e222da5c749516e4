// Runs espeak-ng (WebAssembly) off the server's event loop: one job at a time, each on a fresh instance
// (the Emscripten build runs its main() once per instantiation). Plain JavaScript so it needs no loader.
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

parentPort?.on('message', async (job) => {
  try {
    const engine = await ESpeakNg({
      arguments: ['-v', job.voice, '-s', String(job.wordsPerMinute), '-w', '/out.wav', job.text],
      print: () => undefined,
      printErr: () => undefined,
    });
    const wav = engine.FS.readFile('/out.wav');
    parentPort?.postMessage({ id: job.id, wav }, [wav.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
