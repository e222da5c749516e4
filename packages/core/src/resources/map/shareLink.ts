import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { defineResource, rowId } from '../defineResource';

/** What a share link may show: the live position, the track of the history window, temperatures. */
export const SHARED_DATA = ['position', 'track', 'temperature'] as const;
export type SharedData = (typeof SHARED_DATA)[number];

export const SHARE_SCENES = ['vehicle', 'warehouse'] as const;
export type ShareSceneName = (typeof SHARE_SCENES)[number];

/**
 * Every scene a link may have: those the add form offers, and `batch` — a batch's temperature record, shared from
 * the traceability page (`chainBatchShare`), listed and disabled here like the others.
 */
export const SHARE_LINK_SCENES = [...SHARE_SCENES, 'batch'] as const;
export type ShareLinkScene = (typeof SHARE_LINK_SCENES)[number];

/** Validity: 1, 3 or 7 days, a custom number of hours, or permanent. */
export const SHARE_VALIDITIES = ['1', '3', '7', 'custom', 'permanent'] as const;
export type ShareValidityChoice = (typeof SHARE_VALIDITIES)[number];

/** What the public page of a link answers for its scene. */
export const SCENE_DATA: Record<ShareSceneName, readonly SharedData[]> = {
  vehicle: ['position', 'track', 'temperature'],
  warehouse: ['temperature'],
};

export const SHARE_LINK_LIMITS = {
  /** Targets one link may share. */
  maxTargets: 50,
  /** History visible on the public page, hours (track playback reads at most 10 days). */
  maxHistoryHours: 240,
  /** Custom validity, hours (one year). */
  maxCustomHours: 8760,
  /** Public page calls per address per minute. */
  publicCallsPerMinute: 120,
  /** Track points the public page gets for one vehicle (the newest of the window). */
  maxTrackPoints: 8000,
  /** How often the public page asks again, ms. */
  pollMs: 5000,
} as const;

/** State a user reads: valid, expired (its validity has passed) or disabled (final). */
export const SHARE_LINK_STATES = ['valid', 'expired', 'disabled'] as const;
export type ShareLinkStateName = (typeof SHARE_LINK_STATES)[number];

const positiveHours = (max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });

/** The add form and request: scene, targets, what is shared, history window and validity. */
export const shareLinkSave = z
  .strictObject({
    scene: z.enum(SHARE_SCENES, { error: VMSG.required }),
    targetIds: z
      .array(rowId, { error: VMSG.required })
      .min(1, { error: VMSG.shareTargets })
      .max(SHARE_LINK_LIMITS.maxTargets, { error: VMSG.tooBig }),
    sharedData: z
      .array(z.enum(SHARED_DATA, { error: VMSG.invalid }), { error: VMSG.required })
      .min(1, { error: VMSG.shareContent })
      .max(SHARED_DATA.length, { error: VMSG.tooBig }),
    historyHours: positiveHours(SHARE_LINK_LIMITS.maxHistoryHours),
    validity: z.enum(SHARE_VALIDITIES, { error: VMSG.required }),
    customHours: positiveHours(SHARE_LINK_LIMITS.maxCustomHours).optional(),
  })
  .superRefine((save, ctx) => {
    if (save.validity === 'custom' && save.customHours === undefined)
      ctx.addIssue({ code: 'custom', path: ['customHours'], message: VMSG.required });
    if (save.validity !== 'custom' && save.customHours !== undefined)
      ctx.addIssue({ code: 'custom', path: ['customHours'], message: VMSG.invalid });
    const allowed = SCENE_DATA[save.scene] ?? [];
    if (save.sharedData.some((d) => !allowed.includes(d)))
      ctx.addIssue({ code: 'custom', path: ['sharedData'], message: VMSG.shareContentScene });
    if (new Set(save.targetIds).size !== save.targetIds.length)
      ctx.addIssue({ code: 'custom', path: ['targetIds'], message: VMSG.invalid });
  });

/** Milliseconds a validity choice lasts; null = permanent. */
export function shareValidityMs(validity: ShareValidityChoice, customHours?: number): number | null {
  const HOUR = 3_600_000;
  if (validity === 'permanent') return null;
  if (validity === 'custom') return (customHours ?? 0) * HOUR;
  return Number(validity) * 24 * HOUR;
}

/** A share link's state at `now`. */
export function shareLinkState(
  link: { disabledTime: number | null; expiresAt: number | null },
  now: number,
): ShareLinkStateName {
  if (link.disabledTime !== null) return 'disabled';
  if (link.expiresAt !== null && link.expiresAt <= now) return 'expired';
  return 'valid';
}

/**
 * Share links (`infoShareLink`): vehicles or warehouses shared read-only through a public address until the
 * validity passes or the link is disabled. Links are added and disabled, never edited or deleted (the list keeps
 * what was shared and when).
 */
export const shareLinkResource = defineResource({
  key: 'infoShareLink',
  name: 'shareLink',
  module: 'mapApi',
  path: '/infoShareLink',
  row: z.object({
    id: rowId,
    scene: z.enum(SHARE_LINK_SCENES),
    targetIds: z.array(z.number()),
    /** Plates, warehouse names or the batch code, in the order of `targetIds`. */
    targetNames: z.array(z.string()),
    sharedData: z.array(z.enum(SHARED_DATA)),
    historyHours: z.number(),
    validity: z.enum(SHARE_VALIDITIES),
    customHours: z.number().nullable(),
    expiresAt: z.number().nullable(),
    disabledTime: z.number().nullable(),
    createdTime: z.number(),
    creatorName: z.string(),
    departmentName: z.string(),
  }),
  save: shareLinkSave,
  filters: {
    scene: z.enum(SHARE_LINK_SCENES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['createdTime', 'expiresAt'],
  actions: ['add'],
});
