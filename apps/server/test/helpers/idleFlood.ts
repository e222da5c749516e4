/**
 * A child process that opens idle TCP connections and holds them (test/gatewayFlood.test.ts): each process has its
 * own descriptor limit, so several of them together can hold more connections than one process could.
 * Started with fork(): argv = port, count, first source address suffix, number of source addresses.
 * Sends { type: 'ready', held, closed } once every attempt has settled; answers 'count' with { type: 'count', … }.
 */
import net from 'node:net';

const [port, count, firstSource, sources] = process.argv.slice(2).map(Number) as [
  number,
  number,
  number,
  number,
];
const CONCURRENCY = 250;
/** A connection attempt the server's backlog never answers is given up after this long. */
const CONNECT_GIVE_UP_MS = 5_000;
const sockets: net.Socket[] = [];
let closed = 0;

function openIdle(localAddress: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    const giveUp = setTimeout(() => socket.destroy(), CONNECT_GIVE_UP_MS);
    socket.once('connect', () => {
      clearTimeout(giveUp);
      resolve();
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearTimeout(giveUp);
      closed += 1;
      resolve();
    });
  });
}

const counts = () => ({ held: sockets.filter((s) => !s.destroyed).length, closed });

let next = 0;
const worker = async () => {
  while (next < count) {
    const i = next++;
    await openIdle(`127.0.0.${firstSource + (i % sources)}`);
  }
};
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
process.send?.({ type: 'ready', ...counts() });
process.on('message', (message: string) => {
  if (message === 'count') process.send?.({ type: 'count', ...counts() });
});
process.on('disconnect', () => {
  for (const socket of sockets) socket.destroy();
  process.exit(0);
});
