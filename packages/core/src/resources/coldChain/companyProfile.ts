import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { optionalPhoneDigits, plainText } from '../../validators/formats';
import { dockingUrl } from './dockingEndpoint';

/** The company's profile as its customers read it (the company message page, a shared traceability record). */
export interface CompanyProfile {
  displayName: string;
  /** Food or drug business licence / GSP certificate number. */
  licenceNo: string;
  contact: string;
  phone: string;
  address: string;
  website: string;
  /** Paragraphs separated by blank lines. */
  introduction: string;
  /** Whether a shared traceability record shows the profile. */
  showOnShare: boolean;
  operatorName: string;
  modifiedTime: number | null;
}

/** What a shared traceability record shows of the profile (never who edited it). */
export type SharedCompanyProfile = Omit<CompanyProfile, 'showOnShare' | 'operatorName' | 'modifiedTime'>;

export const COMPANY_PROFILE_LIMITS = { introductionMax: 2000 } as const;

export const companyProfileSave = z.strictObject({
  displayName: plainText(50),
  licenceNo: optionalText(32).refine((v) => /^[A-Za-z0-9-]*$/.test(v), { error: VMSG.specialCharacter }),
  contact: optionalText(32),
  phone: optionalPhoneDigits,
  address: optionalText(64),
  website: z.union([z.literal(''), dockingUrl]).default(''),
  introduction: optionalText(COMPANY_PROFILE_LIMITS.introductionMax),
  showOnShare: z.boolean({ error: VMSG.invalid }),
});
export type CompanyProfileSave = z.infer<typeof companyProfileSave>;

/** Company message: show (anyone with the page) and update (its update operation). */
export const companyProfileEndpoints = {
  /** The profile; before the first save, the company's own name and nothing else. */
  companyMessageGet: endpoint<CompanyProfile>()({
    name: 'companyMessageGet',
    method: 'GET',
    module: 'coldChain',
    path: '/companyMessage/get',
    access: { operationId: 'companyMessage' },
    request: z.strictObject({}),
  }),
  companyMessageSave: endpoint<CompanyProfile>()({
    name: 'companyMessageSave',
    method: 'POST',
    module: 'coldChain',
    path: '/companyMessage/save',
    access: { operationId: 'companyMessage:update' },
    request: companyProfileSave,
  }),
} as const;
