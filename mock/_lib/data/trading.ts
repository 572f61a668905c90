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
  return rng.sample(chosen, chosen.length).map((patent, i) => {
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
    return {
      id: `txn-${String(startIndex + i).padStart(4, '0')}`,
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
      description: listingDescription(prose, patent, transactionType, price),
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
}

export function buildDemands(
  rng: Rng,
  enterprises: Org[],
  startIndex: number,
  prose: Rng,
): API.IpcTransaction[] {
  const demands: API.IpcTransaction[] = [];
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
      title: rng.expand(`{求购|寻求|征集}${keyword}{相关发明专利|方向专利技术|领域高价值专利}`),
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

/** The verified name of the demo account (mock/_lib/users.ts): the holder of these patents. */
export const DEMO_VERIFIED_NAME = '西安瑞源电驱动科技有限公司';

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
    title: '一种电机控制器的液冷散热结构',
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
  const plans = [
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
