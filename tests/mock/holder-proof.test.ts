/**
 * @jest-environment node
 *
 * A patent the data set does not hold: nothing names its holder, so "not the holder" is never
 * said. The publisher says who it is to the patent and uploads the scan that proves it (专利证书
 * or 授权书); the listing is 权利人待核验 until an administrator confirms it with the approval.
 */
import { resetDb } from '../../mock/_lib/data';
import { findAllTransactions, approveTransaction } from '../../mock/_lib/handlers/admin-trading';
import { findAuditEntries } from '../../mock/_lib/handlers/admin-audit';
import { transactionProof } from '../../mock/_lib/handlers/my-trading';
import { transactionDetail } from '../../mock/_lib/handlers/trading';
import { saveTransaction } from '../../mock/_lib/handlers/trading-save';
import { resetUsers } from '../../mock/_lib/users';
import { authHeader, call, seen, SELL_FORM } from './helpers';

const demo = authHeader('demo');
const admin = authHeader('admin');
// The form of a patent the data set does not hold, claimed as demo's own.
const OWN = { ...SELL_FORM, holderClaim: 'holder', authorization: undefined };
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64');

const save = (body: Record<string, unknown>, headers = demo) =>
  call<API.IpcTransaction>(saveTransaction, { headers, body }).body;
const proof = (id: string, headers: Record<string, string> = {}) =>
  call<API.VerificationLicence>(transactionProof, { headers, query: { id } });
const detail = (id: string, headers: Record<string, string> = {}) =>
  call<API.IpcTransactionDetail>(transactionDetail, { headers, query: { id } }).body;

beforeEach(() => {
  resetDb();
  resetUsers();
});

describe('publishing a patent the data set does not hold', () => {
  it('asks who the publisher is to it, and the scan proving it, at their fields', () => {
    const field = (body: Record<string, unknown>) => {
      const sent = save(body);
      expect(sent.success).toBe(false);
      return sent.data as unknown as Record<string, string>;
    };
    expect(field({ ...OWN, holderClaim: undefined })).toMatchObject({
      holderClaim: '请选择您与该专利的权利关系',
    });
    expect(field({ ...OWN, holderClaim: 'owner' })).toMatchObject({
      holderClaim: '请选择您与该专利的权利关系',
    });
    expect(field({ ...OWN, proof: undefined })).toEqual({ field: 'proof' });
    expect(save({ ...OWN, proof: undefined }).errorMessage).toBe('请上传专利证书图片');
    expect(
      save({ ...OWN, holderClaim: 'agent', proof: '', authorization: SELL_FORM.authorization })
        .errorMessage,
    ).toBe('请上传授权书图片');
    // An authorised one explains the authorisation too.
    expect(field({ ...OWN, holderClaim: 'agent' })).toMatchObject({
      authorization: '请填写授权说明',
    });
    for (const [scan, message] of [
      ['data:application/pdf;base64,JVBERi0xLjQK', '专利证书仅支持 PNG、JPG 格式的图片'],
      [`data:image/png;base64,${JPEG_HEAD}`, '图片内容与格式不符，请重新选择'],
      [`data:image/png;base64,${'A'.repeat(4_300_000)}`, '专利证书图片过大，请重新选择'],
    ])
      expect(save({ ...OWN, proof: scan })).toMatchObject({
        success: false,
        data: { field: 'proof' },
        errorMessage: message,
      });
  });

  it('waits 权利人待核验, the holder’s own, until the approval confirms it from the certificate', () => {
    const saved = save(OWN);
    expect(saved.success).toBe(true);
    expect(saved.data).toMatchObject({
      seller: '西安瑞源电驱动科技有限公司',
      authorized: false,
      holderClaim: 'holder',
      holderCheck: 'pending',
    });
    expect(saved.data).not.toHaveProperty('proof');
    const { id } = saved.data;
    // The scan goes to its owner and administrators only.
    expect(proof(id, demo).body.data.dataUrl).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(proof(id, admin).body.success).toBe(true);
    expect(proof(id, authHeader('buyer')).status).toBe(403);
    expect(proof(id).status).toBe(401);
    expect(proof(id, { authorization: 'Bearer forged.token' }).status).toBe(401);
    expect(detail(id).errorCode).toBe('NOT_FOUND');
    const queue = call<API.Page<API.IpcTransaction>>(findAllTransactions, {
      headers: admin,
      query: { keyword: SELL_FORM.title, queryData: JSON.stringify({ status: 'pending' }) },
    }).body.data.content;
    expect(queue.find((t) => t.id === id)).toMatchObject({ holderCheck: 'pending' });

    const approved = call<API.IpcTransaction>(approveTransaction, {
      headers: admin,
      body: seen(id),
    }).body;
    expect(approved.data).toMatchObject({ status: 'published', holderCheck: 'confirmed' });
    expect(detail(id).data).toMatchObject({
      seller: '西安瑞源电驱动科技有限公司',
      sellerVerified: true,
      authorized: false,
      holderClaim: 'holder',
      holderCheck: 'confirmed',
    });
    expect(detail(id).data).not.toHaveProperty('proof');

    // A change is checked again; the certificate kept stays while the claim is the same.
    const edited = save({ ...OWN, id, version: approved.data.version, price: 90 });
    expect(edited.data).toMatchObject({ status: 'pending', holderCheck: 'pending' });
    expect(proof(id, demo).body.success).toBe(true);
    const asAgent = { ...OWN, id, version: edited.data.version, holderClaim: 'agent' };
    expect(
      save({ ...asAgent, proof: undefined, authorization: SELL_FORM.authorization }).errorMessage,
    ).toBe('请上传授权书图片');
    expect(save({ ...asAgent, authorization: SELL_FORM.authorization }).data).toMatchObject({
      authorized: true,
      holderClaim: 'agent',
      holderCheck: 'pending',
    });
  });

  it('records the upload in 操作日志, named as a proof of rights', () => {
    const { id } = save(OWN).data;
    const entries = call<API.Page<API.AuditEntry>>(findAuditEntries, {
      headers: admin,
      query: { queryData: JSON.stringify({ action: 'image.upload' }) },
    }).body.data.content;
    expect(entries.find((e) => e.targetId === id)).toMatchObject({
      actor: 'demo',
      targetTitle: '专利权属证明（demo）',
    });
  });

  it('seeds demo’s certificate for its listing outside the data set, as a JPEG', () => {
    expect(proof('txn-0603', demo).body.data.dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });
});
