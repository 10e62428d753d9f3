/**
 * `tsx scripts/bench-reading/warm-read-deck.ts [passes]`: readDeck over the corpus's text decks (OCR off),
 * pass after pass on one warm reading thread, as a worker busy with deck after deck runs it. Prints, per
 * pass, CPU ms per page of the whole process and by thread (from /proc/self/task): the caller's, the
 * busiest other (the reading thread) and the rest together (V8's compiler and collector helpers, libuv).
 * Pass 1 includes starting the thread and compiling; compare the later ones. Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { DECK_READ_LIMITS, readDeck } from '../../src/deck/read/index';
import { deckBytes, textDecks } from './text-decks';

const passes = Number(process.argv[2] ?? 5);
const TICK_MS = 10;

/** CPU ms used so far by each of this process's threads, by thread id. */
function threadCpu(): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // utime and stime are fields 14 and 15; the command name before them may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpu.set(tid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
  }
  return cpu;
}

const decks = textDecks();
const caller = String(process.pid);
for (let pass = 1; pass <= passes; pass++) {
  const before = threadCpu();
  let pages = 0;
  for (const file of decks) {
    pages += (await readDeck(deckBytes(file), { ...DECK_READ_LIMITS, ocr: false })).pageCount;
  }
  const used = [...threadCpu()].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const callerMs = used.find((thread) => thread.tid === caller)?.ms ?? 0;
  const others = used.filter((thread) => thread.tid !== caller).sort((a, b) => b.ms - a.ms);
  const readingMs = others[0]?.ms ?? 0;
  const restMs = others.slice(1).reduce((sum, thread) => sum + thread.ms, 0);
  const perPage = (ms: number) => (ms / pages).toFixed(2);
  console.log(
    `pass ${pass}: ${perPage(callerMs + readingMs + restMs)} CPU ms per page (${pages} pages): ` +
      `caller ${perPage(callerMs)}, reading thread ${perPage(readingMs)}, other threads ${perPage(restMs)}`,
  );
}
console.log(
  `Load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} after.`,
);
// The reading thread stays for the next deck, as in the worker; nothing else is left to wait for.
process.exit(0);
