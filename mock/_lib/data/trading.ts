// IP operations: listings that offer real patents of the data set, and demands to buy.

import { addDays, addMonths, maxIso, randomDate, TODAY } from '../dates';
import { Rng } from '../random';
import { fieldLabel } from './dicts';
import { domainsOfField } from './domains-c';
import { contactName, mobile } from './names';
import { demandDescription, listingDescription } from './prose';
import type { Org } from './orgs';
import { Buffer } from 'buffer';
import { putBlob } from '../blobs';
import type { ProvedTransaction } from '../publisher';
import { DEMO_CERTIFICATE_JPEG } from './licences';

/** `words` with `first` at its head, as many as before. */
const withFirst = (first: string, words: string[]) =>
  [first, ...words.filter((word) => word !== first)].slice(0, words.length);

export const SELL_COUNT = 450;
export const BUY_COUNT = 150;

/** The verified name of the demo account (mock/_lib/users.ts): the holder of its listed patents. */
export const DEMO_VERIFIED_NAME = '西安瑞源电驱动科技有限公司';

/**
 * A valid patent of demo's company that no seeded listing offers, so its page has 发布此专利 to
 * show its holder (tests/e2e/passport.test.mjs); its title is kept free for that listing.
 */
const DEMO_UNLISTED_PATENT = 'pat-000501';

/** demo's listings in review of patents the data hold (buildDemoReviewItems). */
const DEMO_REVIEW_PLANS = [
  { patentId: 'pat-000033', status: 'pending', type: 'license', price: 12, date: '2026-06-02' },
  {
    patentId: 'pat-000243',
    status: 'rejected',
    type: 'transfer',
    price: 45,
    date: '2026-05-18',
    reason: '详细描述未说明专利的实施情况与技术成熟度，请补充后重新提交',
  },
] as const;

/** The title of demo's listing of a patent outside the data: no seeded listing takes it. */
const DEMO_OUTSIDE_TITLE = '一种电机控制器的液冷散热结构';

function views(rng: Rng): { views: number; inquiries: number } {
  const v = Math.round(5000 * rng.float() ** 3) + rng.int(0, 40);
  return { views: v, inquiries: Math.round((v / rng.int(12, 40)) * rng.float()) };
}

function priceFor(rng: Rng, patent: API.Patent, type: API.TransactionType): number | null {
  if (type === 'open_license') return rng.decimal(0.5, patent.type === 'invention' ? 20 : 5, 1);
  if (rng.bool(0.3)) return null;
  const [low, high] =
    patent.type === 'invention' ? [5, 300] : patent.type === 'utility' ? [0.5, 30] : [0.3, 8];
  const value = low + (high - low) * rng.float() ** 2;
  return Math.round(value * (type === 'license' ? 0.4 : 1) * 10) / 10 || 0.1;
}

/** Seeds of the generators that choose and word substitute listings (see offeredPatents). */
const SUBSTITUTE_SEED = 0x73756273;
const SUBSTITUTE_PROSE_SEED = 0x73627072;

/**
 * The patent each slot of the hall offers. The data hold many patents of one title (one subject,
 * several applicants, or one applicant twice), and a hall where three companies sell the same
 * 一种储罐搅拌装置 reads as a copy. The first slot of a title keeps its patent; a later one takes
 * another patent of the same legal status whose title no slot and none of `reserved` has —
 * its holder's own if it has one, else one of the same field — chosen by a generator of its own,
 * so the other slots stay as they were. A slot left with no such patent is not listed (undefined).
 * The slots of demo's company go first: they are the demo account's listings, which tests and the
 * API's examples name, so it keeps them all.
 */
