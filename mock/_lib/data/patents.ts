// Patents: applicants, domains, numbers, legal life and indicators, linked to the agencies.

import { addDays, randomDate, TODAY, yearsSince } from '../dates';
import { Rng } from '../random';
import type { AgencyRecord } from './agencies';
import type { Domain, Subject } from './domains-a';
import type { DesignProduct } from './domains-c';
import { DESIGN_PRODUCTS, DOMAINS, domainsOfField, subjectsFor } from './domains-c';
import { personName } from './names';
import { applicationNumber, publicationNumber } from './numbering';
import type { Org } from './orgs';
import { patentLife } from './patent-life';
import { priorityClaims } from './patent-priorities';
import { seedOf } from './patent-store';
import { expansionsOfEra, firstYearOf } from './technologies';

export const PATENT_COUNT = 2000;
/** Patents filed before 2003-10-01, numbered in the old 8-digit form. */
export const OLD_FORM_COUNT = 8;

const YEAR_WEIGHTS: readonly (readonly [number, number])[] = [
  [2005, 1],
  [2006, 1.2],
  [2007, 1.4],
  [2008, 1.6],
  [2009, 1.9],
  [2010, 2.2],
  [2011, 2.6],
  [2012, 3],
  [2013, 3.4],
  [2014, 3.7],
  [2015, 4.1],
  [2016, 4.6],
  [2017, 5],
  [2018, 5.4],
  [2019, 5.6],
  [2020, 6],
  [2021, 6.2],
  [2022, 6],
  [2023, 5.8],
  [2024, 5.6],
  [2025, 5.4],
  [2026, 4.6],
];

function applicationDateFor(rng: Rng, index: number): string {
  if (index < OLD_FORM_COUNT) return randomDate(rng, '1996-03-01', '2003-09-20');
  const year = rng.weightedPairs(YEAR_WEIGHTS);
  // Keep enough time for publication (inventions) or grant (utility models, designs).
  return randomDate(rng, `${year}-01-02`, year === 2026 ? addDays(TODAY, -130) : `${year}-12-30`);
}

/** One text of a list of templates. */
type Phrase = (templates: readonly string[]) => string;

/** Any template, its groups filled: the draws the first wording took. */
const anyPhrase =
  (rng: Rng): Phrase =>
  (templates) =>
    rng.expand(rng.pick(templates));

function inventionAbstract(rng: Rng, phrase: Phrase, subject: Subject, core: string): string {
  return `本发明公开了${core}，${phrase(subject.method)}。${phrase(subject.effects)}，${rng.pick([
    '具有良好的应用前景',
    '适合推广应用',
    '便于工程实施',
    '可广泛应用于相关领域',
  ])}。`;
}

function utilityAbstract(rng: Rng, phrase: Phrase, subject: Subject, core: string): string {
  return `本实用新型公开了${core}，${phrase(subject.structure)}。本实用新型结构简单、${rng.pick([
    '安装方便',
    '成本低廉',
    '运行可靠',
    '维护便捷',
  ])}，${phrase(subject.effects)}。`;
}

function designAbstract(title: string, product: DesignProduct, point: string, view: string) {
  return `1.本外观设计产品的名称：${title}。2.本外观设计产品的用途：${product.use}。3.本外观设计产品的设计要点：在于${point}。4.最能表明设计要点的图片或照片：${view}。`;
}

/** The main IPC group (the first most often) and up to two more of the subject. */
function ipcOf(rng: Rng, subject: Subject): [string, string[]] {
  const main = rng.weighted(
    subject.ipc,
    subject.ipc.map((_, k) => (k === 0 ? 3 : 1)),
  );
  return [
    main,
    [
      main,
      ...rng.sample(
        subject.ipc.filter((c) => c !== main),
        rng.int(0, 2),
      ),
    ],
  ];
}

interface Wording {
  title: string;
  abstract: string;
  ipcMain: string;
  ipcCodes: string[];
}

/** Whether the subject can word a patent of this type filed in `year`: title, body and effect. */
function fitsEra(subject: Subject, type: 'invention' | 'utility', year: number): boolean {
  const [titles, body] =
    type === 'invention'
      ? [subject.inventions, subject.method]
      : [subject.utilities, subject.structure];
  return [titles, body, subject.effects].every((t) => expansionsOfEra(t, year).length > 0);
}

/**
 * The wording of an invention or utility model whose first wording names a technology newer than
 * its filing year. It comes from the patent's own generator, so the shared streams (and every other
 * patent) stay put: the abstract alone is reworded when the title is of its era and its subject
 * can say it then; otherwise the nearest subject of that era (the same one, else one of the domain,
 * else of the field) gives all.
 */
