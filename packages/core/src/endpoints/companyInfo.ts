import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { AddLicenseResponse, HaveLicenseResponse } from '../types/shell';
import { addLicenseRequest } from '../validators/licence';
import { VMSG } from '../validators/messages';
import { plainText } from '../validators/formats';

/** The region names come from the selector, so the server insists on all three (the form requires a region). */
export const addLicenseWithRegion = addLicenseRequest.superRefine((form, ctx) => {
  for (const field of ['provinceName', 'cityName', 'countyName'] as const) {
    if (form[field].length === 0) {
      ctx.addIssue({ code: 'custom', message: VMSG.regionRequired, path: [field], input: form });
    }
  }
});

/** The company information page: the company's name and its licence form, saved together. */
export const companyInfoUpdateRequest = addLicenseRequest
  .extend({ name: plainText(64) })
  .superRefine((form, ctx) => {
    for (const field of ['provinceName', 'cityName', 'countyName'] as const) {
      if (form[field].length === 0) {
        ctx.addIssue({ code: 'custom', message: VMSG.regionRequired, path: [field], input: form });
      }
    }
  });

export interface CompanyInfo {
  name: string;
  provinceName: string;
  cityName: string;
  countyName: string;
  bin: string;
  foodBusiLicNum: string;
  registerAddress: string;
}

/** Licence prompt (seed 000 §2.5, §5 "Customer licence") and the company information page. */
export const companyInfoEndpoints = {
  haveLicense: endpoint<HaveLicenseResponse>()({
    name: 'haveLicense',
    method: 'GET',
    module: 'companyInfo',
    path: '/haveLicense',
    access: 'session',
    request: z.strictObject({}),
  }),
  /** Company administrators only; a company gives its licence once. */
  addLicense: endpoint<AddLicenseResponse>()({
    name: 'addLicense',
    method: 'POST',
    module: 'companyInfo',
    path: '/addLicense',
    access: 'session',
    request: addLicenseWithRegion,
  }),
  companyInfoDetail: endpoint<CompanyInfo>()({
    name: 'companyInfoDetail',
    method: 'GET',
    module: 'companyInfo',
    path: '/detail',
    access: { operationId: 'companyInfo' },
    request: z.strictObject({}),
  }),
  companyInfoUpdate: endpoint<null>()({
    name: 'companyInfoUpdate',
    method: 'POST',
    module: 'companyInfo',
    path: '/update',
    access: { operationId: 'companyInfo:update' },
    request: companyInfoUpdateRequest,
  }),
} as const;
