import { Alert } from 'antd';
import { useSearchParams } from '@umijs/max';
import { lazy, Suspense, useEffect } from 'react';
import { fromCheck } from '@/components/LightForm/rules';
import SelectField from '@/components/LightForm/SelectField';
import TextAreaField from '@/components/LightForm/TextAreaField';
import TextField from '@/components/LightForm/TextField';
import useLightForm, { type Rules } from '@/components/LightForm/useLightForm';
import { LEGAL_STATUS_LABELS, PATENT_TYPE_LABELS } from '@/constants';
import {
  checkApplicationNumber,
  checkAuthorization,
  checkHolderClaim,
  HOLDER_CLAIM_LABELS,
  HOLDER_PROOF_LABELS,
  checkLegalStatus,
  checkPatentType,
  checkPrice,
  checkTitle,
  needsAuthorization,
  patentHolder,
  publisherName,
  TRADE_LIMITS,
} from '@/contract/tradeForm';
import { applicationNumberType, formatApplicationNumber } from '@/contract/validators';
import {
  FieldPair,
  FormSection,
  PublisherField,
  REVIEW_PROMISE,
  ReviewNotice,
  SubmitRow,
  SubmittedView,
} from '../apply/FormParts';
import {
  AmountField,
  CategoryField,
  commonRules,
  ContactFields,
  DescriptionField,
  NegotiableSwitch,
  TechnicalField,
  TransactionTypeField,
  useTradeDicts,
} from '../apply/TradeFields';
import useFormDraft from '../apply/useFormDraft';
import useTradeSubmit from '../apply/useTradeSubmit';
import { draftKey } from '../apply/EditedTransaction';
import { fromSellItem, SELL_FIELDS, sellDefaults, toSellBody, type SellValues } from './sellValues';
import NumberField from './NumberField';
import RadioField from '@/components/LightForm/RadioField';

// Asked only of a patent the data set does not hold: its picker and the scan's checks load then,
// out of the page's first load (250 KB).
const ProofField = lazy(() => import(/* webpackChunkName: "sell-proof-field" */ './ProofField'));
const scanImage = () => import(/* webpackChunkName: "sell-proof-field" */ '@/utils/scanImage');
import type usePatentLookup from './usePatentLookup';
import styles from './index.less';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The patent's own values, as the form's fields take them. */
function patentValues(patent: API.PatentDetail): Partial<SellValues> {
  return {
    title: patent.title.slice(0, TRADE_LIMITS.titleMax),
    patentType: patent.type,
    legalStatus: patent.legalStatus,
  };
}

/** Blanks for the fields that still hold what `patent` filled in (the user's edits stay). */
function unchangedFrom(patent: API.PatentDetail, values: SellValues): Partial<SellValues> {
  const stale: Partial<SellValues> = {};
  for (const [name, value] of Object.entries(patentValues(patent))) {
    const key = name as 'title' | 'legalStatus' | 'patentType';
    if (key !== 'patentType' && values[key] === value) stale[key] = '';
  }
  return stale;
}

/** What the form asks of the publisher's rights, from what the patent lookup found. */
interface RightsAsked {
  /** The seller is not the holder the data set names: a 授权说明. */
  authorizationRequired: boolean;
  /** The data set does not hold the patent: the claim and its scan. */
  holderUnknown: boolean;
  /** The claim the listing being changed has a scan for. */
  keptClaim?: string;
}

const proofLabel = (claim: string) => HOLDER_PROOF_LABELS[claim as API.HolderClaim] ?? '证明文件';

