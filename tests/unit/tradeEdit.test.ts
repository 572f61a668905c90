import { fromBuyItem, toBuyBody } from '@/pages/gxq/operations/applyBuy/buyValues';
import { fromSellItem, toSellBody } from '@/pages/gxq/operations/applySell/sellValues';

const listing: API.IpcTransaction = {
  id: 'txn-0004',
  version: 3,
  kind: 'sell',
  title: '一种反应釜温控装置',
  applicationNumber: '201710601862.3',
  patentType: 'invention',
  legalStatus: 'valid',
  field: 'LSHG',
  category: 'ZLXK',
  transactionType: 'license',
  price: 9.7,
  description: '本项目为发明专利，技术成熟，适用于精细化工反应过程的温度控制。',
  seller: '西安某化工科技有限公司',
  contactName: '王经理',
  contactPhone: '13812345678',
  publishDate: '2026-08-24',
  views: 2593,
  inquiries: 11,
  owner: 'demo',
};

const demand: API.IpcTransaction = {
  ...listing,
  id: 'txn-0700',
  kind: 'buy',
  title: '求购固态电池电解质相关发明专利',
  applicationNumber: undefined,
  legalStatus: undefined,
  price: null,
  budgetMin: 50,
  budgetMax: 200,
  deadline: '2027-03-31',
  keywords: ['固态电池', '电解质'],
};

describe('editing a published item', () => {
  it('a listing read into the form is sent back unchanged', () => {
    const body = toSellBody(fromSellItem(listing));
    expect(body).toMatchObject({
      kind: 'sell',
      title: listing.title,
      applicationNumber: '201710601862.3',
      transactionType: 'license',
      price: 9.7,
      contactPhone: '13812345678',
    });
  });

  it('a listing without a price opens as 面议 and stays so', () => {
    const values = fromSellItem({ ...listing, price: null });
    expect(values.negotiable).toBe(true);
    expect(toSellBody(values).price).toBeNull();
  });

  it('a demand keeps its budget, keywords and deadline', () => {
    const values = fromBuyItem(demand);
    expect(values.negotiable).toBe(false);
    expect(values.deadline).toBe('2027-03-31');
    expect(toBuyBody(values)).toMatchObject({
      kind: 'buy',
      budgetMin: 50,
      budgetMax: 200,
      deadline: '2027-03-31',
      keywords: ['固态电池', '电解质'],
    });
  });

  it('a demand without a budget opens as 面议; a broken deadline is left for the user to pick', () => {
    const values = fromBuyItem({
      ...demand,
      budgetMin: undefined,
      budgetMax: undefined,
      deadline: 'soon',
    });
    expect(values.negotiable).toBe(true);
    expect(values.deadline).toBe('');
  });
});