function wordingOfEra(
  id: string,
  domain: Domain,
  type: 'invention' | 'utility',
  year: number,
  first: Wording,
  own: Subject,
): Wording | undefined {
  const rng = new Rng(seedOf(id, 'era'));
  const phrase: Phrase = (templates) => rng.pick(expansionsOfEra(templates, year));
  const abstractOf = (subject: Subject, core: string) =>
    type === 'invention'
      ? inventionAbstract(rng, phrase, subject, core)
      : utilityAbstract(rng, phrase, subject, core);
  if (firstYearOf(first.title) <= year && fitsEra(own, type, year))
    return { ...first, abstract: abstractOf(own, first.title) };
  const subjects = [
    [own],
    subjectsFor(domain, type),
    domainsOfField(domain.field).flatMap((d) => subjectsFor(d, type)),
  ]
    .map((tier) => tier.filter((s) => fitsEra(s, type, year)))
    .find((tier) => tier.length);
  if (!subjects) return undefined;
  const subject = rng.pick(subjects);
  const title = `一种${phrase(type === 'invention' ? subject.inventions : subject.utilities)}`;
  const abstract = abstractOf(subject, title);
  const [ipcMain, ipcCodes] = ipcOf(rng, subject);
  return { title, abstract, ipcMain, ipcCodes };
}

/** A name of a design product that existed in `year`: of the same product, else of its field. */
function designOfEra(
  id: string,
  first: DesignProduct,
  year: number,
): { product: DesignProduct; title: string } | undefined {
  const rng = new Rng(seedOf(id, 'era'));
  const fits = (d: DesignProduct) =>
    firstYearOf(d.use) <= year && expansionsOfEra([d.name], year).length > 0;
  const products = fits(first)
    ? [first]
    : DESIGN_PRODUCTS.filter((d) => d.field === first.field && fits(d));
  if (!products.length) return undefined;
  const product = rng.pick(products);
  return { product, title: rng.pick(expansionsOfEra([product.name], year)) };
}

/**
 * Draws the first wording of patent texts took from the main generator, per domain of DOMAINS:
 * the `{…}` groups of each of its invention titles, utility titles, method, structure and effect
 * templates. Texts now come from their own generator (`wording`); taking the same draws from the
 * main one keeps every later seeded value (numbers, legal life, agencies, listings…) where it was.
 */
const FIRST_WORDING_DRAWS: readonly (readonly (readonly number[])[])[] = [
  [[1, 2, 2, 2], [1, 0], [4, 3], [2], [0, 0, 0]],
  [[2, 2, 1, 2], [1, 1], [5, 2], [3], [1, 1, 0]],
  [[2, 3, 2, 2], [1, 0], [3, 3], [2], [0, 0, 0]],
  [[2, 2, 2, 1], [1, 1, 0], [5, 2], [1], [1, 0, 1]],
  [[2, 2, 3, 2], [1, 1], [5, 3], [3], [0, 0, 1]],
  [
    [2, 2, 2, 2],
    [2, 2, 2, 1],
    [4, 3],
    [3, 3],
    [1, 0, 0],
  ],
  [[2, 2, 2], [2, 2, 1], [4], [3], [1, 0, 0]],
  [[2, 3, 2, 2], [2, 1], [7, 2], [5], [1, 0, 1]],
  [[2, 2, 2], [2, 1], [3, 3], [3], [1, 0, 0]],
  [[2, 2, 1, 2], [2, 2], [8, 2], [4], [0, 1, 0]],
  [[3, 2, 2], [2, 2, 2], [4, 4], [4], [0, 0, 0]],
  [[1, 2, 2, 1], [2, 2], [4, 4], [5], [2, 0, 1]],
  [[2, 1, 2], [2, 2], [5, 4], [4], [1, 0, 1]],
  [[2, 2, 2, 2], [2, 1, 2], [3, 5], [4], [1, 1, 0]],
  [[2, 2, 2], [2, 1, 2], [4, 4], [4], [1, 1, 0]],
  [[2, 3, 2, 2], [2, 2, 1], [4, 3], [4], [1, 1, 1]],
  [[2, 2, 2, 3], [1, 1, 2], [4, 4], [5], [1, 1, 0]],
  [[2, 1, 3, 2], [2, 2, 2], [5, 4], [4], [1, 1, 0]],
  [[2, 2, 2, 2], [2, 2], [7, 4], [5], [0, 0, 1]],
];

/** Takes from `rng` the draws the first wording took for a patent of this domain and type. */
function takeFirstWordingDraws(rng: Rng, domainIndex: number, type: 'invention' | 'utility'): void {
  const [inventions, utilities, method, structure, effects] = FIRST_WORDING_DRAWS[domainIndex];
  const template = (groups: readonly number[]) => {
    for (let g = rng.pick(groups); g > 0; g -= 1) rng.float();
  };
  template(type === 'invention' ? inventions : utilities);
  if (type === 'invention') {
    template(method);
    template(effects);
    rng.float(); // the closing phrase
  } else {
    template(structure);
    rng.float(); // the closing phrase
    template(effects);
  }
  rng.float(); // the main IPC group
  const further = rng.int(0, 2);
  for (let k = 0; k < further; k += 1) rng.float();
}

