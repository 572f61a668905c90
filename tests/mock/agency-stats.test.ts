/** @jest-environment node */
import { db } from '../../mock/_lib/data';
import { agencyOverview } from '../../mock/_lib/handlers/stats';
import { routes } from '../../mock/agency';
import { call } from './helpers';

const sum = (items: { count: number }[]) => items.reduce((s, x) => s + x.count, 0);

it('serves the agency figures under the agency prefix', () => {
  const body = call<API.AgencyOverview>(
    routes['GET /ipr-agency-service/api/agency/statistics'],
  ).body;
  expect(body.success).toBe(true);
  expect(body.data).toEqual(agencyOverview(db().agencies));
});

it('adds up the agencies', () => {
  const agencies = db().agencies;
  const figures = agencyOverview(agencies);
  expect(figures.agencyCount).toBe(agencies.length);
  expect(figures.agentCount).toBe(agencies.reduce((s, a) => s + a.agentCount, 0));
  expect(figures.patentTotal).toBe(agencies.reduce((s, a) => s + a.patentTotal, 0));
  expect(figures.inventionTotal).toBeLessThan(figures.patentTotal);
  expect(sum(figures.byCity)).toBe(agencies.length);
  expect(sum(figures.byMainService)).toBe(agencies.reduce((s, a) => s + a.mainServices.length, 0));
  const zldl = agencies.filter((a) => a.mainServices.includes('ZLDL')).length;
  expect(figures.byMainService.find((x) => x.service === 'ZLDL')?.count).toBe(zldl);
});

it('lists every dictionary value, most first', () => {
  const figures = agencyOverview(db().agencies.slice(0, 3));
  expect(figures.byMainService).toHaveLength(db().dictionaries.SERVICE_MainService.length);
  const counts = figures.byField.map((x) => x.count);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(agencyOverview([])).toMatchObject({ agencyCount: 0, agentCount: 0, byCity: [] });
});
