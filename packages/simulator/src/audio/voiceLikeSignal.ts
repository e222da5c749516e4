/**
 * A voice-like reply for the simulated driver when no synthesised speech is given: syllables of a 120–180 Hz
 * glottal tone with harmonics shaped by two formants, 8 per phrase, then a pause. Deterministic (a pure function
 * of the sample index), 8 kHz, 16-bit.
 */
const RATE = 8_000;
const SYLLABLE = 0.22 * RATE;
const GAP = 0.06 * RATE;
const SYLLABLES_PER_PHRASE = 8;
const PAUSE = 1.2 * RATE;
const PHRASE = SYLLABLES_PER_PHRASE * (SYLLABLE + GAP) + PAUSE;

export function voiceLikeSample(index: number): number {
  const inPhrase = index % PHRASE;
  const slot = Math.floor(inPhrase / (SYLLABLE + GAP));
  if (slot >= SYLLABLES_PER_PHRASE) return 0;
  const inSyllable = inPhrase - slot * (SYLLABLE + GAP);
  if (inSyllable >= SYLLABLE) return 0;
  const envelope = Math.sin((Math.PI * inSyllable) / SYLLABLE);
  const pitch = 120 + 60 * Math.sin((slot * 1.7 + inSyllable / SYLLABLE) * 1.3);
  const t = index / RATE;
  const formant1 = 500 + 300 * Math.sin(slot * 2.1);
  const formant2 = 1500 + 500 * Math.cos(slot * 1.3);
  let value = 0;
  for (let h = 1; h <= 12; h++) {
    const f = pitch * h;
    const gain =
      Math.exp(-(((f - formant1) / 250) ** 2)) + 0.6 * Math.exp(-(((f - formant2) / 350) ** 2)) + 0.05;
    value += (gain / h) * Math.sin(2 * Math.PI * f * t);
  }
  return Math.round(Math.max(-1, Math.min(1, 0.5 * envelope * value)) * 32767);
}
