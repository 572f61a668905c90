import { formatApplicationNumber, isValidMobile } from '@/utils/validators';

/** Values of the publish-for-sale form (also its stored draft). */
export interface SellValues {
  applicationNumber: string;
  title: string;
  patentType?: API.PatentType;
  legalStatus?: API.LegalStatus;
  /** 授权说明, asked when the seller is not the patent's holder. */
  authorization?: string;
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
  'transactionType',
  'price',
  'field',
  'category',
  'description',
  'authorization',
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
    // The backend keeps it only when the listing is 代理/授权出让.
    ...(text(values.authorization) ? { authorization: text(values.authorization) } : {}),
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
  };
}

/** A published listing as the form's values, to edit it (面议 when it has no price). */
export function fromSellItem(item: API.IpcTransaction): SellValues {
  return {
    applicationNumber: item.applicationNumber ?? '',
    title: item.title,
    patentType: item.patentType,
    legalStatus: item.legalStatus,
    authorization: item.authorization,
    transactionType: item.transactionType,
    price: item.price,
    negotiable: item.price === null || item.price === undefined,
    field: item.field,
    category: item.category,
    description: item.description,
    contactName: item.contactName,
    contactPhone: item.contactPhone,
  };
}
