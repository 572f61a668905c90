import { formatApplicationNumber, isValidMobile } from '@/contract/validators';

/** Values of the publish-for-sale form as typed (also its stored draft); '' is blank. */
export interface SellValues {
  applicationNumber: string;
  title: string;
  /** API.PatentType, or ''. */
  patentType: string;
  /** API.LegalStatus, or ''. */
  legalStatus: string;
  /** 授权说明, asked when the seller is not the patent's holder. */
  authorization: string;
  /** API.HolderClaim or '': asked for a patent the data set does not hold. */
  holderClaim: string;
  /** The 专利证书 or 授权书 picked for that claim; never kept in the draft (a file is not text). */
  proof: File | null;
  /** API.TransactionType. */
  transactionType: string;
  /** 万元 as typed; ignored when `negotiable`. */
  price: string;
  negotiable: boolean;
  field: string;
  category: string;
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
  'holderClaim',
  'proof',
  'authorization',
  'contactName',
  'contactPhone',
] as const;

/** A new listing: a transfer, with the account's name and mobile as the contact. */
export function sellDefaults(user: API.CurrentUser): SellValues {
  return {
    applicationNumber: '',
    title: '',
    patentType: '',
    legalStatus: '',
    authorization: '',
    holderClaim: '',
    proof: null,
    transactionType: 'transfer',
    price: '',
    negotiable: false,
    field: '',
    category: '',
    description: '',
    contactName: user.name ?? '',
    contactPhone: isValidMobile(user.mobile) ? (user.mobile ?? '') : '',
  };
}

const text = (value?: string) => (value ?? '').trim();

/** The saveOrUpdateIndex body: 面议 is a null price; the application number normalised. */
export function toSellBody(values: SellValues): API.IpcTransactionSave {
  const price = text(values.price);
  return {
    kind: 'sell',
    applicationNumber: formatApplicationNumber(text(values.applicationNumber)),
    title: text(values.title),
    patentType: (values.patentType || undefined) as API.PatentType | undefined,
    legalStatus: (values.legalStatus || undefined) as API.LegalStatus | undefined,
    field: values.field,
    category: values.category || undefined,
    transactionType: values.transactionType as API.TransactionType,
    price: values.negotiable || !price ? null : Number(price),
    description: text(values.description),
    // The backend keeps it only when the listing is 代理/授权出让.
    ...(text(values.authorization) ? { authorization: text(values.authorization) } : {}),
    // Kept only for a patent the backend does not hold (the scan goes with it, read at sending).
    ...(values.holderClaim ? { holderClaim: values.holderClaim as API.HolderClaim } : {}),
    contactName: text(values.contactName),
    contactPhone: text(values.contactPhone),
  };
}

/** A published listing as the form's values, to edit it (面议 when it has no price). */
export function fromSellItem(item: API.IpcTransaction): SellValues {
  const priced = item.price !== null && item.price !== undefined;
  return {
    applicationNumber: item.applicationNumber ?? '',
    title: item.title,
    patentType: item.patentType ?? '',
    legalStatus: item.legalStatus ?? '',
    authorization: item.authorization ?? '',
    holderClaim: item.holderClaim ?? '',
    proof: null,
    transactionType: item.transactionType,
    price: priced ? String(item.price) : '',
    negotiable: !priced,
    field: item.field ?? '',
    category: item.category ?? '',
    description: item.description,
    contactName: item.contactName,
    contactPhone: item.contactPhone,
  };
}
