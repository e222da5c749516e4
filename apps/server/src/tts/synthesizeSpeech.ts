import { Worker } from 'node:worker_threads';
import type { Language } from '@roadwatch/core';
import { encodeWav, parseWav } from './parseWav';
import { serverFile } from '../serverFiles';

export interface Speech {
  /** A canonical 16-bit mono PCM WAV file. */
  wav: Buffer;
  sampleRate: number;
  pcm: Int16Array;
}

/** espeak-ng voices: Mandarin for Chinese text, American English otherwise. */
const VOICES: Readonly<Record<Language, string>> = { 'zh-CN': 'cmn', 'en-US': 'en-us' };
const WORDS_PER_MINUTE: Readonly<Record<Language, number>> = { 'zh-CN': 160, 'en-US': 165 };
/** Distinct sentences kept (alarm notices repeat the same few sentences all day). */
const CACHE_ENTRIES = 64;
/** Jobs waiting for the engine at most; beyond that callers are refused rather than queued for seconds. */
const MAX_QUEUED = 16;
const JOB_TIMEOUT_MS = 15_000;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The engine is busy beyond MAX_QUEUED jobs. */
export class SpeechBusyError extends Error {
  constructor() {
    super('speech synthesis queue is full');
    this.name = 'SpeechBusyError';
  }
}

/** The voice for a text: Chinese characters are read in Mandarin whatever the language asked for. */
export function speechLanguage(text: string, lang: Language): Language {
  return CJK.test(text) ? 'zh-CN' : lang;
}

interface WorkerReply {
  id: number;
  wav?: Uint8Array;
  error?: string;
}

interface Job {
  id: number;
  voice: string;
  wordsPerMinute: number;
  text: string;
  resolve: (wav: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * One worker thread runs espeak-ng, one sentence at a time (≈0.4 s each), so synthesis never blocks the event
 * loop and two CPU cores are not both taken by speech. Created on first use; unref'd so it never keeps the
 * process alive.
 */
class SpeechEngine {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private running: Job | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;

  run(voice: string, wordsPerMinute: number, text: string): Promise<Uint8Array> {
    if (this.queue.length >= MAX_QUEUED) return Promise.reject(new SpeechBusyError());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, voice, wordsPerMinute, text, resolve, reject });
      this.pump();
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(serverFile('src/tts/espeakWorker.mjs'));
    worker.on('message', (reply: WorkerReply) => this.finish(reply));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      this.fail(new Error('speech worker exited'));
    });
    // After the listeners: attaching them must not keep the process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) return;
    this.running = job;
    this.timer = setTimeout(() => {
      // A stuck synthesis: restart the worker so later jobs are not stuck behind it.
      void this.worker?.terminate();
      this.fail(new Error('speech synthesis timed out'));
    }, JOB_TIMEOUT_MS);
    this.ensureWorker().postMessage({
      id: job.id,
      voice: job.voice,
      wordsPerMinute: job.wordsPerMinute,
      text: job.text,
    });
  }

  private finish(reply: WorkerReply): void {
    const job = this.running;
    if (!job || job.id !== reply.id) return;
    this.settle();
    if (reply.wav) job.resolve(reply.wav);
    else job.reject(new Error(reply.error ?? 'speech synthesis failed'));
    this.pump();
  }

  private fail(error: Error): void {
    const job = this.running;
    if (!job) return;
    this.settle();
    job.reject(error);
    this.pump();
  }

  private settle(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = null;
  }
}

const engine = new SpeechEngine();
const cache = new Map<string, Promise<Speech>>();

/**
 * Real synthesised speech for `text` in `lang` (espeak-ng, Mandarin or English) as a WAV plus its samples.
 * Results are cached by (voice, text); concurrent calls for the same sentence share one synthesis. Rejects with
 * SpeechBusyError when too many sentences are waiting.
 */
export function synthesizeSpeech(text: string, lang: Language): Promise<Speech> {
  const voiceLang = speechLanguage(text, lang);
  const key = `${voiceLang}\n${text}`;
  const cached = cache.get(key);
  if (cached) {
    // Refresh its place: the map's order is the eviction order.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const pending = engine.run(VOICES[voiceLang], WORDS_PER_MINUTE[voiceLang], text).then((bytes) => {
    const parsed = parseWav(bytes);
    return { wav: encodeWav(parsed.pcm, parsed.sampleRate), sampleRate: parsed.sampleRate, pcm: parsed.pcm };
  });
  cache.set(key, pending);
  // Failures are not kept: the next call tries again.
  pending.catch(() => cache.delete(key));
  while (cache.size > CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return pending;
}
