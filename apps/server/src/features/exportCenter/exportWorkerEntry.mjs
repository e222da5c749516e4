// Starts the export worker thread. Under `tsx` (the server's start command) the thread inherits its TypeScript
// loader; anywhere else (the test runner) the loader is registered here first. The second import names the file
// afresh, as the first failed resolution is cached.
const worker = new URL('./exportWorker.ts', import.meta.url);
try {
  await import(worker.href);
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  worker.searchParams.set('loader', 'tsx');
  await import(worker.href);
}