function sellRules(
  dicts: ReturnType<typeof useTradeDicts>,
  { authorizationRequired, holderUnknown, keptClaim }: RightsAsked,
): Rules<SellValues> {
  return {
    holderClaim: [fromCheck((value) => checkHolderClaim(value, holderUnknown))],
    proof: [
      (file, values) =>
        holderUnknown && values.holderClaim && !file && keptClaim !== values.holderClaim
          ? `请上传${proofLabel(values.holderClaim)}图片`
          : undefined,
    ],
    ...commonRules<SellValues>(dicts),
    applicationNumber: [fromCheck(checkApplicationNumber)],
    title: [fromCheck(checkTitle)],
    patentType: [fromCheck((value, values) => checkPatentType(value, values.applicationNumber))],
    legalStatus: [fromCheck(checkLegalStatus)],
    authorization: [
      fromCheck((value, values) =>
        checkAuthorization(
          value,
          holderUnknown ? values.holderClaim === 'agent' : authorizationRequired,
        ),
      ),
    ],
    price: [
      fromCheck((value, values) => {
        const type = values.transactionType;
        if (values.negotiable) return checkPrice(null, type);
        if (!value.trim() && type !== 'open_license') return '请填写价格，或选择“面议”';
        return checkPrice(value, type);
      }),
    ],
  };
}

const REQUIRED: (keyof SellValues)[] = [
  'applicationNumber',
  'title',
  'transactionType',
  'price',
  'field',
  'description',
  'contactName',
  'contactPhone',
];

interface SellFormProps {
  user: API.CurrentUser;
  patent: ReturnType<typeof usePatentLookup>;
  /** The user's listing being changed; a new one when absent. */
  editing?: API.IpcTransaction;
}

