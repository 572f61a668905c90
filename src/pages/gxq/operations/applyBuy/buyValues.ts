import { BUY_FORM_FIELDS, toIsoDate } from '@/contract/tradeForm';
import { isValidMobile } from '@/contract/validators';

/** Values of the register-a-demand form as typed (also its stored draft); '' is blank. */
export interface BuyValues {
  field: string;
  title: string;
  keywords: string[];
  /** API.PatentType, or '' for any. */
  patentType: string;
  category: string;
  /** API.TransactionType. */
  transactionType: string;
  /** 万元 as typed; ignored when `negotiable`. */
  budgetMin: string;
  budgetMax: string;
  negotiable: boolean;
  /** `YYYY-MM-DD`, or '' while not chosen. */
  deadline: string;
  description: string;
  contactName: string;
  contactPhone: string;
}

/** Every field the form shows, so a backend refusal can mark the right ones. */
export const BUY_FIELDS = BUY_FORM_FIELDS;

/** A new demand: a transfer, with the account's name and mobile as the contact. */
export function buyDefaults(user: API.CurrentUser): BuyValues {
  return {
    field: '',
    title: '',
    keywords: [],
    patentType: '',
    category: '',
    transactionType: 'transfer',
    budgetMin: '',
    budgetMax: '',
    negotiable: false,
    deadline: '',
    description: '',
    contactName: user.name ?? '',
    contactPhone: isValidMobile(user.mobile) ? (user.mobile ?? '') : '',
  };
}

const text = (value?: string) => (value ?? '').trim();
const amount = (value: string, negotiable: boolean) =>
  negotiable || !text(value) ? undefined : Number(text(value));

/** The saveOrUpdateIndex body: 面议 leaves both budget bounds out; the deadline an ISO date. */
export function toBuyBody(values: BuyValues): API.IpcTransactionSave {
  return {
    kind: 'buy',
    field: values.field,
    title: text(values.title),
    keywords: values.keywords.map((word) => word.trim()).filter(Boolean),
    patentType: (values.patentType || undefined) as API.PatentType | undefined,
    category: values.category || undefined,
    transactionType: values.transactionType as API.TransactionType,
    price: null,
    budgetMin: amount(values.budgetMin, values.negotiable),
    budgetMax: amount(values.budgetMax, values.negotiable),
    deadline: toIsoDate(values.deadline) ?? undefined,
    description: text(values.description),
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
  };
}

const bound = (value?: number | null) =>
  value === null || value === undefined ? '' : String(value);

/** A published demand as the form's values, to edit it (面议 when it states no budget). */
export function fromBuyItem(item: API.IpcTransaction): BuyValues {
  return {
    field: item.field ?? '',
    title: item.title,
    keywords: item.keywords ?? [],
    patentType: item.patentType ?? '',
    category: item.category ?? '',
    transactionType: item.transactionType,
    budgetMin: bound(item.budgetMin),
    budgetMax: bound(item.budgetMax),
    negotiable: item.budgetMin === undefined && item.budgetMax === undefined,
    // A date the browser's picker cannot show is left for the user to choose again.
    deadline: toIsoDate(item.deadline) ?? '',
    description: item.description,
    contactName: item.contactName,
    contactPhone: item.contactPhone,
  };
}