function offeredPatents(
  order: API.Patent[],
  patents: API.Patent[],
  reserved: API.Patent[],
): (API.Patent | undefined)[] {
  const used = new Set([DEMO_OUTSIDE_TITLE, ...reserved.map((p) => p.title)]);
  const listed = new Set([...order, ...reserved].map((p) => p.id));
  const pick = new Rng(SUBSTITUTE_SEED);
  const substituteFor = (patent: API.Patent) => {
    const free = patents.filter(
      (q) => q.legalStatus === patent.legalStatus && !listed.has(q.id) && !used.has(q.title),
    );
    const holder = (q: API.Patent) => q.applicants[0] === patent.applicants[0];
    const tiers: ((q: API.Patent) => boolean)[] = [
      (q) => holder(q) && q.field === patent.field,
      holder,
      (q) => q.field === patent.field && q.type === patent.type,
      (q) => q.field === patent.field,
      (q) => q.type === patent.type,
    ];
    for (const tier of tiers) {
      const fitting = free.filter(tier);
      if (!fitting.length) continue;
      const substitute = pick.pick(fitting);
      used.add(substitute.title);
      listed.add(substitute.id);
      return substitute;
    }
    return undefined;
  };
  const offered: (API.Patent | undefined)[] = [];
  const demo = (i: number) => order[i].applicants[0] === DEMO_VERIFIED_NAME;
  const slots = order.map((_, i) => i);
  for (const group of [slots.filter(demo), slots.filter((i) => !demo(i))]) {
    // The group's first slot of each free title keeps its patent before any is substituted.
    const taken: number[] = [];
    for (const i of group) {
      if (used.has(order[i].title)) taken.push(i);
      else {
        used.add(order[i].title);
        offered[i] = order[i];
      }
    }
    for (const i of taken) offered[i] = substituteFor(order[i]);
  }
  return offered;
}

/** `prose` writes the descriptions, so their wording does not move the other seeded values. */
export function buildListings(
  rng: Rng,
  patents: API.Patent[],
  startIndex: number,
  prose: Rng,
): API.IpcTransaction[] {
  const valid = patents.filter((p) => p.legalStatus === 'valid');
  const pending = patents.filter((p) => p.legalStatus === 'pending');
  const chosen = [
    ...rng.sample(valid, Math.round(SELL_COUNT * 0.9)),
    ...rng.sample(pending, SELL_COUNT - Math.round(SELL_COUNT * 0.9)),
  ];
  const order = rng.sample(chosen, chosen.length);
  const reservedIds = new Set<string>([
    ...DEMO_REVIEW_PLANS.map((plan) => plan.patentId),
    DEMO_UNLISTED_PATENT,
  ]);
  const reserved = patents.filter((p) => reservedIds.has(p.id));
  const offered = offeredPatents(order, patents, reserved);
  // Every slot draws its values as before, offered or not, so no other listing moves; a
  // substitute has the status of the patent it stands for, hence the same draws.
  const drafts = order.map((original, i) => {
    const patent = offered[i] ?? original;
    const transactionType: API.TransactionType =
      patent.legalStatus === 'valid'
        ? rng.weightedPairs([
            ['transfer', 55],
            ['license', 30],
            ['open_license', 15],
          ] as const)
        : rng.weightedPairs([
            ['transfer', 70],
            ['license', 30],
          ] as const);
    const category =
      transactionType === 'license'
        ? 'ZLXK'
        : transactionType === 'open_license'
          ? 'KFXK'
          : rng.weightedPairs([
              ['ZLZR', 70],
              ['ZJRG', 15],
              ['ZLPM', 15],
            ] as const);
    const field = patent.field!;
    const domain = domainsOfField(field)[0];
    const price = priceFor(rng, patent, transactionType);
    // The slot's own patent is worded all the same, so the later descriptions stay as they were.
    const wording = listingDescription(prose, original, transactionType, price);
    const description =
      patent === original
        ? wording
        : listingDescription(new Rng(SUBSTITUTE_PROSE_SEED + i), patent, transactionType, price);
    return {
      id: '',
      // Every seeded item is as first published: its first version.
      version: 1,
      kind: 'sell' as const,
      title: patent.title,
      patentId: patent.id,
      applicationNumber: patent.applicationNumber,
      patentType: patent.type,
      legalStatus: patent.legalStatus,
      ipcMain: patent.ipcMain,
      field,
      category,
      transactionType,
      price,
      keywords: domain ? rng.sample(domain.keywords, 2) : [fieldLabel(field)],
      description,
      seller: patent.applicants[0],
      sellerVerified: true,
      contactName: contactName(rng),
      contactPhone: mobile(rng),
      publishDate: randomDate(
        rng,
        maxIso(patent.publicationDate, '2022-01-04'),
        addDays(TODAY, -1),
      ),
      ...views(rng),
    };
  });
  // A slot keeps its number whether listed or not, so every listing keeps its id (and its deal).
  return drafts.flatMap((draft, i) =>
    offered[i] ? [{ ...draft, id: `txn-${String(startIndex + i).padStart(4, '0')}` }] : [],
  );
}

