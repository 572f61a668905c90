import { formatApplicationNumber, isValidMobile } from '@/utils/validators';

/** Values of the publish-for-sale form (also its stored draft). */
export interface SellValues {
  applicationNumber: string;
  title: string;
  patentType?: API.PatentType;
  legalStatus?: API.LegalStatus;
  seller?: string;
  transactionType: API.TransactionType;
  /** 万元; ignored when `negotiable`. */
  price?: number | null;
  negotiable: boolean;
  field?: string;
  category?: string;
  description: string;
  contactName: string;
  contactPhone: string;
}

/** Every field the form shows, so a backend refusal can mark the right ones. */
export const SELL_FIELDS = [
  'applicationNumber',
  'title',
  'patentType',
  'legalStatus',
  'seller',
  'transactionType',
  'price',
  'field',
  'category',
  'description',
  'contactName',
  'contactPhone',
] as const;

export function sellDefaults(user: API.CurrentUser): Partial<SellValues> {
  return {
    transactionType: 'transfer',
    negotiable: false,
    contactName: user.name ?? '',
    contactPhone: isValidMobile(user.mobile) ? user.mobile : '',
  };
}

const text = (value?: string) => (value ?? '').trim();

/** The saveOrUpdateIndex body: 面议 is a null price; the application number normalised. */
export function toSellBody(values: SellValues): API.IpcTransactionSave {
  return {
    kind: 'sell',
    applicationNumber: formatApplicationNumber(text(values.applicationNumber)),
    title: text(values.title),
    patentType: values.patentType || undefined,
    legalStatus: values.legalStatus || undefined,
    field: values.field ?? '',
    category: values.category || undefined,
    transactionType: values.transactionType,
    price: values.negotiable || values.price === undefined ? null : values.price,
    description: text(values.description),
    seller: text(values.seller),
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
  };
}
