import { formatChinaTime, type EventReportFilters, type SwitchKind } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Readable } from 'node:stream';
import type { Page } from '@roadwatch/core';
import { requireUser, type HandlerContext } from '../../http/endpointHandler';
import { checkDetailQuery, pageWindow, reportVehicles } from './eventReportScope';
import { reportSheet } from './reportSheet';
import { openSecondsSql, switchEpisodes } from './switchEpisodes';

/** One episode of a switch, whatever the report calls its ends. */
export interface SwitchEpisode {
  id: string;
  vehicleId: number;
  plate: string;
  departmentName: string;
  startTime: number;
  endTime: number | null;
  durationS: number;
}

/** One vehicle's episodes over the range. `share`: the part of the range the switch was on (0–1). */
export interface SwitchEpisodeSums {
  vehicleId: number;
  plate: string;
  departmentName: string;
  episodes: number;
  totalS: number;
  longestS: number;
  share: number;
}

type Order = 'asc' | 'desc';
type DetailColumn = 'start' | 'duration' | 'plate';
type SummaryColumn = 'plate' | 'n' | 'total_s' | 'longest_s';

/**
 * A switch-episode report: which stored switch, which vehicles, and how the report names things. Rows and sheets
 * are built from the same episode and sums, so a new switch report is this spec and its endpoints.
 */
export interface SwitchEpisodeReportSpec<DetailSort extends string, SummarySort extends string, Row, SumRow> {
  kind: SwitchKind;
  /** Lists the episode already going when the range begins (a unit running across midnight). */
  carriedIn: boolean;
  /** Only refrigerated (true) or only other (false) vehicles; null: every vehicle. */
  refrigerated: boolean | null;
  /** The i18n block of the report's words (`eventReports.coldMachine`). */
  words: string;
  /** Its word for an episode still going in the end column. */
  stillOn: string;
  /** Sheet headers (keys in `words`): plate, department, start, end, duration. */
  detailHeaders: readonly string[];
  /** Sheet headers (keys in `words`): plate, department, episodes, total, longest, and the share when it has one. */
  summaryHeaders: readonly string[];
  stems: { detail: string; summary: string };
  detailSort: Record<DetailSort, DetailColumn>;
  summarySort: Record<SummarySort, SummaryColumn>;
  row: (e: SwitchEpisode) => Row;
  summaryRow: (s: SwitchEpisodeSums) => SumRow;
}

type Query<S extends string> = EventReportFilters & {
  pageParamVO: { curPage: number; pageSize: number };
  sort?: { field: S; order: Order } | undefined;
};

const DEFAULT_DIRECTION: Record<SummaryColumn, Order> = {
  plate: 'asc',
  n: 'desc',
  total_s: 'desc',
  longest_s: 'desc',
};

