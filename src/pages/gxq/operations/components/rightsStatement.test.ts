import { rightsStatement } from './rightsStatement';

const sell = { kind: 'sell' as const };

describe('rightsStatement', () => {
  it('says nothing of a holder’s own listing or of a demand', () => {
    expect(rightsStatement({ ...sell, authorized: false })).toBeNull();
    expect(rightsStatement({ kind: 'buy', authorized: true })).toBeNull();
  });

  it('says "not the holder" only when the patent data name someone else', () => {
    expect(rightsStatement({ ...sell, authorized: true, authorization: '受托代理' })).toEqual({
      tag: '代理/授权出让',
      color: 'orange',
      text: '出让方不是该专利的专利权人，受专利权人授权出让。授权说明：受托代理',
    });
    const claimed = rightsStatement({
      ...sell,
      authorized: false,
      holderClaim: 'holder',
      holderCheck: 'confirmed',
    })!;
    expect(claimed.text).not.toMatch(/不是该专利的专利权人/);
  });

  it('says what was checked of a patent outside the data, and what waits', () => {
    expect(rightsStatement({ ...sell, holderClaim: 'holder', holderCheck: 'pending' })).toEqual({
      tag: '权利人待核验',
      color: 'gold',
      text: '该专利不在平台专利数据中，平台将在审核时核验发布方上传的专利证书。',
    });
    expect(rightsStatement({ ...sell, holderClaim: 'holder', holderCheck: 'confirmed' })).toEqual({
      tag: '权利人已核验',
      color: 'green',
      text: '该专利不在平台专利数据中；平台已核验出让方上传的专利证书，出让方为专利权人。',
    });
    expect(
      rightsStatement({
        ...sell,
        authorized: true,
        authorization: '受专利权人书面委托',
        holderClaim: 'agent',
        holderCheck: 'confirmed',
      }),
    ).toEqual({
      tag: '代理/授权出让',
      color: 'orange',
      text: '出让方受专利权人授权出让，平台已核验其上传的授权书。授权说明：受专利权人书面委托',
    });
  });
});
