// Field-engineer tool: `npm run jt808 -- decode <hex> [<hex>…]`, or hex lines on standard input.
import { createInterface } from 'node:readline';
import { decodeInputs } from '@roadwatch/jt808';

const USAGE = `Usage: npm run jt808 -- decode [--compact] <hex> [<hex>…]
       <lines of hex> | npm run jt808 -- decode [--compact]

Decodes JT/T 808 frames (7e…7e, several per input allowed) and JT/T 1078 media packets (30316364…) and prints
each as JSON: message id, edition, phone, serial and every body field, or an error saying what is wrong.
Lines starting with # are ignored. Bad frames are reported, not fatal: the exit code is 0 unless the
command itself is misused.`;

async function readStdinLines(): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) lines.push(line);
  return lines;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (command !== 'decode') {
    console.error(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
    return 2;
  }
  const compact = rest.includes('--compact');
  const unknownOption = rest.find((arg) => arg.startsWith('--') && arg !== '--compact');
  if (unknownOption) {
    console.error(`Unknown option "${unknownOption}".\n\n${USAGE}`);
    return 2;
  }
  let inputs = rest.filter((arg) => !arg.startsWith('--'));
  if (inputs.length === 0) {
    if (process.stdin.isTTY) {
      console.error(`No hex given.\n\n${USAGE}`);
      return 2;
    }
    inputs = (await readStdinLines())
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
  }
  for (const view of decodeInputs(inputs)) console.log(JSON.stringify(view, null, compact ? undefined : 2));
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
