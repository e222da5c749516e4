/**
 * Intercom (JT/T 1078 audio) failure injection. The audio extension of a later issue reads these; today the
 * acknowledging handler honours the two reply-level ones so the gateway's command correlation can be tested.
 */
export interface IntercomFaults {
  /** Share of 0x9101/0x9102 requests left unanswered (the platform's timeout and retry path). */
  noReplyRate: number;
  /** Share answered with result 1 (failure). */
  rejectRate: number;
  /**
   * An ERR_… code the media side should fail with once audio streaming exists (e.g. 'ERR_MEDIA_CONNECT'); null for
   * none. Kept here so tests and the CLI can set it today.
   */
  mediaError: string | null;
}

/** What the simulated terminals get wrong on purpose. Mutable: a running simulator reads it live. */
export interface Faults {
  /** Share of frames sent with a wrong check code. */
  badChecksumRate: number;
  /** Write every frame in random TCP fragments. */
  splitChunks: boolean;
  /** Choose serials, coordinates and an extra item whose bytes need 0x7e/0x7d escaping. */
  escapeHeavy: boolean;
  /** Chance per frame that the terminal writes part of it and drops the connection. */
  disconnectRate: number;
  /** Share of terminals whose phone is not in the database (they are refused and retry slowly). */
  unknownTerminalRate: number;
  intercom: IntercomFaults;
}

export function createFaults(
  partial: Partial<Omit<Faults, 'intercom'>> & {
    intercom?: Partial<IntercomFaults>;
  } = {},
): Faults {
  const rate = (name: string, value: number | undefined) => {
    const v = value ?? 0;
    if (!(v >= 0 && v <= 1)) throw new RangeError(`${name} must be a rate from 0 to 1, got ${v}`);
    return v;
  };
  return {
    badChecksumRate: rate('badChecksumRate', partial.badChecksumRate),
    splitChunks: partial.splitChunks ?? false,
    escapeHeavy: partial.escapeHeavy ?? false,
    disconnectRate: rate('disconnectRate', partial.disconnectRate),
    unknownTerminalRate: rate('unknownTerminalRate', partial.unknownTerminalRate),
    intercom: {
      noReplyRate: rate('intercom.noReplyRate', partial.intercom?.noReplyRate),
      rejectRate: rate('intercom.rejectRate', partial.intercom?.rejectRate),
      mediaError: partial.intercom?.mediaError ?? null,
    },
  };
}