/** The detail and summary handlers, and their exports, of one switch-episode report. */
export function switchEpisodeReport<D extends string, S extends string, Row, SumRow>(
  spec: SwitchEpisodeReportSpec<D, S, Row, SumRow>,
) {
  async function episodesOf(ctx: HandlerContext<EventReportFilters>, detail: boolean) {
    const user = requireUser(ctx);
    let vehicles: RawBuilder<SqlBool> = await reportVehicles(ctx.db, user, ctx.input, 'v');
    if (spec.refrigerated !== null)
      vehicles = sql<SqlBool>`(${vehicles} and v.refrigerated = ${spec.refrigerated ? 1 : 0})`;
    if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
    return ctx.db.selectFrom(switchEpisodes(ctx.db, spec.kind, ctx.input, vehicles, spec.carriedIn).as('ep'));
  }
  type Episodes = Awaited<ReturnType<typeof episodesOf>>;

  const countOf = async (q: Episodes, what: 'rows' | 'vehicles') =>
    Number(
      (
        await q
          .select(
            what === 'rows'
              ? sql<number>`count(*)`.as('n')
              : sql<number>`count(distinct ep.vehicle_id)`.as('n'),
          )
          .executeTakeFirstOrThrow()
      ).n,
    );

  function detailRows(
    q: Episodes,
    now: number,
    sort: { field: D; order: Order } | undefined,
    limit: number,
    offset: number,
  ) {
    const column = sort ? spec.detailSort[sort.field] : 'start';
    const by =
      column === 'plate' ? sql`ep.plate` : column === 'duration' ? openSecondsSql(now) : sql`ep.open_time`;
    return q
      .selectAll('ep')
      .select(openSecondsSql(now).as('duration_s'))
      .orderBy(by, sort?.order ?? 'desc')
      .orderBy('ep.vehicle_id')
      .orderBy('ep.open_time')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  function toEpisode(r: Awaited<ReturnType<typeof detailRows>>[number]): SwitchEpisode {
    const vehicleId = Number(r.vehicle_id);
    const startTime = Number(r.open_time);
    return {
      id: `${vehicleId}:${startTime}`,
      vehicleId,
      plate: r.plate,
      departmentName: r.department_name,
      startTime,
      endTime: r.close_time === null ? null : Number(r.close_time),
      durationS: Math.max(0, Number(r.duration_s)),
    };
  }

  function summaryRows(
    q: Episodes,
    range: { startTime: number; endTime: number },
    now: number,
    sort: { field: S; order: Order } | undefined,
    limit: number,
    offset: number,
  ) {
    const column: SummaryColumn = sort ? spec.summarySort[sort.field] : 'plate';
    const cut = sql.lit(Math.min(range.endTime, now));
    const from = sql.lit(range.startTime);
    return q
      .select([
        'ep.vehicle_id',
        'ep.plate',
        'ep.department_name',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(${openSecondsSql(now)})`.as('total_s'),
        sql<number>`max(${openSecondsSql(now)})`.as('longest_s'),
        sql<number>`sum((case when coalesce(ep.close_time, ${cut}) < ${cut} then coalesce(ep.close_time, ${cut}) else ${cut} end - case when ep.open_time > ${from} then ep.open_time else ${from} end) / 1000)`.as(
          'in_range_s',
        ),
      ])
      .groupBy(['ep.vehicle_id', 'ep.plate', 'ep.department_name'])
      .orderBy(sql.ref(column), sort?.order ?? DEFAULT_DIRECTION[column])
      .orderBy('ep.vehicle_id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * The share of the range a vehicle's switch was on: its episodes' seconds cut to the range (its start, its end and
   * now), over the range's seconds up to now.
   */
  function toSums(
    r: Awaited<ReturnType<typeof summaryRows>>[number],
    range: { startTime: number; endTime: number },
    now: number,
  ): SwitchEpisodeSums {
    const rangeS = (Math.min(range.endTime, now) - range.startTime) / 1000;
    const onS = Number(r.in_range_s);
    return {
      vehicleId: Number(r.vehicle_id),
      plate: r.plate,
      departmentName: r.department_name,
      episodes: Number(r.n),
      totalS: Math.max(0, Number(r.total_s)),
      longestS: Math.max(0, Number(r.longest_s)),
      share: rangeS > 0 ? Math.min(1, Math.max(0, onS / rangeS)) : 0,
    };
  }

  const word = (ctx: { t: HandlerContext<unknown>['t'] }, key: string) => ctx.t(`${spec.words}.${key}`);

  return {
    /** One page of episodes, latest start first unless another whitelisted column is asked for. */
    async detail(ctx: HandlerContext<Query<D>>): Promise<Page<Row>> {
      const q = await episodesOf(ctx, true);
      const { limit, offset } = pageWindow(ctx.input.pageParamVO);
      const [total, rows] = await Promise.all([
        countOf(q, 'rows'),
        detailRows(q, ctx.deps.now(), ctx.input.sort, limit, offset),
      ]);
      return { data: rows.map((r) => spec.row(toEpisode(r))), totalRecords: total };
    },
    async exportDetail(ctx: HandlerContext<EventReportFilters>): Promise<Readable> {
      const q = await episodesOf(ctx, true);
      const now = ctx.deps.now();
      return reportSheet(ctx, {
        stem: spec.stems.detail,
        headers: spec.detailHeaders.map((h) => word(ctx, h)),
        count: () => countOf(q, 'rows'),
        slice: async (limit, offset) =>
          (await detailRows(q, now, undefined, limit, offset))
            .map(toEpisode)
            .map((e) => [
              e.plate,
              e.departmentName,
              formatChinaTime(e.startTime),
              e.endTime === null ? word(ctx, spec.stillOn) : formatChinaTime(e.endTime),
              e.durationS,
            ]),
      });
    },
    /** Per vehicle over the range (at most 12 months): episodes, total and longest, share of the range on. */
    async summary(ctx: HandlerContext<Query<S>>): Promise<Page<SumRow>> {
      const q = await episodesOf(ctx, false);
      const now = ctx.deps.now();
      const { limit, offset } = pageWindow(ctx.input.pageParamVO);
      const [total, rows] = await Promise.all([
        countOf(q, 'vehicles'),
        summaryRows(q, ctx.input, now, ctx.input.sort, limit, offset),
      ]);
      return { data: rows.map((r) => spec.summaryRow(toSums(r, ctx.input, now))), totalRecords: total };
    },
    async exportSummary(ctx: HandlerContext<EventReportFilters>): Promise<Readable> {
      const q = await episodesOf(ctx, false);
      const now = ctx.deps.now();
      const withShare = spec.summaryHeaders.length > 5;
      return reportSheet(ctx, {
        stem: spec.stems.summary,
        headers: spec.summaryHeaders.map((h) => word(ctx, h)),
        count: () => countOf(q, 'vehicles'),
        slice: async (limit, offset) =>
          (await summaryRows(q, ctx.input, now, undefined, limit, offset))
            .map((r) => toSums(r, ctx.input, now))
            .map((s) => [
              s.plate,
              s.departmentName,
              s.episodes,
              s.totalS,
              s.longestS,
              ...(withShare ? [Math.round(s.share * 1000) / 10] : []),
            ]),
      });
    },
  };
}
