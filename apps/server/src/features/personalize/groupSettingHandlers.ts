import { opinionPresets, type ENDPOINTS } from '@roadwatch/core';
import { z } from 'zod';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { handleIdeas } from '../alarmHandling/handlingAccess';
import { readCompanySetting, writeCompanySetting } from './storedSettings';

type E = typeof ENDPOINTS;

const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The company's defaults: new sub-users' password strength, the default map, the handling-opinion presets. */
export const groupSettingGet: EndpointHandler<E['groupSettingGet']> = async (ctx) => {
  const { companyId } = requireUser(ctx);
  return {
    passwordLevel: (await readCompanySetting(ctx.db, companyId, 'passwordLevel', level)) ?? 2,
    defaultMapType:
      (await readCompanySetting(ctx.db, companyId, 'defaultMapType', z.number().int().min(0).max(3))) ?? 3,
    handlingOpinions:
      (await readCompanySetting(ctx.db, companyId, 'handlingOpinions', opinionPresets)) ??
      handleIdeas(ctx.t, 0),
  };
};

export const groupSettingSave: EndpointHandler<E['groupSettingSave']> = async (ctx) => {
  const { companyId } = requireUser(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await writeCompanySetting(trx, companyId, 'passwordLevel', ctx.input.passwordLevel);
    await writeCompanySetting(trx, companyId, 'defaultMapType', ctx.input.defaultMapType);
    await writeCompanySetting(trx, companyId, 'handlingOpinions', ctx.input.handlingOpinions);
  });
  return null;
};
