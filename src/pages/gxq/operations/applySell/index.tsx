import ApplyPage from '../apply/ApplyPage';
import EditedTransaction, { useEditedId } from '../apply/EditedTransaction';
import { TipsCard } from '../apply/FormParts';
import PatentCard from './PatentCard';
import SellForm from './SellForm';
import usePatentLookup from './usePatentLookup';

const TIPS = [
  '输入专利申请号并查询，系统从专利数据库带出专利名称、申请人、类型和法律状态。',
  '价格以万元计，可选择“面议”；开放许可须声明许可使用费（《专利法》第五十条）。',
  '填写内容自动保存在本机（选择的图片除外），刷新或提交失败都不会丢失。',
  '出让方为您账号的认证名称；出让他人的专利（代理/授权出让）须填写授权说明；平台未收录的专利须上传专利证书或授权书，审核时核验。',
  '同一专利同一交易方式只能有一条在挂或待审核的信息。',
  '提交后由平台审核，通过后在交易大厅展示，访客登录后可查看您的联系方式；审核进度可在“我的发布”查看。',
];

/** /gxq/operations/apply/sell: publish a patent for transfer or licence. */
export default function ApplySellPage() {
  const patent = usePatentLookup();
  const editing = Boolean(useEditedId());
  const showCard = patent.state.status === 'found' || patent.state.status === 'loading';
  return (
    <ApplyPage
      title={editing ? '修改出让信息' : '发布出让'}
      description={
        editing
          ? '修改后重新提交平台审核，审核通过后交易大厅展示更新后的内容。'
          : '登记您要转让或许可的专利。提交后由平台审核，通过后在交易大厅展示，与有需求的企业对接。'
      }
      action="发布出让信息"
      aside={
        <>
          {showCard && <PatentCard lookup={patent.state} />}
          <TipsCard title="发布须知" items={TIPS} />
        </>
      }
    >
      {(user) => (
        <EditedTransaction kind="sell">
          {(item) => (
            <SellForm key={item?.id ?? 'new'} user={user} patent={patent} editing={item} />
          )}
        </EditedTransaction>
      )}
    </ApplyPage>
  );
}
