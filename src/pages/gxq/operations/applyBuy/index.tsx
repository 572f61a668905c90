import ApplyPage from '../apply/ApplyPage';
import EditedTransaction, { useEditedId } from '../apply/EditedTransaction';
import { TipsCard } from '../apply/FormParts';
import BuyForm from './BuyForm';

const TIPS = [
  '需求写得越具体（技术指标、应用场景、合作方式），越容易匹配到合适的专利。',
  '关键词用于检索匹配，建议填写技术名称、产品名称或 IPC 分类相关词。',
  '预算以万元计，可只填下限或上限，也可选择“面议”。',
  '填写内容自动保存在本机，刷新或提交失败都不会丢失。',
  '提交后由平台审核，通过后在交易大厅展示；审核进度可在“我的需求”查看。',
];

/** /gxq/operations/apply/buy: register a demand for patents. */
export default function ApplyBuyPage() {
  const editing = Boolean(useEditedId());
  return (
    <ApplyPage
      title={editing ? '修改求购需求' : '发布需求'}
      description={
        editing
          ? '修改后重新提交平台审核，审核通过后交易大厅展示更新后的内容。'
          : '登记您想获取的专利技术需求。提交后由平台审核，通过后在交易大厅展示，由专利权人和运营机构与您对接。'
      }
      action="发布求购需求"
      aside={<TipsCard title="填写说明" items={TIPS} />}
    >
      {(user) => (
        <EditedTransaction kind="buy">
          {(item) => <BuyForm key={item?.id ?? 'new'} user={user} editing={item} />}
        </EditedTransaction>
      )}
    </ApplyPage>
  );
}