const ASKING = ['求购', '寻求', '征集'] as const;
const WANTED = ['相关发明专利', '方向专利技术', '领域高价值专利'] as const;

/**
 * A demand's title for its topic, worded unlike every title before it: two buyers never post the
 * same words. The wording drawn comes first, then the others in turn, so no extra draw is taken.
 */
function demandTitle(rng: Rng, keyword: string, used: Set<string>): string {
  const ask = rng.int(0, ASKING.length - 1);
  const want = rng.int(0, WANTED.length - 1);
  const count = ASKING.length * WANTED.length;
  for (let k = 0; k < count; k += 1) {
    const n = (ask * WANTED.length + want + k) % count;
    const title = `${ASKING[Math.floor(n / WANTED.length)]}${keyword}${WANTED[n % WANTED.length]}`;
    if (!used.has(title)) {
      used.add(title);
      return title;
    }
  }
  throw new Error(`trading: every wording of a demand for ${keyword} is taken`);
}

export function buildDemands(
  rng: Rng,
  enterprises: Org[],
  startIndex: number,
  prose: Rng,
): API.IpcTransaction[] {
  const demands: API.IpcTransaction[] = [];
  const usedTitles = new Set<string>();
  for (let i = 0; i < BUY_COUNT; i += 1) {
    const buyer = rng.pick(enterprises);
    const field = rng.bool(0.8) ? buyer.field : rng.pick(['XXJS', 'XNY', 'GDZB', 'SWYY', 'XCL']);
    const domain = rng.pick(domainsOfField(field));
    const keyword = rng.pick(domain.keywords);
    const transactionType = rng.weightedPairs([
      ['transfer', 65],
      ['license', 35],
    ] as const);
    const patentType = rng.bool(0.6) ? ('invention' as const) : undefined;
    const budgetMin = rng.int(1, 20) * 5;
    const budgetMax = budgetMin + rng.int(2, 60) * 5;
    const publishDate = randomDate(rng, '2024-01-08', addDays(TODAY, -1));
    demands.push({
      id: `txn-${String(startIndex + i).padStart(4, '0')}`,
      version: 1,
      kind: 'buy',
      title: demandTitle(rng, keyword, usedTitles),
      ...(patentType ? { patentType } : {}),
      field,
      category: transactionType === 'transfer' ? 'ZLZR' : 'ZLXK',
      transactionType,
      price: null,
      budgetMin,
      budgetMax,
      deadline: addMonths(publishDate, rng.int(3, 15)),
      // The topic its title names comes first (the draws stay as they were).
      keywords: withFirst(keyword, rng.sample(domain.keywords, rng.int(2, 4))),
      description: demandDescription(prose, {
        field,
        keyword,
        transactionType,
        patentType,
        // Drawn in this order from the main generator, as before the wording was varied.
        reason: rng.pick([
          '因新产品线开发需要',
          '为完善核心技术专利布局',
          '为提升产品竞争力',
          '为申报高新技术企业',
        ]),
        count: rng.int(1, 5),
        requirement: rng.pick([
          '处于有效状态且无权属纠纷',
          '剩余保护期不少于8年',
          '具备产业化基础',
          '权利要求稳定',
        ]),
        budgetMin,
        budgetMax,
      }),
      seller: buyer.name,
      sellerVerified: true,
      contactName: contactName(rng),
      contactPhone: mobile(rng),
      publishDate,
      ...views(rng),
    });
  }
  return demands;
}

