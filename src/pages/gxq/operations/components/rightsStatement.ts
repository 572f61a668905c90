import { HOLDER_PROOF_LABELS } from '@/contract/tradeForm';

export interface RightsStatement {
  tag: string;
  color: 'orange' | 'gold' | 'green';
  text: string;
}

/**
 * What a listing's page says of the seller's rights to the patent, or null when the seller is the
 * holder the patent data name. "Not the holder" is said only when the data name someone else; of a
 * patent they do not hold, what the seller claimed and whether the platform checked its scan.
 */
export function rightsStatement(
  item: Pick<
    API.IpcTransaction,
    'kind' | 'authorized' | 'authorization' | 'holderClaim' | 'holderCheck'
  >,
): RightsStatement | null {
  if (item.kind !== 'sell') return null;
  const statement = item.authorization ? `授权说明：${item.authorization}` : '';
  const claim = item.holderClaim;
  if (claim && item.holderCheck !== 'confirmed')
    return {
      tag: '权利人待核验',
      color: 'gold',
      text: `该专利不在平台专利数据中，平台将在审核时核验发布方上传的${HOLDER_PROOF_LABELS[claim]}。${statement}`,
    };
  if (claim === 'holder')
    return {
      tag: '权利人已核验',
      color: 'green',
      text: '该专利不在平台专利数据中；平台已核验出让方上传的专利证书，出让方为专利权人。',
    };
  if (claim === 'agent')
    return {
      tag: '代理/授权出让',
      color: 'orange',
      text: `出让方受专利权人授权出让，平台已核验其上传的授权书。${statement}`,
    };
  if (item.authorized)
    return {
      tag: '代理/授权出让',
      color: 'orange',
      text: `出让方不是该专利的专利权人，受专利权人授权出让。${statement}`,
    };
  return null;
}