function pickApplicants(
  rng: Rng,
  type: API.PatentType,
  enterprises: Org[],
  universities: Org[],
): Org[] {
  const weights = enterprises.map((e) => e.weight);
  const first =
    type !== 'design' && rng.bool(0.15)
      ? rng.pick(universities)
      : rng.weighted(enterprises, weights);
  const result = [first];
  if (rng.bool(0.12)) {
    const partner =
      first.kind === 'university'
        ? rng.weighted(enterprises, weights)
        : rng.bool(0.6)
          ? rng.pick(universities)
          : rng.weighted(enterprises, weights);
    if (partner !== first) result.push(partner);
  }
  return result;
}

/** An agency for a patent filed on `filedOn`: only agencies founded by then, local ones preferred. */
function pickAgency(
  rng: Rng,
  province: string,
  filedOn: string,
  agencies: AgencyRecord[],
): AgencyRecord {
  const founded = agencies.filter((a) => a.foundingDate <= filedOn);
  const open = founded.length ? founded : agencies;
  const local = open.filter((a) => a.region === province);
  const pool = local.length && rng.bool(0.7) ? local : open;
  return rng.weighted(
    pool,
    pool.map((a) => Math.log10(a.patentTotal + 10)),
  );
}

export function buildPatents(
  rng: Rng,
  wording: Rng,
  enterprises: Org[],
  universities: Org[],
  agencies: AgencyRecord[],
): API.Patent[] {
  const usedApp = new Set<string>();
  const usedPub = new Set<string>();
  const patents: API.Patent[] = [];

  for (let i = 0; i < PATENT_COUNT; i += 1) {
    const id = `pat-${String(i + 1).padStart(6, '0')}`;
    const type: API.PatentType =
      i < OLD_FORM_COUNT
        ? rng.pick(['invention', 'utility'] as const)
        : rng.weightedPairs([
            ['invention', 55],
            ['utility', 35],
            ['design', 10],
          ] as const);
    const applicationDate = applicationDateFor(rng, i);
    const orgs = pickApplicants(rng, type, enterprises, universities);
    const lead = orgs[0];
    const pct =
      type !== 'design' &&
      applicationDate >= '2004-01-01' &&
      rng.bool(type === 'invention' ? 0.05 : 0.01);
    const life = patentLife(rng, type, applicationDate);
    const year = Number(applicationDate.slice(0, 4));
    const ofAnotherEra = (text: string) => firstYearOf(text) > year;

    let title: string;
    let abstract: string;
    let ipcMain: string;
    let ipcCodes: string[];
    let field: string;
    if (type === 'design') {
      const own = DESIGN_PRODUCTS.filter((d) => d.field === lead.field);
      const product = rng.pick(own.length && rng.bool(0.8) ? own : DESIGN_PRODUCTS);
      title = rng.expand(product.name);
      const point = rng.pick(['形状', '形状与图案的结合', '形状与色彩的结合']);
      const view = rng.pick(['立体图1', '主视图', '立体图']);
      abstract = designAbstract(title, product, point, view);
      ipcMain = product.locarno;
      ipcCodes = [product.locarno];
      field = product.field;
      // A product newer than the filing becomes one of its era (its draws above still taken).
      const era =
        ofAnotherEra(title) || ofAnotherEra(abstract) ? designOfEra(id, product, year) : undefined;
      if (era) {
        title = era.title;
        abstract = designAbstract(title, era.product, point, view);
        ipcMain = era.product.locarno;
        ipcCodes = [era.product.locarno];
      }
    } else {
      const own = domainsOfField(lead.field);
      const domain = own.length && rng.bool(0.8) ? rng.pick(own) : rng.pick(DOMAINS);
      takeFirstWordingDraws(rng, DOMAINS.indexOf(domain), type);
      // Title, abstract and IPC come from one subject, so they are about the same thing.
      const subject = wording.pick(subjectsFor(domain, type));
      const core = `一种${wording.expand(wording.pick(type === 'invention' ? subject.inventions : subject.utilities))}`;
      title = core;
      abstract =
        type === 'invention'
          ? inventionAbstract(wording, anyPhrase(wording), subject, core)
          : utilityAbstract(wording, anyPhrase(wording), subject, core);
      [ipcMain, ipcCodes] = ipcOf(wording, subject);
      field = domain.field;
      // Text newer than the filing is reworded from the patent's own generator, after the
      // `wording` draws above, so no other patent's text moves.
      const era =
        ofAnotherEra(title) || ofAnotherEra(abstract)
          ? wordingOfEra(id, domain, type, year, { title, abstract, ipcMain, ipcCodes }, subject)
          : undefined;
      if (era) ({ title, abstract, ipcMain, ipcCodes } = era);
    }

    let publicationNumberValue: string;
    let publicationDate: string;
    let publications: API.PatentPublication[];
    if (type === 'invention') {
      const a = publicationNumber(rng, 'A', life.firstPublication, usedPub);
      const granted = !!life.grantDate;
      publicationNumberValue = granted
        ? publicationNumber(rng, 'B', life.grantDate!, usedPub, a)
        : a;
      publicationDate = granted ? life.grantDate! : life.firstPublication;
      publications = [{ number: a, kind: 'A', date: life.firstPublication }];
      if (granted)
        publications.push({ number: publicationNumberValue, kind: 'B', date: publicationDate });
    } else {
      publicationNumberValue = publicationNumber(
        rng,
        type === 'utility' ? 'U' : 'S',
        life.firstPublication,
        usedPub,
      );
      publicationDate = life.firstPublication;
      publications = [
        {
          number: publicationNumberValue,
          kind: type === 'utility' ? 'U' : 'S',
          date: publicationDate,
        },
      ];
    }

    const agency = rng.bool(0.85)
      ? pickAgency(rng, lead.place.province.name, applicationDate, agencies)
      : undefined;
    const age = yearsSince(applicationDate);
    const granted = life.legalStatus === 'valid' || !!life.grantDate;
    const claimsCount =
      type === 'design'
        ? 0
        : type === 'invention'
          ? rng.around(10, 8, 3, 30)
          : rng.around(7, 3, 3, 12);

    // From the patent's own generator: no draw of `rng` is added.
    const priorities = priorityClaims(id, type, applicationDate, pct);

    patents.push({
      id,
      applicationNumber: applicationNumber(rng, type, applicationDate, usedApp, pct),
      publicationNumber: publicationNumberValue,
      title,
      abstract,
      type,
      legalStatus: life.legalStatus,
      legalStatusDetail: life.legalStatusDetail,
      applicationDate,
      publicationDate,
      publications,
      ...(life.grantDate ? { grantDate: life.grantDate } : {}),
      applicants: orgs.map((o) => o.name),
      inventors: Array.from({ length: type === 'design' ? rng.int(1, 2) : rng.int(1, 6) }, () =>
        personName(rng),
      ),
      ...(agency
        ? {
            agencyName: agency.enterpriseName,
            agencyCreditCode: agency.creditCode,
            agents: rng.sample(agency.roster, rng.int(1, 2)),
          }
        : {}),
      ipcMain,
      ipcCodes,
      region: lead.place.province.name,
      applicantCity: lead.place.city.name,
      ...(priorities ? { priorities } : {}),
      claimsCount,
      independentClaimsCount:
        type === 'design' ? 0 : type === 'invention' ? rng.around(2, 1, 1, 4) : 1,
      familySize: pct ? rng.int(3, 9) : type === 'invention' && rng.bool(0.15) ? rng.int(2, 5) : 1,
      familyId: id,
      citedByCount: Math.max(
        0,
        Math.round(rng.float() ** 2 * age * (type === 'invention' ? 3 : 1.2)),
      ),
      citesCount:
        type === 'design'
          ? rng.int(0, 2)
          : rng.int(type === 'invention' ? 2 : 0, type === 'invention' ? 15 : 6),
      transferCount: granted && rng.bool(0.12) ? rng.int(1, 3) : 0,
      licenseCount: granted && rng.bool(0.07) ? rng.int(1, 2) : 0,
      pledgeCount: granted && type !== 'design' && rng.bool(0.06) ? rng.int(1, 2) : 0,
      field,
    });
  }
  // Every agency handles at least one patent of the sample, so its statistics are never blank.
  const load = new Map<string, API.Patent[]>();
  for (const p of patents)
    if (p.agencyCreditCode)
      load.set(p.agencyCreditCode, [...(load.get(p.agencyCreditCode) ?? []), p]);
  for (const agency of agencies) {
    if (load.get(agency.creditCode)?.length) continue;
    // From the busiest agency that has one, a patent filed after this agency was founded.
    const donor = [...load.values()]
      .sort((a, b) => b.length - a.length)
      .find(
        (list) => list.length > 1 && list.some((p) => p.applicationDate >= agency.foundingDate),
      );
    if (!donor) continue;
    const index = donor.findLastIndex((p) => p.applicationDate >= agency.foundingDate);
    const [moved] = donor.splice(index, 1);
    moved.agencyName = agency.enterpriseName;
    moved.agencyCreditCode = agency.creditCode;
    moved.agents = rng.sample(agency.roster, rng.int(1, 2));
    load.set(agency.creditCode, [moved]);
  }
  return patents;
}