/**
 * demo's listing of a patent of its own that the data set does not hold: 权利人待核验, with the
 * 专利证书 it uploaded, waiting for an administrator's review.
 */
function demoOwnPatentOutsideData(index: number): ProvedTransaction {
  const description =
    '该实用新型采用贴合控制器壳体的液冷流道，功率器件温升降低约15°C，已在两款电驱动总成上批量应用，可提供图纸与工艺文件，转让后协助完成产线导入。';
  return {
    id: `txn-${String(index).padStart(4, '0')}`,
    version: 1,
    kind: 'sell',
    title: DEMO_OUTSIDE_TITLE,
    applicationNumber: '202321234567.6',
    patentType: 'utility',
    legalStatus: 'valid',
    field: 'XNY',
    category: 'ZLZR',
    transactionType: 'transfer',
    price: 28,
    keywords: ['电机控制器', '液冷散热'],
    description,
    seller: DEMO_VERIFIED_NAME,
    sellerVerified: true,
    authorized: false,
    holderClaim: 'holder',
    holderCheck: 'pending',
    proof: { type: 'image/jpeg', blob: putBlob(Buffer.from(DEMO_CERTIFICATE_JPEG, 'base64')) },
    contactName: '演示用户',
    contactPhone: '13800000001',
    publishDate: '2026-06-05',
    views: 0,
    inquiries: 0,
    owner: 'demo',
    status: 'pending',
    statusDate: '2026-06-05',
    approved: false,
    neverPublished: true,
  };
}

/**
 * Listings of the demo account still in review, so 我的发布 and 交易信息管理 show every
 * state: one 待审核, one 未通过 with its reason, and one 权利人待核验 (a patent outside the data). Built without the random source, after
 * everything else, so the rest of the data set stays as it was.
 */
export function buildDemoReviewItems(
  patents: API.Patent[],
  startIndex: number,
): API.IpcTransaction[] {
  const plans = DEMO_REVIEW_PLANS;
  return [
    ...plans.flatMap((plan, i) => {
      const patent = patents.find((p) => p.id === plan.patentId);
      if (!patent || patent.applicants[0] !== DEMO_VERIFIED_NAME) return [];
      const transactionType = plan.type as API.TransactionType;
      return [
        {
          id: `txn-${String(startIndex + i).padStart(4, '0')}`,
          version: 1,
          kind: 'sell' as const,
          title: patent.title,
          patentId: patent.id,
          applicationNumber: patent.applicationNumber,
          patentType: patent.type,
          legalStatus: patent.legalStatus,
          ipcMain: patent.ipcMain,
          field: patent.field!,
          category: transactionType === 'license' ? 'ZLXK' : 'ZLZR',
          transactionType,
          price: plan.price,
          keywords: [fieldLabel(patent.field!)],
          // Its own seeded source: the wording varies like the others' without moving their data.
          description: listingDescription(new Rng(7000 + i), patent, transactionType, plan.price),
          seller: DEMO_VERIFIED_NAME,
          sellerVerified: true,
          authorized: false,
          contactName: '演示用户',
          contactPhone: '13800000001',
          publishDate: plan.date,
          views: 0,
          inquiries: 0,
          owner: 'demo',
          status: plan.status,
          statusDate: plan.date,
          ...('reason' in plan ? { statusReason: plan.reason } : {}),
          approved: false,
          neverPublished: true,
        },
      ];
    }),
    demoOwnPatentOutsideData(startIndex + plans.length),
  ];
}