export default function SellForm({ user, patent, editing }: SellFormProps) {
  const initial = editing ? fromSellItem(editing) : sellDefaults(user);
  // A change has its own draft, so it never mixes with a new listing being written.
  const draft = useFormDraft(draftKey('sell', user, editing), initial, editing?.version);
  // 发布此专利 on a patent's page names it in the link; what else the draft holds stays.
  const [searchParams] = useSearchParams();
  const named = editing ? '' : (searchParams.get('patent') ?? '').trim().slice(0, 24);
  const { state: lookup, lookup: runLookup, reset: resetLookup } = patent;
  const found = lookup.status === 'found';
  const seller = publisherName(user);
  const holder = found ? patentHolder(lookup.patent) : undefined;
  // Someone else's patent is offered as 代理/授权出让. Of a patent the data set does not hold
  // nothing is said until the publisher says who it is to it (and proves it).
  const authorizationRequired = found && needsAuthorization(holder, seller);
  const holderUnknown = lookup.status === 'missing' || lookup.status === 'failed';
  const keptClaim = editing?.holderClaim;
  const form = useLightForm<SellValues>(
    { ...initial, ...draft.restored, proof: null, ...(named ? { applicationNumber: named } : {}) },
    sellRules(useTradeDicts(), { authorizationRequired, holderUnknown, keptClaim }),
    {
      // A picked file is not kept in the draft: it is no text, and stays on the device.
      onValuesChange: (values) => draft.save({ ...values, proof: null }),
      requiredMark: true,
      // 授权说明 is shown only when it is needed, and then required.
      required: [
        ...REQUIRED,
        'authorization',
        ...(holderUnknown ? (['holderClaim', 'proof'] as const) : []),
      ],
    },
  );
  const { transactionType, negotiable } = form.values;
  const openLicence = transactionType === 'open_license';

  /** Looks the number up; `fill` replaces the patent's fields, `restore` only fills blank ones. */
  const lookUp = async (mode: 'fill' | 'restore') => {
    const raw = form.getValues().applicationNumber;
    if (checkApplicationNumber(raw)) {
      // Said at the field; focus stays where the user put it (this runs on leaving the field too).
      if (mode === 'fill') form.validate(['applicationNumber'], false);
      return;
    }
    const detail = await runLookup(raw);
    if (!detail) return;
    const current = form.getValues();
    const fromPatent = { ...patentValues(detail), field: current.field || detail.field || '' };
    form.setValues(
      mode === 'fill'
        ? fromPatent
        : Object.fromEntries(
            Object.entries(fromPatent).filter(([name]) => !current[name as keyof SellValues]),
          ),
    );
  };

  const lookUpOnBlur = () => {
    const number = formatApplicationNumber(form.getValues().applicationNumber.trim());
    // Passing through the empty field says nothing; submitting does.
    if (!number) return;
    if (lookup.status !== 'idle' && lookup.number === number) return;
    lookUp('fill');
  };

  const submit = useTradeSubmit({
    showErrors: form.showErrors,
    draft,
    fields: SELL_FIELDS,
    successText: editing ? '出让信息已更新，等待平台审核' : '出让信息已提交，等待平台审核',
    editing,
    getValues: form.getValues,
    // The latest content replaces what was typed; its patent card is looked up again.
    loadItem: (item) => {
      form.setValues(fromSellItem(item));
      resetLookup();
      lookUp('restore');
    },
  });
  const { sending, sendError, duplicate, saved, send } = submit;
  // The stored item as last known: after a conflict, the one the user chose to go on from.
  const stored = submit.item;

  // A restored draft, or the listing being changed, shows its patent card again without
  // overwriting what was typed.
  useEffect(() => {
    // A newly named patent brings its own title and type; the same one as the draft's keeps
    // what the user wrote.
    if (named && named !== draft.restored?.applicationNumber) lookUp('fill');
    else if (form.getValues().applicationNumber) lookUp('restore');
    // Once, for the values the form mounted with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const numberField = form.field('applicationNumber');
  const onNumberChange = (applicationNumber: string) => {
    // Another number: what the previous patent filled in no longer applies.
    const stale = found ? unchangedFrom(lookup.patent, form.getValues()) : {};
    resetLookup();
    const type = applicationNumberType(applicationNumber);
    form.setValues({ ...stale, applicationNumber, ...(type ? { patentType: type } : {}) }, [
      'applicationNumber',
    ]);
  };

  const transactionTypeField = form.field('transactionType');

  // The file is checked by its bytes when picked; what is wrong is said at the field.
  const pickProof = (file: File | null) => {
    if (!file) return form.setValues({ proof: null });
    scanImage()
      .then(({ checkScanFile }) => checkScanFile(file, proofLabel(form.getValues().holderClaim)))
      .then(
        () => form.setValues({ proof: file }, ['proof']),
        (error: Error) => form.showErrors({ proof: error.message }),
      );
  };

  /** The body to send: the scan read from the picked file, scaled, as a `data:` URL. */
  const bodyOf = async (values: SellValues): Promise<API.IpcTransactionSave | undefined> => {
    const body = toSellBody(values);
    if (!holderUnknown) return { ...body, holderClaim: undefined };
    if (!values.proof) return body;
    try {
      const { scanDataUrl } = await scanImage();
      return { ...body, proof: await scanDataUrl(values.proof, proofLabel(values.holderClaim)) };
    } catch (error) {
      form.showErrors({ proof: (error as Error).message });
      return undefined;
    }
  };

  if (saved) return <SubmittedView item={saved} kind="sell" editing={Boolean(editing)} />;

  return (
    <form
      name="sell"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const body = await bodyOf(values);
        if (body) await send(body);
      })}
    >
      {stored && <ReviewNotice item={stored} kind="sell" />}
      <FormSection title="专利信息">
        <NumberField
          field={{ ...numberField, onChange: onNumberChange }}
          lookup={lookup}
          onLookUp={() => lookUp('fill')}
          onBlur={lookUpOnBlur}
        />
        <TextField
          field={form.field('title')}
          label="专利名称"
          maxLength={TRADE_LIMITS.titleMax}
          showCount
          placeholder="查询申请号后自动填入，也可手动填写"
        />
        {!found && (
          <FieldPair>
            <SelectField
              field={form.field('patentType')}
              label="专利类型"
              options={options(PATENT_TYPE_LABELS)}
              placeholder="按申请号自动识别"
            />
            <SelectField
              field={form.field('legalStatus')}
              label="法律状态（选填）"
              options={options(LEGAL_STATUS_LABELS)}
              placeholder="请选择"
            />
          </FieldPair>
        )}
        <PublisherField
          label="出让方"
          user={user}
          help={
            found && !authorizationRequired
              ? '已认证企业，与专利权人一致，可作为自有专利出让。'
              : undefined
          }
        />
        {authorizationRequired && (
          <Alert
            type="warning"
            showIcon
            className={styles.authNotice}
            title={`该专利的专利权人为“${holder}”，与您的账号认证名称不同，将以“代理/授权出让”发布。`}
            description="请说明专利权人的授权情况（授权方、授权范围与期限、授权文件编号等），平台审核时将核实。"
          />
        )}
        {holderUnknown && (
          <>
            <RadioField
              field={{
                ...form.field('holderClaim'),
                // Another claim asks for another document: the file picked for the first goes.
                onChange: (claim) =>
                  form.setValues({ holderClaim: claim, proof: null }, ['holderClaim']),
              }}
              label="权利关系"
              options={options(HOLDER_CLAIM_LABELS)}
              help="该专利不在平台专利数据中，平台无法据此核对专利权人：请说明您与该专利的关系并上传证明，审核通过前显示为“权利人待核验”。"
            />
            {form.values.holderClaim && (
              <Suspense fallback={null}>
                <ProofField
                  field={{ ...form.field('proof'), onChange: pickProof }}
                  label={proofLabel(form.values.holderClaim)}
                  kept={keptClaim === form.values.holderClaim}
                />
              </Suspense>
            )}
          </>
        )}
        {(authorizationRequired || (holderUnknown && form.values.holderClaim === 'agent')) && (
          <>
            <TextAreaField
              field={form.field('authorization')}
              label="授权说明"
              rows={3}
              maxLength={TRADE_LIMITS.authorizationMax}
              placeholder={`如：受专利权人委托代理出让，授权书编号……（${TRADE_LIMITS.authorizationMin}-${TRADE_LIMITS.authorizationMax} 字）`}
            />
          </>
        )}
      </FormSection>

      <FormSection title="交易条件">
        <TransactionTypeField
          form={form}
          field={{
            ...transactionTypeField,
            // The fee of an open licence must be declared (Patent Law art. 50): no 面议.
            onChange: (type) =>
              form.setValues(
                type === 'open_license'
                  ? { transactionType: type, negotiable: false }
                  : { transactionType: type },
              ),
          }}
          help={
            openLicence
              ? '开放许可须声明许可使用费及支付方式（《专利法》第五十条），不能选择面议。'
              : undefined
          }
        />
        <FieldPair narrowSecond>
          <AmountField
            field={form.field('price')}
            label={openLicence ? '许可使用费' : '价格'}
            negotiable={negotiable}
            example={50}
          />
          <NegotiableSwitch form={form} clears={['price']} disabled={openLicence} />
        </FieldPair>
        <FieldPair>
          <TechnicalField form={form} placeholder="请选择" />
          <CategoryField form={form} />
        </FieldPair>
        <DescriptionField
          form={form}
          placeholder="介绍专利的技术方案、应用场景、技术成熟度和对受让方的要求等（20-2000 字）"
        />
      </FormSection>

      <FormSection title="联系方式">
        <ContactFields form={form} />
      </FormSection>
      <SubmitRow
        sending={sending}
        sendError={sendError}
        duplicate={duplicate}
        kind="sell"
        promise={REVIEW_PROMISE.sell}
        conflict={submit.conflict}
        resolved={submit.resolved}
        onReload={submit.reloadLatest}
        onKeep={submit.keepMine}
        submitText={
          !stored ? '提交审核' : stored.status === 'takenDown' ? '保存修改' : '保存并重新提交审核'
        }
      />
    </form>
  );
}
