import dayjs, { type Dayjs } from 'dayjs';
import { toIsoDate, BUY_FORM_FIELDS } from '@/utils/tradeForms';
import { isValidMobile } from '@/utils/validators';

/** Values of the register-a-demand form (also its stored draft, the deadline as `YYYY-MM-DD`). */
export interface BuyValues {
  field?: string;
  title: string;
  keywords: string[];
  patentType?: API.PatentType;
  category?: string;
  transactionType: API.TransactionType;
  /** 万元; ignored when `negotiable`. */
  budgetMin?: number | null;
  budgetMax?: number | null;
  negotiable: boolean;
  deadline?: Dayjs | null;
  description: string;
  contactName: string;
  contactPhone: string;
}

/** Every field the form shows, so a backend refusal can mark the right ones. */
export const BUY_FIELDS = BUY_FORM_FIELDS;

export const BUY_DATE_FIELDS = ['deadline'] as const;

export function buyDefaults(user: API.CurrentUser): Partial<BuyValues> {
  return {
    keywords: [],
    transactionType: 'transfer',
    negotiable: false,
    contactName: user.name ?? '',
    contactPhone: isValidMobile(user.mobile) ? user.mobile : '',
  };
}

const text = (value?: string) => (value ?? '').trim();
const amount = (value: number | null | undefined, negotiable: boolean) =>
  negotiable || value === null || value === undefined ? undefined : value;

/** The saveOrUpdateIndex body: 面议 leaves both budget bounds out; the deadline an ISO date. */
export function toBuyBody(values: BuyValues): API.IpcTransactionSave {
  return {
    kind: 'buy',
    field: values.field ?? '',
    title: text(values.title),
    keywords: (values.keywords ?? []).map((word) => word.trim()).filter(Boolean),
    patentType: values.patentType || undefined,
    category: values.category || undefined,
    transactionType: values.transactionType,
    price: null,
    budgetMin: amount(values.budgetMin, values.negotiable),
    budgetMax: amount(values.budgetMax, values.negotiable),
    deadline: toIsoDate(values.deadline) ?? undefined,
    description: text(values.description),
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
  };
}

/** A published demand as the form's values, to edit it (面议 when it states no budget). */
export function fromBuyItem(item: API.IpcTransaction): BuyValues {
  const deadline = item.deadline ? dayjs(item.deadline, 'YYYY-MM-DD') : null;
  return {
    field: item.field,
    title: item.title,
    keywords: item.keywords ?? [],
    patentType: item.patentType,
    category: item.category,
    transactionType: item.transactionType,
    budgetMin: item.budgetMin ?? null,
    budgetMax: item.budgetMax ?? null,
    negotiable: item.budgetMin === undefined && item.budgetMax === undefined,
    deadline: deadline?.isValid() ? deadline : null,
    description: item.description,
    contactName: item.contactName,
    contactPhone: item.contactPhone,
  };
}
